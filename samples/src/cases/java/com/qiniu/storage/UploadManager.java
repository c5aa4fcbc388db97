// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.qiniu.storage;

public final class UploadManager {
  public UploadManager(Object configuration) {}

  public Object put(byte[] data, String key, String token) {
    return null;
  }
}
