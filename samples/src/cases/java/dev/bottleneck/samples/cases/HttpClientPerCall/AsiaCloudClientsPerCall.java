package dev.bottleneck.samples.cases.HttpClientPerCall;

import com.aliyun.oss.OSS;
import com.aliyun.oss.OSSClient;
import com.aliyun.oss.OSSClientBuilder;
import com.aliyuncs.DefaultAcsClient;
import com.obs.services.ObsClient;
import com.qcloud.cos.COSClient;
import com.qiniu.storage.BucketManager;
import com.qiniu.storage.UploadManager;
import io.minio.MinioClient;
import jakarta.annotation.PostConstruct;
import java.io.ByteArrayInputStream;
import java.util.List;

/**
 * The object stores and cloud API clients common in Asia: each client owns an HTTP client with its
 * connection pool, so one built per upload opens a new TLS connection per file (seen in a real
 * application: an OSS client built per upload request, and per file inside a delete loop). Built
 * once at start-up, or kept in a static final field, it is shared.
 */
class AsiaCloudClientsPerCall {
  private static final MinioClient SHARED_MINIO =
      MinioClient.builder().endpoint("https://minio.local").build();
  private OSS oss;
  private UploadManager uploads;

  @PostConstruct
  void init() {
    oss = new OSSClientBuilder().build("https://oss-cn-hangzhou.aliyuncs.com", "id", "secret");
    uploads = new UploadManager("configuration");
  }

  void upload(String key, byte[] data) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // new OSSClientBuilder()...build() runs on every call here
    OSS client = new OSSClientBuilder().build("https://oss-cn-hangzhou.aliyuncs.com", "id", "s");
    client.putObject("bucket", key, new ByteArrayInputStream(data));
    client.shutdown();
    oss.putObject("bucket", key, new ByteArrayInputStream(data));
    uploads.put(data, key, "token");
  }

  void deleteAll(List<String> keys) {
    for (String key : keys) {
      // BUG: Diagnostic contains: HttpClientPerCall
      // new OSSClient(...) runs on every call here
      OSSClient client = new OSSClient("https://oss-cn-hangzhou.aliyuncs.com", "id", "secret");
      client.deleteObject("bucket", key);
    }
  }

  void otherStores(String key, byte[] data) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // new COSClient(...) runs on every call here
    COSClient cos = new COSClient("credentials", "region");
    cos.deleteObject("bucket", key);
    // BUG: Diagnostic contains: HttpClientPerCall
    // new ObsClient(...) runs on every call here
    ObsClient obs = new ObsClient("ak", "sk", "https://obs.cn-north-4.myhuaweicloud.com");
    obs.getObject("bucket", key);
    // BUG: Diagnostic contains: HttpClientPerCall
    // new UploadManager(...) runs on every call here
    new UploadManager("configuration").put(data, key, "token");
    // BUG: Diagnostic contains: HttpClientPerCall
    // new BucketManager(...) runs on every call here
    new BucketManager("auth", "configuration").delete("bucket", key);
    // BUG: Diagnostic contains: HttpClientPerCall
    // MinioClient.builder()...build() runs on every call here
    MinioClient minio = MinioClient.builder().endpoint("https://minio.local").build();
    minio.removeObject(key);
    SHARED_MINIO.removeObject(key);
  }

  Object sms(Object request) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // new DefaultAcsClient(...) runs on every call here
    return new DefaultAcsClient("profile").getAcsResponse(request);
  }
}
