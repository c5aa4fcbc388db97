package dev.bottleneck.samples.cases.CommonsDbcpPool

import javax.sql.DataSource
import org.apache.commons.dbcp.BasicDataSource
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration

/** A Commons DBCP 1.x pool declared as a Spring bean in Kotlin. */
@Configuration
class DataSourceConfiguration {
  @Bean
  fun dataSource(): DataSource {
    // BUG: Diagnostic contains: CommonsDbcpPool
    val pool = BasicDataSource()
    // BUG: Diagnostic contains: CommonsDbcpPool
    pool.url = "jdbc:postgresql://db/orders"
    // BUG: Diagnostic contains: CommonsDbcpPool
    pool.maxActive = 32
    return pool
  }
}
