package dev.bottleneck.samples.kotlin

import javax.sql.DataSource
import org.apache.commons.dbcp.BasicDataSource
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration

/** A Commons DBCP 1.x pool: one lock on every borrow and return, which request threads queue on. */
@Configuration
class CommonsDbcpPoolBad {
  @Bean
  fun dataSource(): DataSource {
    // BUG: Diagnostic contains: CommonsDbcpPool
    val pool = BasicDataSource()
    // BUG: Diagnostic contains: CommonsDbcpPool
    pool.url = "jdbc:postgresql://db/orders"
    return pool
  }
}
