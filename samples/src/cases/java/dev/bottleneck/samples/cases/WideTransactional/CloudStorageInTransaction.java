package dev.bottleneck.samples.cases.WideTransactional;

import com.amazonaws.services.s3.AmazonS3;
import com.azure.storage.blob.BlobClient;
import com.google.cloud.storage.Storage;
import java.io.ByteArrayInputStream;
import java.util.Date;
import org.springframework.transaction.annotation.Transactional;
import software.amazon.awssdk.services.s3.S3Client;

/** Object storage calls are HTTPS requests to the provider; signing a URL is local. */
public class CloudStorageInTransaction {
  S3Client s3;
  AmazonS3 legacyS3;
  Storage storage;
  BlobClient blob;

  @Transactional
  public void archive(byte[] invoice) {
    // BUG: Diagnostic contains: WideTransactional
    // S3Client.putObject
    s3.putObject("request", invoice);
    // BUG: Diagnostic contains: WideTransactional
    // AmazonS3.getObject
    legacyS3.getObject("invoices", "2024/1.pdf");
    // BUG: Diagnostic contains: WideTransactional
    // Storage.create
    storage.create("blobInfo", invoice);
    // BUG: Diagnostic contains: WideTransactional
    // BlobClient.upload
    blob.upload(new ByteArrayInputStream(invoice), invoice.length);
    // BUG: Diagnostic contains: WideTransactional
    // BlobClient.exists
    blob.exists();
  }

  @Transactional
  public String localWork() {
    legacyS3.generatePresignedUrl("invoices", "2024/1.pdf", new Date());
    return s3.serviceName() + blob.getBlobUrl();
  }
}
