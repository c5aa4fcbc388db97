// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
package com.google.cloud.storage;

public class StorageOptions {
  public static StorageOptions getDefaultInstance() {
    return new StorageOptions();
  }

  public Storage getService() {
    return null;
  }
}
