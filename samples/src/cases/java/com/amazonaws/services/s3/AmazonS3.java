// AWS SDK v1 is not among the samples' dependencies: the checks know its client by name, and this
// stub declares the members the cases call.
package com.amazonaws.services.s3;

public interface AmazonS3 {
  Object getObject(String bucket, String key);

  java.net.URL generatePresignedUrl(String bucket, String key, java.util.Date expiration);
}
