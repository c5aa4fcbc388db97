package dev.bottleneck.samples.cases.CommonsDbcpPool;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;
import javax.sql.DataSource;
import org.apache.commons.dbcp.BasicDataSource;
import org.apache.commons.dbcp.BasicDataSourceFactory;

// Every line that uses DBCP 1.x: its constructors, its setters, its static factory, a borrow.
class PoolBuiltInCode {
  DataSource configured() {
    // BUG: Diagnostic contains: CommonsDbcpPool
    // new BasicDataSource() uses the Commons DBCP 1.x pool, which synchronizes on every borrow and return; move to HikariCP (or Commons DBCP 2)
    BasicDataSource pool = new BasicDataSource();
    // BUG: Diagnostic contains: CommonsDbcpPool
    // BasicDataSource.setMaxActive() uses the Commons DBCP 1.x pool
    pool.setMaxActive(16);
    return pool;
  }

  DataSource fromProperties(Properties properties) throws Exception {
    // BUG: Diagnostic contains: CommonsDbcpPool
    // BasicDataSourceFactory.createDataSource() uses the Commons DBCP 1.x pool
    return BasicDataSourceFactory.createDataSource(properties);
  }

  Connection borrow(BasicDataSource pool) throws SQLException {
    // BUG: Diagnostic contains: CommonsDbcpPool
    // BasicDataSource.getConnection() uses the Commons DBCP 1.x pool
    return pool.getConnection();
  }

  /** Through the interface the pool is just a DataSource: the line that chose DBCP is reported. */
  Connection borrowThroughInterface(DataSource dataSource) throws SQLException {
    return dataSource.getConnection();
  }
}
