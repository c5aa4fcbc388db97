// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
package com.google.cloud.storage;

public interface Storage {
  Object get(String bucket, String name);
}
