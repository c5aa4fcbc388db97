package dev.bottleneck.samples.cases.WideTransactional;

import jakarta.annotation.PostConstruct;

class SchemaMigrationStarter {
  private final SchemaMigration migration;

  SchemaMigrationStarter(SchemaMigration migration) {
    this.migration = migration;
  }

  @PostConstruct
  void start() {
    migration.migrateSchema();
  }
}
