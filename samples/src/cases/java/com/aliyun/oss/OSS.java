// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.aliyun.oss;

public interface OSS {
  Object putObject(String bucket, String key, java.io.InputStream input);

  Object getObject(String bucket, String key);

  void deleteObject(String bucket, String key);

  java.net.URL generatePresignedUrl(String bucket, String key, java.util.Date expiration);

  void shutdown();
}
