package dev.bottleneck.samples.cases.WideTransactional;

import com.aliyun.oss.OSS;
import com.obs.services.ObsClient;
import com.qcloud.cos.COSClient;
import com.qiniu.storage.BucketManager;
import com.qiniu.storage.UploadManager;
import io.minio.MinioClient;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.util.Date;
import org.springframework.transaction.annotation.Transactional;

/**
 * The object stores common in Asia: each call is an HTTPS request to the provider, held inside the
 * transaction for its whole round trip (an upload of a large file, seconds). A presigned URL is
 * signed locally.
 */
public class ObjectStorageSdks {
  OSS oss;
  COSClient cos;
  ObsClient obs;
  UploadManager qiniuUploads;
  BucketManager qiniuBuckets;
  MinioClient minio;

  @Transactional
  public void replaceAvatar(String user, byte[] image) {
    // BUG: Diagnostic contains: WideTransactional
    // OSS.putObject (remote call)
    oss.putObject("avatars", user, new ByteArrayInputStream(image));
    // BUG: Diagnostic contains: WideTransactional
    // COSClient.deleteObject (remote call)
    cos.deleteObject("avatars", user);
    // BUG: Diagnostic contains: WideTransactional
    // ObsClient.getObject (remote call)
    obs.getObject("avatars", user);
    // BUG: Diagnostic contains: WideTransactional
    // UploadManager.put (remote call)
    qiniuUploads.put(image, user, "token");
    // BUG: Diagnostic contains: WideTransactional
    // BucketManager.delete (remote call)
    qiniuBuckets.delete("avatars", user);
    // BUG: Diagnostic contains: WideTransactional
    // MinioClient.removeObject (remote call)
    minio.removeObject(user);
  }

  @Transactional
  public String links(String user) {
    return oss.generatePresignedUrl("avatars", user, new Date()) + minio.getPresignedObjectUrl(user);
  }

  @Transactional
  public void archive(File file) {
    // BUG: Diagnostic contains: WideTransactional
    // COSClient.putObject (remote call)
    cos.putObject("archive", file.getName(), file);
  }
}
