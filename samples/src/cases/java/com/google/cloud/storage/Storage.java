// Google Cloud Storage is not among the samples' dependencies: the checks know its client by name,
// and this stub declares the members the cases call, with simplified parameters.
package com.google.cloud.storage;

public interface Storage {
  Object create(Object blobInfo, byte[] content);

  Object get(String bucket, String name);
}
