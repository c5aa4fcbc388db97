package dev.bottleneck.cost;

import dev.bottleneck.cost.Form.Kind;
import dev.bottleneck.cost.async.PartnerCall;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Executor-less {@code supplyAsync} versus the same call on a dedicated executor. Where the tasks
 * run depends on the JDK and the core count: with a common-pool parallelism of 1 (two CPUs), JDK 17
 * runs every executor-less task on a new thread, JDK 25 queues it on the common pool's single
 * worker. So the blocking fan-out is serialized on JDK 25 and not on JDK 17, and a short task pays
 * a thread start on JDK 17 and not on JDK 25. The starvation of unrelated tasks is measured by
 * {@code CommonPoolAsyncStarvation}, which JMH's closed loop cannot show.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
public class CommonPoolAsyncBenchmark {

  private static final String FAN_OUT = "8 partner calls of 10 ms in parallel, joined";
  private static final String SHORT_TASK = "one short CPU task, joined";
  private static final int CALLS = 8;
  private static final int EXECUTOR_THREADS = 8;

  private long callMillis;
  private int[] numbers;
  private ExecutorService partnerCalls;

  @Setup
  public void setUp() {
    callMillis = 10;
    numbers = new java.util.Random(42).ints(256).toArray();
    partnerCalls = PartnerCall.executor(EXECUTOR_THREADS);
  }

  @TearDown
  public void tearDown() throws InterruptedException {
    partnerCalls.shutdownNow();
    partnerCalls.awaitTermination(5, TimeUnit.SECONDS);
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "CompletableFuture.supplyAsync(() -> partner.call())",
      group = FAN_OUT)
  public long fanOutCommonPool() {
    @SuppressWarnings("unchecked")
    CompletableFuture<Long>[] calls = new CompletableFuture[CALLS];
    for (int i = 0; i < CALLS; i++) {
      calls[i] = CompletableFuture.supplyAsync(() -> PartnerCall.call(callMillis));
    }
    return joinAll(calls);
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label = "CompletableFuture.supplyAsync(() -> partner.call(), partnerCalls)",
      group = FAN_OUT)
  public long fanOutExecutor() {
    @SuppressWarnings("unchecked")
    CompletableFuture<Long>[] calls = new CompletableFuture[CALLS];
    for (int i = 0; i < CALLS; i++) {
      calls[i] = CompletableFuture.supplyAsync(() -> PartnerCall.call(callMillis), partnerCalls);
    }
    return joinAll(calls);
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "CompletableFuture.supplyAsync(() -> checksum(numbers)).join()",
      group = SHORT_TASK)
  public long shortTaskCommonPool() {
    return CompletableFuture.supplyAsync(() -> checksum(numbers)).join();
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label = "CompletableFuture.supplyAsync(() -> checksum(numbers), executor).join()",
      group = SHORT_TASK)
  public long shortTaskExecutor() {
    return CompletableFuture.supplyAsync(() -> checksum(numbers), partnerCalls).join();
  }

  private static long joinAll(CompletableFuture<Long>[] calls) {
    long sum = 0;
    for (CompletableFuture<Long> call : calls) {
      sum += call.join();
    }
    return sum;
  }

  private static long checksum(int[] numbers) {
    long sum = 17;
    for (int number : numbers) {
      sum = sum * 31 + number;
    }
    return sum;
  }
}
