package dev.bottleneck.cost.db;

import java.sql.SQLException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.apache.tomcat.jdbc.pool.DataSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;

/**
 * tomcat-jdbc under the workload of {@code CommonsDbcpPoolBenchmark}, for information only: it is
 * neither the reported form nor a fix the rule recommends, so it carries no {@code Form} and is not
 * part of the rule page's table. Run it next to the rule's benchmark to compare in one run: {@code
 * java -jar cost-benchmarks.jar 'CommonsDbcpPoolBenchmark|TomcatJdbcForComparison' ...}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(Pools.SIZE)
@State(Scope.Benchmark)
public class TomcatJdbcForComparison {
  private String url;
  private DataSource pool;

  @Setup(Level.Trial)
  public void open() throws SQLException {
    url = Pools.newDatabase();
    pool = Pools.tomcatJdbc(url);
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException {
    pool.close();
    Pools.dropDatabase(url);
  }

  @Benchmark
  public boolean tomcatJdbcBorrow() throws SQLException {
    return Pools.borrow(pool);
  }

  @Benchmark
  public String tomcatJdbcQuery() throws SQLException {
    return Pools.readItem(pool, ThreadLocalRandom.current().nextInt(1, Pools.ITEMS + 1));
  }
}
