// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
package software.amazon.awssdk.services.s3;

public interface S3Client extends AutoCloseable {
  static S3Client create() {
    return null;
  }

  static S3ClientBuilder builder() {
    return null;
  }

  Object getObject(String key);
}
