// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
package com.amazonaws.services.s3;

public interface AmazonS3 {
  Object getObject(String bucket, String key);
}
