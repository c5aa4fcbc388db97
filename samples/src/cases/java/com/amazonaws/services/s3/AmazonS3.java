<<<<<<< HEAD
// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
=======
// AWS SDK v1 is not among the samples' dependencies: the checks know its client by name, and this
// stub declares the members the cases call.
>>>>>>> main
package com.amazonaws.services.s3;

public interface AmazonS3 {
  Object getObject(String bucket, String key);
<<<<<<< HEAD
=======

  java.net.URL generatePresignedUrl(String bucket, String key, java.util.Date expiration);
>>>>>>> main
}
