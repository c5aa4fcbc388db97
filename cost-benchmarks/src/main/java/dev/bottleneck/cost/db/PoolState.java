package dev.bottleneck.cost.db;

import java.sql.SQLException;
import javax.sql.DataSource;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** A full pool on a fresh H2 database for one trial; each subclass names the pool. */
@State(Scope.Benchmark)
public abstract class PoolState {
  private String url;
  private Pools.Pool pool;

  /** Opens the pool under test on the database at {@code url}. */
  protected abstract Pools.Pool open(String url) throws SQLException;

  public DataSource dataSource() {
    return pool.dataSource();
  }

  @Setup(Level.Trial)
  public void setUp() throws SQLException {
    url = Pools.newDatabase();
    pool = open(url);
  }

  @TearDown(Level.Trial)
  public void tearDown() throws Exception {
    pool.closer().close();
    Pools.dropDatabase(url);
  }
}
