// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.aliyun.oss;

public class OSSClient implements OSS {
  public OSSClient(String endpoint, String accessKeyId, String secretAccessKey) {}

  @Override
  public Object putObject(String bucket, String key, java.io.InputStream input) {
    return null;
  }

  @Override
  public Object getObject(String bucket, String key) {
    return null;
  }

  @Override
  public void deleteObject(String bucket, String key) {}

  @Override
  public java.net.URL generatePresignedUrl(String bucket, String key, java.util.Date expiration) {
    return null;
  }

  @Override
  public void shutdown() {}
}
