package dev.bottleneck.checks;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.CompilationTestHelper;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class EagerLogMessageTest {
  private static final List<String> LOMBOK =
      List.of("-processor", "lombok.launch.AnnotationProcessorHider$AnnotationProcessor");

  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(EagerLogMessage.class, getClass());
  private final BugCheckerRefactoringTestHelper refactoring =
      BugCheckerRefactoringTestHelper.newInstance(EagerLogMessage.class, getClass());

  /** Lombok runs first, as in a user's build, so that the check sees the loggers it generates. */
  @Test
  void identification() {
    helper
        .setArgs(LOMBOK)
        .addSourceLines(
            "Slf4jOrders.java",
            """
            import java.text.MessageFormat;
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;
            import org.slf4j.MarkerFactory;
            import org.slf4j.event.Level;

            class Slf4jOrders {
              private static final Logger log = LoggerFactory.getLogger(Slf4jOrders.class);
              private static final String PREFIX = "order ";
              private static final int LIMIT = 10;

              void eager(String id, Object order, int count, Exception e) {
                // BUG: Diagnostic contains: String concatenation builds this debug message
                log.debug("order " + id + " loaded");
                // BUG: Diagnostic contains: trace message
                log.trace("order " + id);
                // BUG: Diagnostic contains: info message
                log.info("loaded " + count + " orders");
                // BUG: Diagnostic contains: String.format(...) builds this debug message
                log.debug(String.format("order %s", id));
                // BUG: Diagnostic contains: String.formatted(...)
                log.debug("order %s".formatted(id));
                // BUG: Diagnostic contains: MessageFormat.format(...)
                log.debug(MessageFormat.format("order {0}", id));
                // BUG: Diagnostic contains: toString() builds this debug message
                log.debug(order.toString());
                // BUG: Diagnostic contains: toString() in a parameter of this debug call runs
                log.debug("order {}", order.toString());
                // BUG: Diagnostic contains: in a parameter of this debug call
                log.debug("order {}", "#" + id);
                // BUG: Diagnostic contains: String concatenation
                log.debug("order " + id, e);
                // BUG: Diagnostic contains: String concatenation
                log.debug(MarkerFactory.getMarker("AUDIT"), "order " + id);
                // BUG: Diagnostic contains: String concatenation
                log.debug(count > 0 ? "orders: " + count : "none");
                // BUG: Diagnostic contains: String concatenation
                log.debug(PREFIX + id);
              }

              void fluent(String id, Object order) {
                // BUG: Diagnostic contains: use {} placeholders with addArgument
                log.atDebug().log("order " + id);
                log.atDebug()
                    // BUG: Diagnostic contains: toString() in a parameter of this debug call
                    .addArgument(order.toString())
                    .log("order {}");
                // BUG: Diagnostic contains: String concatenation
                log.atInfo().setMessage("order " + id).log();
                // BUG: Diagnostic contains: String concatenation
                log.atLevel(Level.TRACE).addKeyValue("order", "#" + id).log("loaded");
              }

              void lazy(String id, Object order, Exception e) {
                log.debug("order loaded");
                log.debug(PREFIX + "loaded");
                log.debug(PREFIX + LIMIT);
                final String local = "constant";
                log.debug("order " + local);
                log.debug("order {} loaded", id);
                log.debug("order {} of {}", id, order, e);
                log.debug("failed: {}", e.toString());
                log.debug("order {}", id.toString());
                log.debug(id);
                log.atDebug().addArgument(() -> "#" + id).log("order {}");
                log.atDebug().setMessage(() -> "order " + id).log();
                log.atDebug().log(() -> "order " + id);
                log.atDebug().addArgument(order).log("order {}");
              }

              void notDisabledByDefault(String id) {
                log.warn("order " + id + " is late");
                log.error("order " + id + " failed");
                log.atError().log("order " + id);
              }

              void unknownLevel(Level level, String id) {
                log.atLevel(level).log("order " + id);
              }
            }
            """)
        .addSourceLines(
            "Log4jOrders.java",
            """
            import org.apache.logging.log4j.Level;
            import org.apache.logging.log4j.LogManager;
            import org.apache.logging.log4j.Logger;

            class Log4jOrders {
              private static final Logger log = LogManager.getLogger();

              void eager(String id, Object order, Exception e) {
                // BUG: Diagnostic contains: String concatenation builds this debug message
                log.debug("order " + id);
                // BUG: Diagnostic contains: trace message
                log.log(Level.TRACE, "order " + id);
                // BUG: Diagnostic contains: toString()
                log.info("order {}", order.toString());
                // BUG: Diagnostic contains: String.format
                log.debug(String.format("order %s", id), e);
                // BUG: Diagnostic contains: String concatenation
                log.atDebug().log("order " + id);
              }

              void lazy(String id, Object order, Level level) {
                log.debug("order {}", id);
                log.debug(() -> "order " + id);
                log.debug("order {}", () -> order.toString());
                log.printf(Level.DEBUG, "order %s", id);
                log.log(level, "order " + id);
                log.log(Level.WARN, "order " + id);
                log.fatal("order " + id);
              }
            }
            """)
        .addSourceLines(
            "JulOrders.java",
            """
            import java.util.logging.Level;
            import java.util.logging.Logger;

            class JulOrders {
              private static final Logger log = Logger.getLogger("orders");

              void eager(String id, Exception e) {
                // BUG: Diagnostic contains: fine logging is off; pass a Supplier lambda
                log.fine("order " + id);
                // BUG: Diagnostic contains: finest message
                log.finest("order " + id);
                // BUG: Diagnostic contains: finer message
                log.finer("order " + id);
                // BUG: Diagnostic contains: config message
                log.config("order " + id);
                // BUG: Diagnostic contains: info message
                log.info("order " + id);
                // BUG: Diagnostic contains: fine message
                log.log(Level.FINE, "order " + id, e);
              }

              void lazy(String id) {
                log.fine(() -> "order " + id);
                log.log(Level.FINE, "order {0}", id);
                log.warning("order " + id);
                log.severe("order " + id);
                log.log(Level.WARNING, "order " + id);
              }
            }
            """)
        .addSourceLines(
            "CommonsOrders.java",
            """
            import org.apache.commons.logging.Log;
            import org.apache.commons.logging.LogFactory;

            class CommonsOrders {
              private static final Log log = LogFactory.getLog(CommonsOrders.class);

              void eager(String id, Object order) {
                // BUG: Diagnostic contains: guard the call with isDebugEnabled()
                log.debug("order " + id);
                // BUG: Diagnostic contains: toString()
                log.trace(order.toString());
                // BUG: Diagnostic contains: String.format
                log.info(String.format("order %s", id));
              }

              void lazy(String id, Object order) {
                log.debug(order);
                log.debug("order loaded");
                log.warn("order " + id);
                log.error("order " + id);
                log.fatal("order " + id);
              }
            }
            """)
        .addSourceLines(
            "JBossOrders.java",
            """
            import org.jboss.logging.Logger;

            class JBossOrders {
              private static final Logger log = Logger.getLogger(JBossOrders.class);

              void eager(String id, Object order) {
                // BUG: Diagnostic contains: use debugf(...) or debugv(...)
                log.debug("order " + id);
                // BUG: Diagnostic contains: info message
                log.log(Logger.Level.INFO, "order " + id);
                // BUG: Diagnostic contains: toString()
                log.tracef("order %s", order.toString());
              }

              void lazy(String id, Object order) {
                log.debugf("order %s", id);
                log.debugv("order {0}", id);
                log.tracef("order %s of %s", id, order);
                log.infov("order {0}", order);
                log.warn("order " + id);
                log.error("order " + id);
              }
            }
            """)
        .addSourceLines(
            "Lookalikes.java",
            """
            class Lookalikes {
              static final class AuditLog {
                void debug(String message) {}

                void info(String message) {}
              }

              private final AuditLog log = new AuditLog();
              private final StringBuilder debug = new StringBuilder();

              void notLoggers(String id) {
                log.debug("order " + id);
                log.info(String.format("order %s", id));
                debug.append("order " + id);
              }
            }
            """)
        .addSourceLines(
            "Guards.java",
            """
            import java.util.logging.Level;
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Guards {
              private static final Logger log = LoggerFactory.getLogger(Guards.class);
              private static final Logger audit = LoggerFactory.getLogger("audit");
              private static final java.util.logging.Logger jul =
                  java.util.logging.Logger.getLogger("jul");
              private final boolean debugField = log.isDebugEnabled();

              void guarded(String id, boolean verbose) {
                if (log.isDebugEnabled()) {
                  log.debug("order " + id);
                  log.info("order " + id);
                }
                if (log.isTraceEnabled()) log.debug("order " + id);
                if (verbose && log.isDebugEnabled()) {
                  log.debug("order " + id);
                }
                if (!log.isDebugEnabled()) {
                  return;
                } else {
                  log.debug("order " + id);
                }
                if (log.isEnabledForLevel(org.slf4j.event.Level.DEBUG)) {
                  log.atDebug().log("order " + id);
                }
                if (jul.isLoggable(Level.FINER)) {
                  jul.fine("order " + id);
                }
                boolean debug = log.isDebugEnabled();
                if (debug) {
                  log.debug("order " + id);
                }
                if (debugField) {
                  log.debug("order " + id);
                }
                for (String s : new String[] {id}) {
                  if (!log.isDebugEnabled()) continue;
                  log.debug("order " + s);
                }
              }

              void earlyExit(String id) {
                if (!log.isDebugEnabled()) {
                  return;
                }
                log.debug("order " + id);
                if (id.isEmpty()) {
                  log.debug("empty order " + id);
                }
              }

              void earlyThrow(String id) {
                if (!jul.isLoggable(Level.FINE)) throw new IllegalStateException();
                jul.fine("order " + id);
              }

              void notGuarded(String id, boolean verbose) {
                if (log.isDebugEnabled()) {
                  // BUG: Diagnostic contains: trace message
                  log.trace("order " + id);
                }
                if (audit.isDebugEnabled()) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.debug("order " + id);
                }
                if (verbose || log.isDebugEnabled()) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.debug("order " + id);
                }
                if (log.isDebugEnabled()) {
                  return;
                }
                // BUG: Diagnostic contains: EagerLogMessage
                log.debug("order " + id);
                if (!log.isDebugEnabled()) {
                  log.info("debug is off");
                }
                // BUG: Diagnostic contains: EagerLogMessage
                log.debug("order " + id);
                boolean debug = log.isDebugEnabled();
                debug = debug || verbose;
                if (debug) {
                  // BUG: Diagnostic contains: EagerLogMessage
                  log.debug("order " + id);
                }
                if (jul.isLoggable(Level.INFO)) {
                  // BUG: Diagnostic contains: fine message
                  jul.fine("order " + id);
                }
              }

              void laterBlock(String id) {
                {
                  if (!log.isDebugEnabled()) return;
                }
                // BUG: Diagnostic contains: EagerLogMessage
                log.debug("order " + id);
              }
            }
            """)
        .addSourceLines(
            "Helpers.java",
            """
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
        .addSourceLines(
            "LevelArgumentGuards.java",
            """
            import java.util.List;
            import org.apache.logging.log4j.Level;
            import org.apache.logging.log4j.LogManager;
            import org.apache.logging.log4j.Logger;

            class LevelArgumentGuards {
              private static final Logger log = LogManager.getLogger();
              private static final org.jboss.logging.Logger jboss =
                  org.jboss.logging.Logger.getLogger(LevelArgumentGuards.class);
              private static final org.apache.commons.logging.Log commons =
                  org.apache.commons.logging.LogFactory.getLog(LevelArgumentGuards.class);

              void guarded(String id, List<String> ids) {
                if (log.isEnabled(Level.DEBUG)) {
                  log.debug("order " + id);
                }
                if (jboss.isEnabled(org.jboss.logging.Logger.Level.TRACE)) {
                  jboss.debug("order " + id);
                }
                if (commons.isTraceEnabled()) {
                  commons.debug("order " + id);
                }
                if (log.isDebugEnabled()) {
                  ids.forEach(each -> log.debug("order " + each));
                }
              }

              void notGuarded(String id) {
                if (log.isEnabled(Level.INFO)) {
                  // BUG: Diagnostic contains: debug message
                  log.debug("order " + id);
                }
                if (jboss.isEnabled(org.jboss.logging.Logger.Level.INFO)) {
                  // BUG: Diagnostic contains: debug message
                  jboss.debug("order " + id);
                }
              }
            }
            """)
        .addSourceLines(
            "Legacy.java",
            """
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Legacy {
              private static final Logger log = LoggerFactory.getLogger(Legacy.class);

              @SuppressWarnings("EagerLogMessage")
              void legacy(String id) {
                log.debug("order " + id);
              }
            }
            """)
        .addSourceLines(
            "LombokOrders.java",
            """
            import lombok.extern.slf4j.Slf4j;

            @Slf4j
            class LombokOrders {
              void ship(String id) {
                // BUG: Diagnostic contains: String concatenation builds this debug message
                log.debug("order " + id);
                log.debug("order {}", id);
                if (log.isDebugEnabled()) {
                  log.debug("order " + id);
                }
              }
            }
            """)
        .doTest();
  }

  @Test
  void identificationWithLevels() {
    helper
        .setArgs("-XepOpt:EagerLogMessage:Levels=TRACE, warn,warning")
        .addSourceLines(
            "Orders.java",
            """
            import java.util.logging.Logger;

            class Orders {
              private static final org.slf4j.Logger log =
                  org.slf4j.LoggerFactory.getLogger(Orders.class);
              private static final Logger jul = Logger.getLogger("orders");

              void log(String id) {
                // BUG: Diagnostic contains: trace message
                log.trace("order " + id);
                log.debug("order " + id);
                log.info("order " + id);
                // BUG: Diagnostic contains: warn message
                log.warn("order " + id);
                log.error("order " + id);
                jul.fine("order " + id);
                // BUG: Diagnostic contains: warning message
                jul.warning("order " + id);
              }
            }
            """)
        .doTest();

  }

  @Test
  void unknownLevelIsOneErrorNamingTheValidLevels() {
    CompilationTestHelper.newInstance(EagerLogMessage.class, getClass())
        .setArgs("-XepOpt:EagerLogMessage:Levels=debug,verbose")
        .addSourceLines(
            "p/Empty.java",
            "// BUG: Diagnostic contains: EagerLogMessage:Levels=debug,verbose names unknown level"
                + " 'verbose'; valid levels are trace, finest, finer, debug, fine, config, info,"
                + " warn, warning, error, severe, fatal",
            "package p;",
            "class Empty {}")
        .addSourceLines("p/Other.java", "package p;", "class Other {}")
        .doTest();
  }

  @Test
  void emptyLevelsIsOneError() {
    CompilationTestHelper.newInstance(EagerLogMessage.class, getClass())
        .setArgs("-XepOpt:EagerLogMessage:Levels=")
        .addSourceLines(
            "p/Empty.java",
            "// BUG: Diagnostic contains: EagerLogMessage:Levels names no level; list levels such as"
                + " trace,debug",
            "package p;",
            "class Empty {}")
        .doTest();
  }

  /** What a user sees from javac: one error line, no "exception has occurred", no trace. */
  @Test
  void badLevelsUnderJavacIsOneDiagnosticWithoutTrace(@TempDir Path classes) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StringWriter output = new StringWriter();
    List<JavaFileObject> sources =
        List.of(source("p/A.java", "package p; class A {}"), source("p/B.java", "package p; class B {}"));
    boolean compiled =
        javac
            .getTask(
                output,
                null,
                diagnostics,
                List.of(
                    "-XDcompilePolicy=simple",
                    "--should-stop=ifError=FLOW",
                    "-Xplugin:ErrorProne -XepDisableAllChecks -Xep:EagerLogMessage:WARN"
                        + " -XepOpt:EagerLogMessage:Levels=bogus",
                    "-processorpath",
                    System.getProperty("java.class.path"),
                    "-d",
                    classes.toString()),
                null,
                sources)
            .call();

    assertThat(compiled).isFalse();
    assertThat(output.toString()).isEmpty();
    assertThat(diagnostics.getDiagnostics())
        .singleElement()
        .satisfies(
            diagnostic -> {
              assertThat(diagnostic.getKind()).isEqualTo(Diagnostic.Kind.ERROR);
              assertThat(diagnostic.getMessage(Locale.ROOT))
                  .startsWith(
                      "[EagerLogMessage] EagerLogMessage:Levels=bogus names unknown level 'bogus';"
                          + " valid levels are trace, finest, finer, debug, fine, config, info,"
                          + " warn, warning, error, severe, fatal");
            });
  }

  private static JavaFileObject source(String path, String text) {
    return new SimpleJavaFileObject(URI.create("string:///" + path), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return text;
      }
    };
  }

  private static final String FIXED_ORDERS =
      """
      import java.util.logging.Level;
      import org.apache.commons.logging.Log;
      import org.apache.commons.logging.LogFactory;
      import org.apache.logging.log4j.LogManager;
      import org.slf4j.Logger;
      import org.slf4j.LoggerFactory;

      class Orders {
        private static final Logger log = LoggerFactory.getLogger(Orders.class);
        private static final org.apache.logging.log4j.Logger log4j = LogManager.getLogger();
        private static final java.util.logging.Logger jul =
            java.util.logging.Logger.getLogger("orders");
        private static final Log commons = LogFactory.getLog(Orders.class);
        private static final org.jboss.logging.Logger jboss =
            org.jboss.logging.Logger.getLogger(Orders.class);

        record Order(String id) {}

        void slf4j(String id, int count, Order order, Exception e) {
          log.debug("order {} loaded", id);
          log.debug("order {} failed", id, e);
          log.debug("order {} of {}, 100%", id, count);
          log.debug("order {}", id);
          log.debug("{}", order);
          log.debug("order {} of {}", order, id);
          log.debug("order {} \\\"{}\\\"", order, count);
          log.atDebug().log("order {}", id);
          log.atDebug().addArgument(order).log("order {}");
        }

        void log4j(String id, Exception e) {
          log4j.debug("order {}", id, e);
        }

        void jul(String id, Exception e) {
          jul.fine(() -> "order " + id);
          jul.log(Level.FINER, () -> "order " + id);
          jul.log(Level.FINE, e, () -> "order " + id);
        }

        void commons(String id, Object order) {
          if (commons.isDebugEnabled()) {
            commons.debug("order " + id);
          }
          commons.trace(order);
        }

        void jboss(String id) {
          if (jboss.isDebugEnabled()) {
            jboss.debug("order " + id);
          }
          if (jboss.isInfoEnabled()) {
            jboss.log(org.jboss.logging.Logger.Level.INFO, "order " + id);
          }
        }
      }
      """;

  private static final String FIXED_FOUR_SPACES =
      """
      import org.apache.commons.logging.Log;
      import org.apache.commons.logging.LogFactory;

      class FourSpaces {
          private static final Log log = LogFactory.getLog(FourSpaces.class);

          void retry(long interval) {
              if (interval > 0) {
                  if (log.isTraceEnabled()) {
                      log.trace("Waiting " + interval + " ms");
                  }
              }
          }
      }
      """;

  @Test
  void replacement() {
    refactoring
        .addInputLines(
            "Orders.java",
            """
            import java.util.logging.Level;
            import org.apache.commons.logging.Log;
            import org.apache.commons.logging.LogFactory;
            import org.apache.logging.log4j.LogManager;
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Orders {
              private static final Logger log = LoggerFactory.getLogger(Orders.class);
              private static final org.apache.logging.log4j.Logger log4j = LogManager.getLogger();
              private static final java.util.logging.Logger jul =
                  java.util.logging.Logger.getLogger("orders");
              private static final Log commons = LogFactory.getLog(Orders.class);
              private static final org.jboss.logging.Logger jboss =
                  org.jboss.logging.Logger.getLogger(Orders.class);

              record Order(String id) {}

              void slf4j(String id, int count, Order order, Exception e) {
                log.debug("order " + id + " loaded");
                log.debug("order " + id + " failed", e);
                log.debug(String.format("order %s of %s, 100%%", id, count));
                log.debug("order %s".formatted(id));
                log.debug(order.toString());
                log.debug("order {} of {}", order.toString(), id);
                log.debug("order " + order.toString() + " \\\"" + count + "\\\"");
                log.atDebug().log("order " + id);
                log.atDebug().addArgument(order.toString()).log("order {}");
              }

              void log4j(String id, Exception e) {
                log4j.debug("order " + id, e);
              }

              void jul(String id, Exception e) {
                jul.fine("order " + id);
                jul.log(Level.FINER, "order " + id);
                jul.log(Level.FINE, "order " + id, e);
              }

              void commons(String id, Object order) {
                commons.debug("order " + id);
                commons.trace(order.toString());
              }

              void jboss(String id) {
                jboss.debug("order " + id);
                jboss.log(org.jboss.logging.Logger.Level.INFO, "order " + id);
              }
            }
            """)
        .addOutputLines(
            "Orders.java",
            FIXED_ORDERS)
        .addInputLines(
            "FourSpaces.java",
            """
            import org.apache.commons.logging.Log;
            import org.apache.commons.logging.LogFactory;

            class FourSpaces {
                private static final Log log = LogFactory.getLog(FourSpaces.class);

                void retry(long interval) {
                    if (interval > 0) {
                        log.trace("Waiting " + interval + " ms");
                    }
                }
            }
            """)
        .addOutputLines(
            "FourSpaces.java",
            FIXED_FOUR_SPACES)
        .addInputLines(
            "Unfixable.java",
            """
            import java.text.MessageFormat;
            import java.util.List;
            import org.apache.commons.logging.Log;
            import org.apache.commons.logging.LogFactory;
            import org.apache.logging.log4j.LogManager;
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Unfixable {
              private static final Logger log = LoggerFactory.getLogger(Unfixable.class);
              private static final org.apache.logging.log4j.Logger log4j = LogManager.getLogger();
              private static final java.util.logging.Logger jul =
                  java.util.logging.Logger.getLogger("orders");
              private static final Log commons = LogFactory.getLog(Unfixable.class);

              void slf4j(String id, int count, int[] codes, Exception e) {
                log.debug("order {} " + id, count);
                log.debug("set {} " + id);
                log.debug("path C:\\\\" + id);
                log.debug("failed " + e);
                log.debug("codes " + codes);
                log.debug("order " + null);
                log.debug(String.format("order %d", count));
                log.debug(String.format("order %s", (Object[]) new String[] {id}));
                log.debug(MessageFormat.format("order {0}", id));
                log.debug("order " + String.format("%05d", count));
                log.atDebug().setMessage("order " + id).log();
                log.atDebug().addArgument(count).log("order " + id);
                log.debug("order {}", "#" + id);
              }

              void slf4jMayBeCause(Object value) {
                log.debug("value " + value);
                log.debug("value {}", value.toString());
              }

              void log4j(List<String> ids) {
                log4j.debug("orders " + ids);
              }

              void jul(String id) {
                String current = id;
                current = current.trim();
                jul.fine("order " + current);
                int attempt = 0;
                jul.fine("attempt " + attempt++);
              }

              void commons(String id, boolean verbose) {
                if (verbose) commons.debug("order " + id);
                else commons.info("quiet");
              }
            }
            """)
        .expectUnchanged()
        .doTest(TestMode.TEXT_MATCH);

    // The fixed code compiles, and the check has nothing left to say about it.
    CompilationTestHelper.newInstance(EagerLogMessage.class, getClass())
        .addSourceLines("Orders.java", FIXED_ORDERS)
        .addSourceLines("FourSpaces.java", FIXED_FOUR_SPACES)
        .expectNoDiagnostics()
        .doTest();
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper.setArgs(LOMBOK), "EagerLogMessage").doTest();
  }
}
