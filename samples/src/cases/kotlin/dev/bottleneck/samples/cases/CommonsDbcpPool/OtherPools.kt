package dev.bottleneck.samples.cases.CommonsDbcpPool

import javax.sql.DataSource

/**
 * Code that takes the pool it is given and names Commons DBCP only in a string stays silent: the
 * pool is whatever the application configures (HikariCP in a Spring Boot default).
 */
class OrderCounter(private val dataSource: DataSource) {
  fun countOrders(): Int =
    dataSource.connection.use { connection ->
      connection.prepareStatement("select count(*) from orders").use { count ->
        count.executeQuery().use { result ->
          result.next()
          result.getInt(1)
        }
      }
    }

  companion object {
    const val LEGACY_POOL_PROPERTY = "org.apache.commons.dbcp.BasicDataSource"
  }
}
