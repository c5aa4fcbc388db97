// Azure Blob Storage is not among the samples' dependencies: the checks know its clients by name,
// and these stubs declare the members the cases call.
package com.azure.storage.blob.specialized;

public class BlobClientBase {
  public boolean exists() {
    return false;
  }

  public String getBlobUrl() {
    return "";
  }
}
