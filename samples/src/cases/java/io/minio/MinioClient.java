// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package io.minio;

public class MinioClient {
  public static Builder builder() {
    return new Builder();
  }

  public Object putObject(Object arguments) {
    return null;
  }

  public void removeObject(Object arguments) {}

  public String getPresignedObjectUrl(Object arguments) {
    return null;
  }

  public static final class Builder {
    public Builder endpoint(String endpoint) {
      return this;
    }

    public Builder credentials(String accessKey, String secretKey) {
      return this;
    }

    public MinioClient build() {
      return null;
    }
  }
}
