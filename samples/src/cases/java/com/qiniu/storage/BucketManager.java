// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.qiniu.storage;

public final class BucketManager {
  public BucketManager(Object auth, Object configuration) {}

  public Object delete(String bucket, String key) {
    return null;
  }
}
