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
  void identificationWithLevelsIncludingInfo() {
    RuleScan.of(root, "EagerLogMessage")
        .option("EagerLogMessage:Levels", "info,config")
        .add(
            "p/Info.java",
            """
            package p;

            import org.slf4j.Logger;

            class Info {
              Logger log;
              java.util.logging.Logger jul;
              org.jboss.logging.Logger jboss;

              void run(String id) {
                // BUG: Diagnostic contains: EagerLogMessage
                log.info("id " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                log.atInfo().setMessage("id " + id).log();
                log.debug("id " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                jul.config("id " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                jul.info("id " + id);
                // BUG: Diagnostic contains: EagerLogMessage
                jboss.log(org.jboss.logging.Logger.Level.INFO, "id " + id);
                log.warn("id " + id);
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

  /**
   * A serialization is reported where it is called, with no placeholder fix: a placeholder would
   * not defer it, and this engine does not wrap statements in a guard.
   */
  @Test
  void serializationHasNoPlaceholderFix() {
    List<Finding> findings =
        RuleScan.of(root, "EagerLogMessage")
            .add(
                "p/Serialized.java",
                """
                package p;

                import com.alibaba.fastjson.JSON;
                import org.slf4j.Logger;

                class Serialized {
                  Logger log;

                  void run(Object order) {
                    log.debug("order " + JSON.toJSONString(order));
                  }
                }
                """)
            .findings();

    assertThat(findings)
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.line()).isEqualTo(10);
              assertThat(finding.column()).isEqualTo(43);
              assertThat(finding.fix()).isEmpty();
              assertThat(finding.message())
                  .startsWith("JSON.toJSONString(...) serializes an object for this debug call");
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
