package dev.bottleneck.samples.cases.CommonsDbcpPool

import javax.sql.DataSource
import org.apache.commons.dbcp.BasicDataSource
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration

/** A Commons DBCP 1.x pool configured in Kotlin's apply { }, whose setters are property writes. */
@Configuration
class DataSourceConfiguration {
  @Bean
  fun dataSource(): DataSource =
    // BUG: Diagnostic contains: CommonsDbcpPool
    BasicDataSource().apply {
      // BUG: Diagnostic contains: CommonsDbcpPool
      url = "jdbc:postgresql://db/orders"
      // BUG: Diagnostic contains: CommonsDbcpPool
      maxActive = 32
    }
}
