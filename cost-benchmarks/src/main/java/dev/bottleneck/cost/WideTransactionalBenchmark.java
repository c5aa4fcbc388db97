package dev.bottleneck.cost;

import dev.bottleneck.cost.Form.Kind;
import dev.bottleneck.cost.db.Payments;
import java.util.concurrent.TimeUnit;
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
 * Fifty request threads share a HikariCP pool of ten on H2 in memory; each payment waits 20 ms for
 * a partner and then debits an account in a Spring transaction. With the partner call inside the
 * transaction, the pool admits ten calls at a time and the other forty threads wait for a
 * connection, so a call takes about five partner calls; with the call before the transaction, the
 * connection is held only for the two statements and a call takes about one partner call. The ratio
 * is the number of threads over the pool size, whatever the partner's delay. This is a closed loop
 * (each thread waits for its call to finish before it sends the next), so it shows the lost
 * capacity but not the queue an open system builds: see {@code WideTransactionalLoad}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
@Threads(50)
public class WideTransactionalBenchmark {
  /**
   * Shorter than a typical partner call (the load test uses 50 ms) so that a 1 s iteration
   * completes about ten wide calls per thread: with 50 ms it completed about four, and the calls
   * still waiting for a connection when an iteration ends inflated the average by half.
   */
  private static final long REMOTE_CALL_MILLIS = 20;

  private Payments payments;

  private long amount;

  @Setup(Level.Trial)
  public void setUp() {
    payments = new Payments(REMOTE_CALL_MILLIS);
    amount = 25;
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    payments.close();
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "tx.execute(s -> { partner.approve(); return debit(account, amount); })")
  public long remoteCallInsideTransaction() {
    return payments.payInsideTransaction(amount);
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "partner.approve(); tx.execute(s -> debit(account, amount))")
  public long remoteCallBeforeTransaction() {
    return payments.payBeforeTransaction(amount);
  }
}
