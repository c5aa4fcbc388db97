package dev.bottleneck.cost.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.apache.commons.dbcp.BasicDataSource;

/**
 * Connection pools of one size on an H2 database in memory, configured as a user would: the size
 * set, everything else left at the pool's defaults. The pool is as large as the number of threads
 * that borrow from it, so no thread waits for a free connection and what is measured is the pool's
 * own bookkeeping on borrow and return.
 */
public final class Pools {
  /** The benchmark's thread count, and the size of every pool. */
  public static final int SIZE = 32;

  /** Rows of the table the query reads by primary key. */
  public static final int ITEMS = 1_000;

  private static final String READ_ITEM = "SELECT name FROM item WHERE id = ?";

  private Pools() {}

  /** A fresh H2 database in memory with an {@code item} table; the URL to reach it. */
  public static String newDatabase() throws SQLException {
    String url = "jdbc:h2:mem:pools-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
    try (Connection connection = DriverManager.getConnection(url);
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE TABLE item (id INT PRIMARY KEY, name VARCHAR(40) NOT NULL)");
      statement.execute(
          "INSERT INTO item SELECT x, 'item-' || x FROM SYSTEM_RANGE(1, " + ITEMS + ")");
    }
    return url;
  }

  /** Drops the database behind {@code url}. */
  public static void dropDatabase(String url) throws SQLException {
    try (Connection connection = DriverManager.getConnection(url);
        Statement statement = connection.createStatement()) {
      statement.execute("SHUTDOWN");
    }
  }

  /** An open pool and how to close it (the pools share no interface for that). */
  public record Pool(DataSource dataSource, AutoCloseable closer) {}

  /** Commons DBCP 1.4, the pool the rule reports. */
  public static Pool dbcp1(String url) throws SQLException {
    BasicDataSource pool = new BasicDataSource();
    pool.setUrl(url);
    pool.setMaxActive(SIZE);
    pool.setMaxIdle(SIZE);
    pool.setInitialSize(SIZE);
    fill(pool, SIZE);
    return new Pool(pool, pool::close);
  }

  /** HikariCP, the pool Spring Boot configures. */
  public static Pool hikari(String url) throws SQLException {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(url);
    config.setMaximumPoolSize(SIZE);
    HikariDataSource pool = new HikariDataSource(config);
    fill(pool, SIZE);
    return new Pool(pool, pool::close);
  }

  /**
   * Opens {@code size} connections of {@code pool} now. HikariCP opens all but the first in the
   * background, and measuring while a pool grows would time the opening of connections.
   */
  public static void fill(DataSource pool, int size) throws SQLException {
    List<Connection> held = new ArrayList<>();
    try {
      for (int i = 0; i < size; i++) {
        held.add(pool.getConnection());
      }
    } finally {
      for (Connection connection : held) {
        connection.close();
      }
    }
  }

  /** tomcat-jdbc: measured for comparison only. */
  public static Pool tomcatJdbc(String url) throws SQLException {
    org.apache.tomcat.jdbc.pool.DataSource pool = new org.apache.tomcat.jdbc.pool.DataSource();
    // Without a driver class it warns on every connection it opens.
    pool.setDriverClassName(org.h2.Driver.class.getName());
    pool.setUrl(url);
    pool.setMaxActive(SIZE);
    pool.setMaxIdle(SIZE);
    pool.setInitialSize(SIZE);
    fill(pool, SIZE);
    return new Pool(pool, pool::close);
  }

  /** Borrows a connection and gives it back, touching it so that the borrow cannot be elided. */
  public static boolean borrow(DataSource pool) throws SQLException {
    try (Connection connection = pool.getConnection()) {
      return connection.getAutoCommit();
    }
  }

  /** Borrows a connection, reads one row by primary key, and gives the connection back. */
  public static String readItem(DataSource pool, int id) throws SQLException {
    try (Connection connection = pool.getConnection();
        PreparedStatement select = connection.prepareStatement(READ_ITEM)) {
      select.setInt(1, id);
      try (ResultSet row = select.executeQuery()) {
        row.next();
        return row.getString(1);
      }
    }
  }
}
