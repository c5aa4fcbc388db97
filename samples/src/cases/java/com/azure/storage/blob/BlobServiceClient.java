// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
package com.azure.storage.blob;

public class BlobServiceClient {
  public Object getBlobContainerClient(String name) {
    return null;
  }
}
