package dev.bottleneck.cost.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.SQLException;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A payment service on H2 in memory behind a HikariCP pool of ten (HikariCP's default maximum),
 * with Spring's {@code DataSourceTransactionManager}: each payment asks a partner for approval (a
 * remote call simulated by a sleep) and debits an account. The wide form holds a pooled connection
 * during the partner call; the narrow form calls the partner first and opens the transaction for
 * the database work only. Both the JMH benchmark and the open-loop load test drive this class.
 */
public final class Payments implements AutoCloseable {
  /** HikariCP's default {@code maximumPoolSize}. */
  public static final int POOL_SIZE = 10;

  private static final int ACCOUNTS = 1_000;

  private static final String LOCK_BALANCE = "SELECT balance FROM account WHERE id = ? FOR UPDATE";

  private final HikariDataSource pool;
  private final JdbcTemplate jdbc;
  private final TransactionTemplate transaction;
  private final long remoteCallNanos;

  /**
   * Opens the pool and creates the accounts.
   *
   * @param remoteCallMillis how long the partner takes to answer
   */
  public Payments(long remoteCallMillis) {
    HikariConfig config = new HikariConfig();
    // A database per instance: forks, trials and load runs never share rows.
    config.setJdbcUrl("jdbc:h2:mem:payments-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    config.setMaximumPoolSize(POOL_SIZE);
    config.setPoolName("payments");
    pool = new HikariDataSource(config);
    jdbc = new JdbcTemplate(pool);
    transaction = new TransactionTemplate(new DataSourceTransactionManager(pool));
    remoteCallNanos = TimeUnit.MILLISECONDS.toNanos(remoteCallMillis);
    jdbc.execute("CREATE TABLE account (id INT PRIMARY KEY, balance BIGINT NOT NULL)");
    jdbc.update("INSERT INTO account SELECT x, 1000000000 FROM SYSTEM_RANGE(1, ?)", ACCOUNTS);
    fillPool();
  }

  /** HikariCP opens all but the first connection in the background: wait for all of them. */
  private void fillPool() {
    try {
      Pools.fill(pool, POOL_SIZE);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot open the pool's connections to H2 in memory", e);
    }
  }

  /** The bottleneck: the partner call runs inside the transaction, holding a connection. */
  public long payInsideTransaction(long amount) {
    int account = randomAccount();
    Long balance =
        transaction.execute(
            status -> {
              approveWithPartner();
              return debit(account, amount);
            });
    return balance;
  }

  /** The fix: the partner call first, then a transaction that covers only the database work. */
  public long payBeforeTransaction(long amount) {
    int account = randomAccount();
    approveWithPartner();
    Long balance = transaction.execute(status -> debit(account, amount));
    return balance;
  }

  private long debit(int account, long amount) {
    Long balance = jdbc.queryForObject(LOCK_BALANCE, Long.class, account);
    jdbc.update("UPDATE account SET balance = ? WHERE id = ?", balance - amount, account);
    return balance - amount;
  }

  private void approveWithPartner() {
    try {
      TimeUnit.NANOSECONDS.sleep(remoteCallNanos);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted during the simulated partner call", e);
    }
  }

  private static int randomAccount() {
    return ThreadLocalRandom.current().nextInt(1, ACCOUNTS + 1);
  }

  @Override
  public void close() {
    jdbc.execute("SHUTDOWN");
    pool.close();
  }
}
