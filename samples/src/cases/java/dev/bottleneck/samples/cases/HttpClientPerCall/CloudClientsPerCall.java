package dev.bottleneck.samples.cases.HttpClientPerCall;

import com.amazonaws.services.s3.AmazonS3;
import com.amazonaws.services.s3.AmazonS3ClientBuilder;
import com.azure.storage.blob.BlobServiceClient;
import com.azure.storage.blob.BlobServiceClientBuilder;
import com.google.cloud.storage.Storage;
import com.google.cloud.storage.StorageOptions;
import jakarta.annotation.PostConstruct;
import software.amazon.awssdk.services.s3.S3Client;

/** Cloud storage clients: each owns an HTTP client with its pool, credentials and TLS set-up. */
class CloudClientsPerCall {
  private static final S3Client SHARED = S3Client.create();
  private final AmazonS3 legacy = AmazonS3ClientBuilder.standard().withRegion("eu-west-1").build();
  private Storage storage;
  private BlobServiceClient blobs;

  @PostConstruct
  void init() {
    storage = StorageOptions.getDefaultInstance().getService();
    blobs = new BlobServiceClientBuilder().connectionString("UseDevelopmentStorage=true").buildClient();
  }

  Object awsV2(String key) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // S3Client.create
    S3Client s3 = S3Client.create();
    // BUG: Diagnostic contains: HttpClientPerCall
    // S3Client.builder
    S3Client regional = S3Client.builder().region("eu-west-1").build();
    return s3.getObject(key) + "" + regional.getObject(key) + SHARED.getObject(key);
  }

  Object awsV1(String key) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // AmazonS3ClientBuilder.defaultClient
    AmazonS3 s3 = AmazonS3ClientBuilder.defaultClient();
    // BUG: Diagnostic contains: HttpClientPerCall
    // AmazonS3ClientBuilder.standard
    AmazonS3 regional = AmazonS3ClientBuilder.standard().withRegion("eu-west-1").build();
    return s3.getObject("b", key) + "" + regional.getObject("b", key) + legacy.getObject("b", key);
  }

  Object gcp(String name) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // StorageOptions.getDefaultInstance
    return StorageOptions.getDefaultInstance().getService().get("bucket", name) + "" + storage;
  }

  Object azure(String name) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // new BlobServiceClientBuilder
    BlobServiceClient client = new BlobServiceClientBuilder().connectionString(name).buildClient();
    return client.getBlobContainerClient(name) + "" + blobs;
  }
}
