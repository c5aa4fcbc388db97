package dev.bottleneck.cost;

import ch.qos.logback.classic.LoggerContext;
import dev.bottleneck.cost.Form.Kind;
import dev.bottleneck.cost.logging.LogbackSetups;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.openjdk.jmh.infra.Blackhole;
import org.slf4j.Logger;

/**
 * What one INFO event costs the thread that logs it (one thread, no contention): written to a file
 * by a FileAppender attached to the root, versus queued to the same appender behind an
 * AsyncAppender configured not to lose events. {@code SyncLogAppenderLoad} measures several request
 * threads at once.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class SyncLogAppenderBenchmark {
  private Path folder;
  private LoggerContext sync;
  private LoggerContext async;
  private Logger syncLog;
  private Logger asyncLog;
  private long order;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    folder = Files.createTempDirectory("sync-log-appender");
    sync = LogbackSetups.syncFile(folder.resolve("sync.log"), LogbackSetups.PLAIN);
    async = LogbackSetups.asyncFile(folder.resolve("async.log"), LogbackSetups.PLAIN, false);
    syncLog = sync.getLogger("com.acme.orders.OrderService");
    asyncLog = async.getLogger("com.acme.orders.OrderService");
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    sync.stop();
    async.stop();
    try (var files = Files.list(folder)) {
      for (Path file : files.toList()) {
        Files.delete(file);
      }
    }
    Files.delete(folder);
  }

  /** The request's own work, in JMH's CPU tokens: a few microseconds. */
  private static final long WORK_TOKENS = 2_000;

  @Benchmark
  @Form(value = Kind.BAD, label = "<appender-ref ref=\"FILE\"/> (FileAppender)")
  public void syncFileAppender() {
    Blackhole.consumeCPU(WORK_TOKENS);
    syncLog.info("Placed order {} for customer {}", ++order, "c-77");
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "<appender-ref ref=\"ASYNC_FILE\"/> (AsyncAppender)")
  public void asyncAppender() {
    Blackhole.consumeCPU(WORK_TOKENS);
    asyncLog.info("Placed order {} for customer {}", ++order, "c-77");
  }
}
