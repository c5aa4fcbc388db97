package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/**
 * A one-off migration: its only caller in the module runs once at start-up, in another file
 * (SchemaMigrationStarter), so its transaction holds a connection once. Error Prone, one file at a
 * time, sees a public transactional method anyone may call.
 */
public class SchemaMigration {
  RestTemplate rest;

  @Transactional
  public void migrateSchema() {
    // Error Prone alone: Diagnostic contains: WideTransactional
    rest.getForObject("/schema/latest", String.class);
  }
}
