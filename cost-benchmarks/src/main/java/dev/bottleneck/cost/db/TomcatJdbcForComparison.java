package dev.bottleneck.cost.db;

import java.sql.SQLException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
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
public class TomcatJdbcForComparison {
  /** tomcat-jdbc 10.1. */
  public static class TomcatJdbc extends PoolState {
    @Override
    protected Pools.Pool open(String url) throws SQLException {
      return Pools.tomcatJdbc(url);
    }
  }

  @Benchmark
  public boolean tomcatJdbcBorrow(TomcatJdbc tomcat) throws SQLException {
    return Pools.borrow(tomcat.dataSource());
  }

  @Benchmark
  public String tomcatJdbcQuery(TomcatJdbc tomcat) throws SQLException {
    return Pools.readItem(
        tomcat.dataSource(), ThreadLocalRandom.current().nextInt(1, Pools.ITEMS + 1));
  }
}
