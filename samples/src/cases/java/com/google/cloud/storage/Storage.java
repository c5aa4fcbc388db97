<<<<<<< HEAD
// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
package com.google.cloud.storage;

public interface Storage {
  Object get(String bucket, String name);
=======
// Google Cloud Storage is not among the samples' dependencies: the checks know its client by name,
// and this stub declares the member the cases call, with simplified parameters.
package com.google.cloud.storage;

public interface Storage {
  Object create(Object blobInfo, byte[] content);
>>>>>>> main
}
