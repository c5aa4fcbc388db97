// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
package software.amazon.awssdk.services.s3;

public interface S3ClientBuilder {
  S3ClientBuilder region(String region);

  S3Client build();
}
