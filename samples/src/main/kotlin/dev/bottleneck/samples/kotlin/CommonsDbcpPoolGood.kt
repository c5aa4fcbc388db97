package dev.bottleneck.samples.kotlin

import javax.sql.DataSource

/**
 * The pool the application configures (HikariCP in Spring Boot's default), taken as it is given:
 * nothing here names Commons DBCP 1.x.
 */
class CommonsDbcpPoolGood(private val dataSource: DataSource) {
  fun countOrders(): Int =
    dataSource.connection.use { connection ->
      connection.prepareStatement("select count(*) from orders").use { count ->
        count.executeQuery().use { result ->
          result.next()
          result.getInt(1)
        }
      }
    }
}
