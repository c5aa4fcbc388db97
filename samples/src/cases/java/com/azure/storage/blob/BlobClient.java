// Azure Blob Storage is not among the samples' dependencies: the checks know its clients by name,
// and these stubs declare the members the cases call.
package com.azure.storage.blob;

import com.azure.storage.blob.specialized.BlobClientBase;

public class BlobClient extends BlobClientBase {
  public void upload(java.io.InputStream data, long length) {}
}
