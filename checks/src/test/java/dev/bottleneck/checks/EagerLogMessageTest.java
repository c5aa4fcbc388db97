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
  void identificationWithLevelsIncludingInfo() {
    helper
        .setArgs("-XepOpt:EagerLogMessage:Levels=info,config")
        .addSourceLines(
            "Orders.java",
            """
            import java.util.logging.Logger;

            class Orders {
              private static final org.slf4j.Logger log =
                  org.slf4j.LoggerFactory.getLogger(Orders.class);
              private static final Logger jul = Logger.getLogger("orders");
              private static final org.jboss.logging.Logger jboss =
                  org.jboss.logging.Logger.getLogger(Orders.class);

              void log(String id) {
                // BUG: Diagnostic contains: info message
                log.info("order " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                log.atInfo().setMessage("order " + id).log();
                log.debug("order " + id);
                // BUG: Diagnostic contains: config message
                jul.config("order " + id);
                // BUG: Diagnostic contains: info message
                jul.info("order " + id);
                // BUG: Diagnostic contains: info message
                jboss.log(org.jboss.logging.Logger.Level.INFO, "order " + id);
                log.warn("order " + id);
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
            "// BUG: Diagnostic contains: EagerLogMessage:Levels names no level; list levels such"
                + " as trace,debug",
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
        List.of(
            source("p/A.java", "package p; class A {}"),
            source("p/B.java", "package p; class B {}"));
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
          if (jboss.isTraceEnabled()) {
            jboss.log(org.jboss.logging.Logger.Level.TRACE, "order " + id);
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

  /**
   * A placeholder does not defer a serialization, so the placeholder fix is not offered for it: the
   * call is guarded instead, in every logging API, concatenation or not.
   */
  @Test
  void replacementOfASerializationIsAGuard() {
    refactoring
        .addInputLines(
            "Serialized.java",
            """
            import com.fasterxml.jackson.core.JsonProcessingException;
            import com.fasterxml.jackson.databind.ObjectMapper;
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Serialized {
              private static final Logger log = LoggerFactory.getLogger(Serialized.class);
              private static final java.util.logging.Logger jul =
                  java.util.logging.Logger.getLogger("orders");
              private final ObjectMapper mapper = new ObjectMapper();

              void run(Object order) throws JsonProcessingException {
                log.debug("order {}", mapper.writeValueAsString(order));
                log.debug("order " + mapper.writeValueAsString(order));
                jul.fine("order " + mapper.writeValueAsString(order));
              }
            }
            """)
        .addOutputLines(
            "Serialized.java",
            """
            import com.fasterxml.jackson.core.JsonProcessingException;
            import com.fasterxml.jackson.databind.ObjectMapper;
            import java.util.logging.Level;
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Serialized {
              private static final Logger log = LoggerFactory.getLogger(Serialized.class);
              private static final java.util.logging.Logger jul =
                  java.util.logging.Logger.getLogger("orders");
              private final ObjectMapper mapper = new ObjectMapper();

              void run(Object order) throws JsonProcessingException {
                if (log.isDebugEnabled()) {
                  log.debug("order {}", mapper.writeValueAsString(order));
                }
                if (log.isDebugEnabled()) {
                  log.debug("order " + mapper.writeValueAsString(order));
                }
                if (jul.isLoggable(Level.FINE)) {
                  jul.fine("order " + mapper.writeValueAsString(order));
                }
              }
            }
            """)
        .doTest(TestMode.TEXT_MATCH);
  }

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
                jboss.log(org.jboss.logging.Logger.Level.TRACE, "order " + id);
              }
            }
            """)
        .addOutputLines("Orders.java", FIXED_ORDERS)
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
        .addOutputLines("FourSpaces.java", FIXED_FOUR_SPACES)
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
