package dev.bottleneck.cost;

import dev.bottleneck.cost.Form.Kind;
import dev.bottleneck.cost.db.PoolState;
import dev.bottleneck.cost.db.Pools;
import java.sql.SQLException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;

/**
 * Thirty-two threads borrow connections from a pool of 32 on H2 in memory: Commons DBCP 1.4, whose
 * every borrow and return takes the pool's single lock, versus HikariCP. The first group borrows
 * and returns only, the pool's own cost; the second reads one row by primary key per borrow, so the
 * pool's cost is set against the smallest real query (against a database over the network, it would
 * be a smaller share still).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(Pools.SIZE)
public class CommonsDbcpPoolBenchmark {
  private static final String BORROW = "borrow and return";
  private static final String QUERY = "primary-key read per borrow";

  /** Commons DBCP 1.4. */
  public static class Dbcp1 extends PoolState {
    @Override
    protected Pools.Pool open(String url) throws SQLException {
      return Pools.dbcp1(url);
    }
  }

  /** HikariCP. */
  public static class Hikari extends PoolState {
    @Override
    protected Pools.Pool open(String url) throws SQLException {
      return Pools.hikari(url);
    }
  }

  @Benchmark
  @Form(value = Kind.BAD, label = "dbcp1.getConnection().close()", group = BORROW)
  public boolean dbcp1Borrow(Dbcp1 dbcp1) throws SQLException {
    return Pools.borrow(dbcp1.dataSource());
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "hikari.getConnection().close()", group = BORROW)
  public boolean hikariBorrow(Hikari hikari) throws SQLException {
    return Pools.borrow(hikari.dataSource());
  }

  @Benchmark
  @Form(value = Kind.BAD, label = "SELECT name FROM item WHERE id = ? (DBCP 1.4)", group = QUERY)
  public String dbcp1Query(Dbcp1 dbcp1) throws SQLException {
    return Pools.readItem(dbcp1.dataSource(), randomItem());
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "SELECT name FROM item WHERE id = ? (HikariCP)", group = QUERY)
  public String hikariQuery(Hikari hikari) throws SQLException {
    return Pools.readItem(hikari.dataSource(), randomItem());
  }

  private static int randomItem() {
    return ThreadLocalRandom.current().nextInt(1, Pools.ITEMS + 1);
  }
}
