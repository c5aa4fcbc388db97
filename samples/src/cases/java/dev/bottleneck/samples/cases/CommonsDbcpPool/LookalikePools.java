package dev.bottleneck.samples.cases.CommonsDbcpPool;

// A pool of our own with DBCP's name, and DBCP's class named in text: silent.
class LookalikePools {
  static final String LEGACY = "org.apache.commons.dbcp.BasicDataSource";

  Object ours() {
    BasicDataSource pool = new BasicDataSource();
    pool.setMaxActive(8);
    return pool;
  }

  static final class BasicDataSource {
    void setMaxActive(int max) {}
  }
}
