// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
package com.azure.storage.blob;

public class BlobServiceClientBuilder {
  public BlobServiceClientBuilder connectionString(String connectionString) {
    return this;
  }

  public BlobServiceClient buildClient() {
    return new BlobServiceClient();
  }
}
