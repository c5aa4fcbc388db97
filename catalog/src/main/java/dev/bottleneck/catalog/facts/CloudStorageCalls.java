package dev.bottleneck.catalog.facts;

import java.util.ArrayList;
import java.util.List;

/**
 * Calls of the cloud object-storage clients that go over the network, facts of the
 * WideTransactional rule: each is an HTTPS request to the provider (AWS, Google Cloud, Azure,
 * Aliyun, Tencent Cloud, Huawei Cloud, Qiniu, MinIO). Members that only sign, build or configure
 * locally (presigned URLs, {@code utilities()}, paginators, readers and writers that fetch later)
 * are left out.
 */
public final class CloudStorageCalls {
  /** AWS SDK v2's synchronous S3 client. */
  public static final Api AWS_S3_V2 =
      Api.instanceMethod(
          "software.amazon.awssdk.services.s3.S3Client",
          "getObject",
          "getObjectAsBytes",
          "putObject",
          "deleteObject",
          "deleteObjects",
          "copyObject",
          "headObject",
          "headBucket",
          "listObjects",
          "listObjectsV2",
          "listBuckets",
          "createBucket",
          "deleteBucket",
          "createMultipartUpload",
          "uploadPart",
          "completeMultipartUpload",
          "abortMultipartUpload",
          "getObjectTagging",
          "putObjectTagging",
          "restoreObject");

  /** AWS SDK v1's S3 client interface ({@code AmazonS3Client} implements it). */
  public static final Api AWS_S3_V1 =
      Api.instanceMethod(
          "com.amazonaws.services.s3.AmazonS3",
          "getObject",
          "getObjectAsString",
          "getObjectMetadata",
          "putObject",
          "deleteObject",
          "deleteObjects",
          "copyObject",
          "listObjects",
          "listObjectsV2",
          "listNextBatchOfObjects",
          "listBuckets",
          "createBucket",
          "deleteBucket",
          "doesObjectExist",
          "doesBucketExist",
          "doesBucketExistV2",
          "initiateMultipartUpload",
          "uploadPart",
          "completeMultipartUpload",
          "abortMultipartUpload",
          "getObjectTagging",
          "setObjectTagging",
          "restoreObjectV2");

  /** Google Cloud Storage's service interface. */
  public static final Api GCP_STORAGE =
      Api.instanceMethod(
          "com.google.cloud.storage.Storage",
          "create",
          "createFrom",
          "get",
          "list",
          "delete",
          "readAllBytes",
          "downloadTo",
          "copy",
          "update",
          "compose");

  /** A Google Cloud Storage object handle: these members call the service. */
  public static final Api GCP_BLOB =
      Api.instanceMethod(
          "com.google.cloud.storage.Blob",
          "getContent",
          "downloadTo",
          "delete",
          "exists",
          "reload",
          "update",
          "copyTo");

  /** Azure Blob Storage: the members every blob client has. */
  public static final Api AZURE_BLOB =
      Api.instanceMethod(
          "com.azure.storage.blob.specialized.BlobClientBase",
          "download",
          "downloadContent",
          "downloadStream",
          "downloadToFile",
          "downloadWithResponse",
          "delete",
          "deleteIfExists",
          "exists",
          "getProperties",
          "setMetadata",
          "setHttpHeaders",
          "beginCopy",
          "copyFromUrl");

  /** Azure's general blob client adds the uploads. */
  public static final Api AZURE_BLOB_UPLOADS =
      Api.instanceMethod(
          "com.azure.storage.blob.BlobClient", "upload", "uploadFromFile", "uploadWithResponse");

  /** Azure's block blob client adds its own uploads and block staging. */
  public static final Api AZURE_BLOCK_BLOB =
      Api.instanceMethod(
          "com.azure.storage.blob.specialized.BlockBlobClient",
          "upload",
          "uploadWithResponse",
          "uploadFromUrl",
          "stageBlock",
          "commitBlockList",
          "listBlocks");

  /** Azure's container client. */
  public static final Api AZURE_CONTAINER =
      Api.instanceMethod(
          "com.azure.storage.blob.BlobContainerClient",
          "create",
          "createIfNotExists",
          "delete",
          "deleteIfExists",
          "exists",
          "listBlobs",
          "listBlobsByHierarchy",
          "getProperties");

  /** The calls the S3-style stores of Aliyun, Tencent Cloud and Huawei Cloud share by name. */
  private static final List<String> S3_STYLE_CALLS =
      List.of(
          "putObject",
          "getObject",
          "deleteObject",
          "deleteObjects",
          "copyObject",
          "appendObject",
          "listObjects",
          "listBuckets",
          "doesObjectExist",
          "getObjectMetadata",
          "createBucket",
          "deleteBucket",
          "initiateMultipartUpload",
          "uploadPart",
          "completeMultipartUpload",
          "abortMultipartUpload");

  /** Aliyun OSS's client interface ({@code OSSClient} implements it). */
  public static final Api ALIYUN_OSS =
      s3Style(
          "com.aliyun.oss.OSS",
          "listObjectsV2",
          "doesBucketExist",
          "getSimplifiedObjectMeta",
          "headObject",
          "uploadFile",
          "downloadFile",
          "restoreObject");

  /** Tencent COS's client interface ({@code COSClient} implements it). */
  public static final Api TENCENT_COS =
      s3Style("com.qcloud.cos.COS", "listNextBatchOfObjects", "doesBucketExist", "restoreObject");

  /** Huawei OBS's client interface ({@code ObsClient} implements it). */
  public static final Api HUAWEI_OBS =
      s3Style("com.obs.services.IObsClient", "headBucket", "uploadFile", "downloadFile");

  /** Qiniu's uploads; {@code asyncPut} returns at once. */
  public static final Api QINIU_UPLOAD =
      Api.instanceMethod("com.qiniu.storage.UploadManager", "put");

  /** Qiniu's object and bucket operations. */
  public static final Api QINIU_BUCKET =
      Api.instanceMethod(
          "com.qiniu.storage.BucketManager",
          "stat",
          "delete",
          "copy",
          "move",
          "rename",
          "changeMime",
          "changeHeaders",
          "changeType",
          "deleteAfterDays",
          "listFiles",
          "listFilesV2",
          "fetch",
          "prefetch",
          "batch",
          "buckets",
          "getBucketInfo",
          "createBucket");

  /**
   * MinIO's client; {@code listObjects} and {@code removeObjects} return lazy results that call the
   * service while they are read, and presigned URLs are signed locally.
   */
  public static final Api MINIO =
      Api.instanceMethod(
          "io.minio.MinioClient",
          "putObject",
          "uploadObject",
          "getObject",
          "downloadObject",
          "statObject",
          "removeObject",
          "copyObject",
          "composeObject",
          "bucketExists",
          "makeBucket",
          "removeBucket",
          "listBuckets",
          "setObjectTags",
          "getObjectTags");

  private CloudStorageCalls() {}

  private static Api s3Style(String owner, String... more) {
    List<String> names = new ArrayList<>(S3_STYLE_CALLS);
    names.addAll(List.of(more));
    return Api.instanceMethod(owner, names.toArray(String[]::new));
  }
}
