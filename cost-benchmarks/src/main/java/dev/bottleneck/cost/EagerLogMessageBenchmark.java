package dev.bottleneck.cost;

import ch.qos.logback.classic.LoggerContext;
import dev.bottleneck.cost.Form.Kind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A debug call on SLF4J over Logback with debug off (the module's logback.xml sets the root to
 * WARN, as production configurations do): the message built before the call versus built by the
 * logger, which never builds it. The argument is an order whose {@code toString()} is short or
 * about 5 KB, the size of a request or entity dumped into a debug line.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class EagerLogMessageBenchmark {

  private static final Logger log = LoggerFactory.getLogger(EagerLogMessageBenchmark.class);

  /**
   * An entity with the {@code toString()} Lombok's {@code @ToString} generates: plain
   * concatenation, the same on every JDK (a record's generated one is much slower on JDK 17, where
   * it goes through {@code String.format}).
   */
  public static final class Order {
    private final String id;
    private final String customer;
    private final List<Line> lines;

    Order(String id, String customer, List<Line> lines) {
      this.id = id;
      this.customer = customer;
      this.lines = lines;
    }

    @Override
    public String toString() {
      return "Order(id=" + id + ", customer=" + customer + ", lines=" + lines + ")";
    }
  }

  public static final class Line {
    private final String sku;
    private final String description;
    private final int quantity;
    private final BigDecimal price;

    Line(String sku, String description, int quantity, BigDecimal price) {
      this.sku = sku;
      this.description = description;
      this.quantity = quantity;
      this.price = price;
    }

    @Override
    public String toString() {
      return "Line(sku="
          + sku
          + ", description="
          + description
          + ", quantity="
          + quantity
          + ", price="
          + price
          + ")";
    }
  }

  /** How long the order's {@code toString()} is: {@code small} (one line) or {@code 5KB}. */
  @Param({"small", "5KB"})
  public String toStringSize;

  private Order order;

  @Setup
  public void setUp() {
    // Without our logback.xml Logback logs at DEBUG, and every form would build and write the
    // message: the comparison would measure console output, not the wasted work.
    if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext)) {
      throw new IllegalStateException(
          "SLF4J is not bound to Logback but to " + LoggerFactory.getILoggerFactory().getClass());
    }
    if (log.isDebugEnabled() || !log.isWarnEnabled()) {
      throw new IllegalStateException(
          "logback.xml of cost-benchmarks was not picked up: the root level must be WARN");
    }
    int minLength =
        switch (toStringSize) {
          case "small" -> 0;
          case "5KB" -> 5_000;
          default -> throw new IllegalArgumentException("toStringSize: small or 5KB");
        };
    List<Line> lines = new ArrayList<>();
    do {
      int i = lines.size();
      lines.add(new Line("sku-" + (1000 + i), "Steel hex bolt M8x40", 1 + i % 7, price(i)));
      order = new Order("o-1042", "c-77", List.copyOf(lines));
    } while (order.toString().length() < minLength);
  }

  private static BigDecimal price(int i) {
    return BigDecimal.valueOf(199 + i * 37L, 2);
  }

  @Benchmark
  @Form(value = Kind.BAD, label = "log.debug(\"Shipping \" + order)", group = "concatenation")
  public void concatenation() {
    log.debug("Shipping " + order);
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "log.debug(\"Shipping {}\", order)", group = "concatenation")
  public void placeholder() {
    log.debug("Shipping {}", order);
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label = "if (log.isDebugEnabled()) log.debug(\"Shipping \" + order)",
      group = "concatenation")
  public void guard() {
    if (log.isDebugEnabled()) {
      log.debug("Shipping " + order);
    }
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "log.debug(String.format(\"Shipping %s\", order))",
      group = "String.format")
  public void format() {
    log.debug(String.format("Shipping %s", order));
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "log.debug(\"Shipping {}\", order)", group = "String.format")
  public void formatPlaceholder() {
    log.debug("Shipping {}", order);
  }
}
