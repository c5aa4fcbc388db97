// Cloud SDKs are not among the samples' dependencies: the checks know their clients by name.
package com.amazonaws.services.s3;

public final class AmazonS3ClientBuilder {
  public static AmazonS3ClientBuilder standard() {
    return new AmazonS3ClientBuilder();
  }

  public static AmazonS3 defaultClient() {
    return null;
  }

  public AmazonS3ClientBuilder withRegion(String region) {
    return this;
  }

  public AmazonS3 build() {
    return null;
  }
}
