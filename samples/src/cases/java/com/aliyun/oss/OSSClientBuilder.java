// Not among the samples' dependencies: the checks know these SDK types by name, and this stub
// declares the members the cases call.
package com.aliyun.oss;

public class OSSClientBuilder {
  public static OSSClientBuilderImpl create() {
    return new OSSClientBuilderImpl();
  }

  public OSS build(String endpoint, String accessKeyId, String secretAccessKey) {
    return null;
  }

  public static final class OSSClientBuilderImpl {
    public OSSClientBuilderImpl endpoint(String endpoint) {
      return this;
    }

    public OSS build() {
      return null;
    }
  }
}
