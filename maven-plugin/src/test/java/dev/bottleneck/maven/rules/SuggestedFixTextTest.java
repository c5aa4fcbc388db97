package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The text of the plugin's fixes, the same as the Error Prone checks' (see their {@code
 * replacement()} tests): each fix is one run of whole lines, applied here alone.
 */
final class SuggestedFixTextTest {
  @TempDir Path root;

  private String fixed(String ruleId, String source) {
    List<Finding> findings = RuleScan.of(root, ruleId).add("Orders.java", source).findings();
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0).fix()).isPresent();
    return Fix.apply(source, List.of(findings.get(0).fix().get())).text();
  }

  private List<Finding> findings(String ruleId, String source) {
    return RuleScan.of(root, ruleId).add("Orders.java", source).findings();
  }

  @Test
  void hoistGoesAboveTheMemberAndItsCommentsIndentedLikeIt() {
    assertThat(
            fixed(
                "ObjectMapperPerCall",
                """
                import com.fasterxml.jackson.core.JsonFactory;
                import com.fasterxml.jackson.databind.ObjectMapper;

                class Orders {
                    private static final JsonFactory FACTORY = new JsonFactory();

                    /** Renders an order. */
                    @Deprecated
                    String render(Object order) throws Exception {
                        return new ObjectMapper(FACTORY).writeValueAsString(order);
                    }
                }
                """))
        .isEqualTo(
            """
            import com.fasterxml.jackson.core.JsonFactory;
            import com.fasterxml.jackson.databind.ObjectMapper;

            class Orders {
                private static final JsonFactory FACTORY = new JsonFactory();

                private static final ObjectMapper OBJECT_MAPPER = new ObjectMapper(FACTORY);

                /** Renders an order. */
                @Deprecated
                String render(Object order) throws Exception {
                    return OBJECT_MAPPER.writeValueAsString(order);
                }
            }
            """);
  }

  /**
   * Positions count UTF-16 units and a tab as one column: text before the creation on its line,
   * with a tab and characters outside the BMP, is kept as it was.
   */
  @Test
  void tabsAndNonAsciiTextBeforeTheCreationAreKept() {
    assertThat(
            fixed(
                "ObjectMapperPerCall",
                """
                import com.fasterxml.jackson.databind.ObjectMapper;

                class Orders {
                	String render(Object order) throws Exception {
                		return "😀 café " +	new ObjectMapper().writeValueAsString(order); // ☕
                	}
                }
                """))
        .isEqualTo(
            """
            import com.fasterxml.jackson.databind.ObjectMapper;

            class Orders {
            	private static final ObjectMapper OBJECT_MAPPER = new ObjectMapper();

            	String render(Object order) throws Exception {
            		return "😀 café " +	OBJECT_MAPPER.writeValueAsString(order); // ☕
            	}
            }
            """);
  }

  @Test
  void anExistingConstantWithTheSameCreationIsUsed() {
    assertThat(
            fixed(
                "ObjectMapperPerCall",
                """
                import com.fasterxml.jackson.databind.ObjectMapper;

                class Orders {
                  private static final ObjectMapper MAPPER = new ObjectMapper();

                  String render(Object order) throws Exception {
                    return new ObjectMapper().writeValueAsString(order);
                  }
                }
                """))
        .isEqualTo(
            """
            import com.fasterxml.jackson.databind.ObjectMapper;

            class Orders {
              private static final ObjectMapper MAPPER = new ObjectMapper();

              String render(Object order) throws Exception {
                return MAPPER.writeValueAsString(order);
              }
            }
            """);
  }

  @Test
  void noHoistWhereSharingCouldChangeBehaviourOrNotCompile() {
    List<Finding> findings =
        findings(
            "ObjectMapperPerCall",
            """
            import com.fasterxml.jackson.core.JsonFactory;
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.SerializationFeature;

            class Orders {
              private final boolean pretty = true;

              String readsParameter(Object body, boolean indent) throws Exception {
                return new ObjectMapper().configure(SerializationFeature.INDENT_OUTPUT, indent)
                    .writeValueAsString(body);
              }

              String configured(Object body) throws Exception {
                ObjectMapper mapper = new ObjectMapper();
                mapper.findAndRegisterModules();
                return mapper.writeValueAsString(body);
              }

              ObjectMapper escapes() {
                return new ObjectMapper();
              }

              String readsLaterConstant(Object body) throws Exception {
                return new ObjectMapper(FACTORY).writeValueAsString(body);
              }

              String callsAHelper(Object body) throws Exception {
                return new ObjectMapper(factory()).writeValueAsString(body);
              }

              private static JsonFactory factory() {
                return new JsonFactory();
              }

              class Inner {
                String inInnerClass(Object body) throws Exception {
                  return new ObjectMapper().writeValueAsString(body);
                }
              }

              private static final JsonFactory FACTORY = new JsonFactory();
            }
            """);
    assertThat(findings).hasSize(6);
    assertThat(findings).allMatch(finding -> finding.fix().isEmpty());
  }

  @Test
  void logMessageBecomesATemplateWithItsValuesAsParameters() {
    assertThat(
            fixed(
                "EagerLogMessage",
                """
                import org.slf4j.Logger;
                import org.slf4j.LoggerFactory;

                class Orders {
                  private static final Logger log = LoggerFactory.getLogger(Orders.class);

                  void place(String id, int count, Object order) {
                    log.debug("placing \\"" + id + "\\" for " + order.toString() + " x" + count
                        + " now");
                  }
                }
                """))
        .isEqualTo(
            """
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Orders {
              private static final Logger log = LoggerFactory.getLogger(Orders.class);

              void place(String id, int count, Object order) {
                log.debug("placing \\"{}\\" for {} x{} now", id, order, count);
              }
            }
            """);
  }

  @Test
  void noLogFixWhereTheTextCouldChange() {
    List<Finding> findings =
        findings(
            "EagerLogMessage",
            """
            import org.slf4j.Logger;
            import org.slf4j.LoggerFactory;

            class Orders {
              private static final Logger log = LoggerFactory.getLogger(Orders.class);

              void place(String id, int[] counts, Object last, String other) {
                log.debug("already {} " + id);
                log.debug("counts " + counts);
                log.debug("last " + last);
                log.debug("two " + id, other, other);
                log.debug(String.format("%d items", counts.length));
              }
            }
            """);
    assertThat(findings).hasSize(5);
    assertThat(findings).allMatch(finding -> finding.fix().isEmpty());
  }
}
