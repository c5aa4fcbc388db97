// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.qcloud.cos;

public class COSClient implements COS {
  public COSClient(Object credentials, Object clientConfig) {}

  @Override
  public Object putObject(String bucket, String key, java.io.File file) {
    return null;
  }

  @Override
  public void deleteObject(String bucket, String key) {}

  @Override
  public void shutdown() {}
}
