package dev.bottleneck.samples;

import javax.sql.DataSource;
import org.apache.commons.dbcp.BasicDataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * A connection pool from Commons DBCP 1.x. Its object pool takes one lock on every borrow and every
 * return, so under concurrent load the request threads queue on the pool instead of the database; a
 * tuning case gained throughput by moving to a modern pool such as HikariCP.
 */
@Configuration
public class CommonsDbcpPoolBad {
  @Bean
  public DataSource dataSource() {
    // BUG: Diagnostic contains: CommonsDbcpPool
    BasicDataSource pool = new BasicDataSource();
    // BUG: Diagnostic contains: CommonsDbcpPool
    pool.setUrl("jdbc:postgresql://db/orders");
    // BUG: Diagnostic contains: CommonsDbcpPool
    pool.setMaxActive(32);
    return pool;
  }
}
