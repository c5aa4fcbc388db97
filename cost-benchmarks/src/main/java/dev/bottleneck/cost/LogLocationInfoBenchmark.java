package dev.bottleneck.cost;

import ch.qos.logback.classic.LoggerContext;
import dev.bottleneck.cost.Form.Kind;
import dev.bottleneck.cost.logging.LogbackSetups;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.slf4j.Logger;

/**
 * One INFO event formatted by a pattern with {@code %class.%method:%line} versus the same pattern
 * with {@code %logger}, written nowhere so that only the event and its layout are measured. The
 * caller is found by walking the stack, so the logging call sits {@code stackDepth} frames below
 * the benchmark method, as a call in a web request sits below the server's and the framework's
 * frames (a Spring MVC controller runs about 100 frames deep on Tomcat).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class LogLocationInfoBenchmark {
  /** Frames between the benchmark method and the logging call. */
  @Param({"10", "100"})
  public int stackDepth;

  private LoggerContext plain;
  private LoggerContext located;
  private Logger plainLog;
  private Logger locatedLog;
  private long order;

  @Setup(Level.Trial)
  public void setUp() {
    plain = LogbackSetups.discarding(LogbackSetups.PLAIN);
    located = LogbackSetups.discarding(LogbackSetups.WITH_LOCATION);
    plainLog = plain.getLogger("com.acme.orders.OrderService");
    locatedLog = located.getLogger("com.acme.orders.OrderService");
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    plain.stop();
    located.stop();
  }

  @Benchmark
  @Form(value = Kind.BAD, label = "%class.%method:%line in the pattern")
  public long withCallerLocation() {
    return logAt(stackDepth, locatedLog);
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "%logger{36} in the pattern")
  public long withoutCallerLocation() {
    return logAt(stackDepth, plainLog);
  }

  private long logAt(int depth, Logger log) {
    if (depth > 0) {
      return logAt(depth - 1, log) + 1;
    }
    log.info("Placed order {} for customer {}", ++order, "c-77");
    return order;
  }
}
