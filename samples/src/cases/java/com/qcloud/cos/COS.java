// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.qcloud.cos;

public interface COS {
  Object putObject(String bucket, String key, java.io.File file);

  void deleteObject(String bucket, String key);

  void shutdown();
}
