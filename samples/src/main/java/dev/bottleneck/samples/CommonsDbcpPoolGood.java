package dev.bottleneck.samples;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * The pool comes from the platform (Spring Boot configures HikariCP, which borrows without a global
 * lock) and is used only as a {@code javax.sql.DataSource}. Naming DBCP in configuration text is
 * not a dependency on it and stays silent.
 */
public class CommonsDbcpPoolGood {
  static final String LEGACY_POOL_PROPERTY = "org.apache.commons.dbcp.BasicDataSource";

  private final DataSource dataSource;

  public CommonsDbcpPoolGood(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  public int countOrders() throws SQLException {
    try (Connection connection = dataSource.getConnection();
        PreparedStatement count = connection.prepareStatement("select count(*) from orders");
        ResultSet result = count.executeQuery()) {
      result.next();
      return result.getInt(1);
    }
  }
}
