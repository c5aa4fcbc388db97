package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class EagerLogMessageRuleTest {
  @TempDir Path root;

  @Test
  void identification() {
    RuleScan.of(root, "EagerLogMessage")
        .add(
            "p/Orders.java",
            """
            package p;

            import java.text.MessageFormat;
            import java.util.logging.Level;
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Orders {
              private static final Logger log = LoggerFactory.getLogger(Orders.class);
              private static final String PREFIX = "order ";
              private static final java.util.logging.Logger jul =
                  java.util.logging.Logger.getLogger("orders");
              private final org.apache.logging.log4j.Logger log4j =
                  org.apache.logging.log4j.LogManager.getLogger();
              private final org.apache.commons.logging.Log commons =
                  org.apache.commons.logging.LogFactory.getLog(Orders.class);
              private final org.jboss.logging.Logger jboss = org.jboss.logging.Logger.getLogger("o");

              void place(Order order, String id, int count) {
                // BUG: Diagnostic contains: EagerLogMessage
                log.debug("placing " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                log.trace(String.format("placing %s", id));
                // BUG: Diagnostic contains: EagerLogMessage
                log.info("placing %s".formatted(id));
                // BUG: Diagnostic contains: EagerLogMessage
                log.debug(MessageFormat.format("placing {0}", id));
                // BUG: Diagnostic contains: EagerLogMessage
                log.debug("placing {}", order.toString());
                // BUG: Diagnostic contains: EagerLogMessage
                log.debug("count " + count, new IllegalStateException());
                log.debug("placing "
                    // BUG: Diagnostic contains: EagerLogMessage
                    + id);
                // BUG: Diagnostic contains: EagerLogMessage
                log4j.atDebug().log("placing " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                log.debug(count > 1 ? "placing " + id : "placing");
                // BUG: Diagnostic contains: EagerLogMessage
                jul.fine("placing " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                jul.log(Level.FINER, "placing " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                log4j.debug("placing " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                log4j.log(org.apache.logging.log4j.Level.DEBUG, "placing " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                commons.debug("placing " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                jboss.debug("placing " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                jboss.debugf("placing " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                log.atDebug().log("placing " + id);
                log.atDebug()
                    // BUG: Diagnostic contains: EagerLogMessage
                    .addArgument(order.toString())
                    .log("placing {}");
              }

              void lookalikes(Order order, String id, Exception failure) {
                final String local = "constant";
                log.debug("placing " + PREFIX + "x" + local);
                log.debug(PREFIX + Orders.SUFFIX);
                log.debug("placing {}", id);
                log.debug("placing {}", order);
                log.debug("failed: {}", failure.toString());
                log.debug("id {}", id.toString());
                jul.fine(() -> "placing " + id);
                log.atDebug().addArgument(() -> order.toString()).log("placing {}");
                jboss.debugf("placing %s", id);
                log.warn("placing " + id);
                log.error(String.format("placing %s", id));
                jul.warning("placing " + id);
                jul.log(Level.SEVERE, "placing " + id);
                log4j.fatal("placing " + id);
                new Unrelated().debug("placing " + id);
              }

              static final String SUFFIX = "!";
            }
            """)
        .add("p/Order.java", "package p; class Order {}")
        .add("p/Unrelated.java", "package p; class Unrelated { void debug(String s) {} }")
        .expectMarkedFindings();
  }

  @Test
  void identificationOfGuards() {
    RuleScan.of(root, "EagerLogMessage")
        .add(
            "p/Guards.java",
            """
            package p;

            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Guards {
              private static final Logger log = LoggerFactory.getLogger(Guards.class);
              private static final Logger other = LoggerFactory.getLogger("other");
              private static final java.util.logging.Logger jul =
                  java.util.logging.Logger.getLogger("g");

              void guarded(String id, boolean verbose) {
                if (log.isDebugEnabled()) {
                  log.debug("placing " + id);
                  log.info("placing " + id);
                }
                if (verbose && log.isTraceEnabled()) {
                  log.debug("placing " + id);
                }
                if (this.log.isDebugEnabled()) log.debug("placing " + id);
                if (!log.isDebugEnabled()) {
                  return;
                } else {
                  log.debug("placing " + id);
                }
                if (jul.isLoggable(java.util.logging.Level.FINE)) {
                  jul.fine("placing " + id);
                }
                boolean debug = log.isDebugEnabled();
                if (debug) {
                  log.debug("placing " + id);
                }
              }

              void earlyExit(String id) {
                if (!log.isDebugEnabled()) {
                  return;
                }
                log.debug("placing " + id);
              }

              void wrongGuards(String id, boolean verbose) {
                if (log.isDebugEnabled()) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.trace("placing " + id);
                }
                if (other.isDebugEnabled()) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.debug("placing " + id);
                }
                if (verbose || log.isDebugEnabled()) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.debug("placing " + id);
                }
                boolean debug = log.isDebugEnabled();
                debug = verbose;
                if (debug) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.debug("placing " + id);
                }
              }
            }
            """)
        .add(
            "p/Helpers.java",
            """
            package p;

            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Helpers {
              private static final Logger wire = LoggerFactory.getLogger("wire");
              private static final Logger log = LoggerFactory.getLogger("log");

              void read(StringBuilder bytes, int depth) {
                if (wire.isDebugEnabled()) {
                  dump(bytes);
                  recurse(bytes, depth);
                  dumpPublic(bytes);
                }
                if (wire.isTraceEnabled()) {
                  dumpViaHelper(bytes);
                }
                if (wire.isInfoEnabled()) {
                  dumpAtDebug(bytes);
                }
                if (log.isDebugEnabled()) {
                  dumpOtherLogger(bytes);
                }
                if (wire.isDebugEnabled()) {
                  dumpOnceUnguarded(bytes);
                }
                dumpOnceUnguarded(bytes);
              }

              private void dump(StringBuilder bytes) {
                wire.debug("<< " + bytes);
              }

              private void dumpViaHelper(StringBuilder bytes) {
                dump(bytes);
              }

              private void dumpAtDebug(StringBuilder bytes) {
                // BUG: Diagnostic contains: EagerLogMessage
                wire.debug("<< " + bytes);
              }

              private void dumpOtherLogger(StringBuilder bytes) {
                // BUG: Diagnostic contains: EagerLogMessage
                wire.debug("<< " + bytes);
              }

              private void dumpOnceUnguarded(StringBuilder bytes) {
                // BUG: Diagnostic contains: EagerLogMessage
                wire.debug("<< " + bytes);
              }

              // Callable from anywhere: its callers in this file prove nothing.
              public void dumpPublic(StringBuilder bytes) {
                // BUG: Diagnostic contains: EagerLogMessage
                wire.debug("<< " + bytes);
              }

              // A cycle proves nothing, and must not loop.
              private void recurse(StringBuilder bytes, int depth) {
                if (depth > 0) {
                  recurse(bytes, depth - 1);
                }
                // BUG: Diagnostic contains: EagerLogMessage
                wire.debug("<< " + bytes);
              }

              // Nothing calls it: nothing proves it guarded.
              private void unused(StringBuilder bytes) {
                // BUG: Diagnostic contains: EagerLogMessage
                wire.debug("<< " + bytes);
              }
            }
            """)
        .expectMarkedFindings();
  }

  @Test
  void identificationOfLombokLoggers() {
    RuleScan.of(root, "EagerLogMessage")
        .add(
            "p/Lombok.java",
            """
            package p;

            import lombok.extern.apachecommons.CommonsLog;
            import lombok.extern.java.Log;
            import lombok.extern.log4j.Log4j2;
            import lombok.extern.slf4j.Slf4j;

            class Lombok {
              @Slf4j
              static class WithSlf4j {
                void run(String id) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.debug("id " + id);
                }
              }

              @Log4j2
              static class WithLog4j2 {
                void run(String id) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.debug("id " + id);
                }
              }

              @Log
              static class WithJul {
                void run(String id) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.fine("id " + id);
                }
              }

              @CommonsLog
              static class WithCommons {
                void run(String id) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.info("id " + id);
                }
              }

              @lombok.extern.jbosslog.JBossLog
              static class WithJBoss {
                void run(String id) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.trace("id " + id);
                }
              }

              static class NoAnnotation {
                Unrelated log = new Unrelated();

                void run(String id) {
                  log.debug("id " + id);
                }
              }
            }
            """)
        .add("p/Unrelated.java", "package p; class Unrelated { void debug(String s) {} }")
        .expectMarkedFindings();
  }

  @Test
  void identificationWithSuppression() {
    RuleScan.of(root, "EagerLogMessage")
        .add(
            "p/Suppressed.java",
            """
            package p;

            import org.slf4j.Logger;

            @SuppressWarnings("unchecked")
            class Suppressed {
              Logger log;

              @SuppressWarnings("EagerLogMessage")
              void method(String id) {
                log.debug("id " + id);
              }

              @SuppressWarnings({"rawtypes", "EagerLogMessage"})
              Runnable field = () -> log.debug("id " + field);

              void local(String id) {
                @SuppressWarnings(value = "EagerLogMessage")
                Runnable task = () -> log.debug("id " + id);
                @SuppressWarnings("all")
                // BUG: Diagnostic contains: EagerLogMessage
                Runnable notByAll = () -> log.debug("id " + id);
              }
            }
            """)
        .expectMarkedFindings();
  }

  @Test
  void identificationWithLevels() {
    RuleScan.of(root, "EagerLogMessage")
        .option("EagerLogMessage:Levels", "debug, WARN, warning")
        .add(
            "p/Levels.java",
            """
            package p;

            import org.slf4j.Logger;

            class Levels {
              Logger log;
              java.util.logging.Logger jul;

              void run(String id) {
                // BUG: Diagnostic contains: EagerLogMessage
                log.debug("id " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                log.warn("id " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                jul.warning("id " + id);
                log.trace("id " + id);
                log.info("id " + id);
                log.error("id " + id);
                jul.fine("id " + id);
              }
            }
            """)
        .expectMarkedFindings();

    assertThatThrownBy(
            () ->
                new JavaSourceScanner(
                    new ScanConfig(
                        Set.of("EagerLogMessage"),
                        Map.of("EagerLogMessage:Levels", "debug,verbose"),
                        List.of(),
                        List.of())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'verbose'")
        .hasMessageContaining("trace, finest, finer, debug, fine, config, info");
    assertThatThrownBy(
            () ->
                new JavaSourceScanner(
                    new ScanConfig(
                        Set.of("EagerLogMessage"),
                        Map.of("EagerLogMessage:Level", "debug"),
                        List.of(),
                        List.of())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("EagerLogMessage:Level'")
        .hasMessageContaining("EagerLogMessage:Levels");
  }

  @Test
  void reportsMemberSnippetAndPosition() {
    List<Finding> findings =
        RuleScan.of(root, "EagerLogMessage")
            .add(
                "p/Where.java",
                """
                package p;

                import java.util.List;
                import org.slf4j.Logger;

                class Where {
                  Logger log;

                  void run(List<String> ids, int... counts) {
                    log.atDebug()
                        .log("ids " + ids);
                  }
                }
                """)
            .findings();

    assertThat(findings)
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.line()).isEqualTo(11);
              assertThat(finding.column()).isEqualTo(21);
              assertThat(finding.member()).isEqualTo("p.Where#run(List,int...)");
              assertThat(finding.snippet()).isEqualTo(".log(\"ids \" + ids);");
              assertThat(finding.ruleId()).isEqualTo("EagerLogMessage");
              assertThat(finding.message())
                  .isEqualTo(
                      "String concatenation builds this debug message even when debug logging is"
                          + " off; use {} placeholders with addArgument(...), or pass a Supplier");
            });
  }

  /** The message says whether the eager construct is the message or a parameter after a marker. */
  @Test
  void messageTellsMessageFromParameter() {
    List<Finding> findings =
        RuleScan.of(root, "EagerLogMessage")
            .add(
                "p/Parts.java",
                """
                package p;

                import org.jboss.logging.Logger;
                import org.slf4j.Marker;

                class Parts {
                  org.slf4j.Logger log;
                  Logger jboss;
                  Marker audit;

                  void run(Object order, String id) {
                    log.debug(audit, "order " + id);
                    log.debug(audit, "order {}", order.toString());
                    jboss.debug(String.format("order %s", id));
                  }
                }
                """)
            .findings();

    assertThat(findings.stream().map(Finding::message).toList())
        .containsExactly(
            "String concatenation builds this debug message even when debug logging is off; let"
                + " the logger format it: a message with {} placeholders, the values as parameters",
            "toString() in a parameter of this debug call runs even when debug logging is off; pass"
                + " the object itself: the logger calls toString() only when it writes the message",
            "String.format(...) builds this debug message even when debug logging is off; use"
                + " debugf(...) or debugv(...) with parameters, or guard the call with"
                + " isDebugEnabled()");
  }
}
