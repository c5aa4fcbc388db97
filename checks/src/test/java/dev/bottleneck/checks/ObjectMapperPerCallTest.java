package dev.bottleneck.checks;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * The fix where only Error Prone offers it or words it its own way. The identification cases, which
 * also test the shared per-call analysis in {@link PerCallCreation} and {@link RunsOnce}, are
 * shared with every engine in {@code samples/src/cases/java/.../ObjectMapperPerCall}, and the fix
 * text that every engine writes in {@code samples/src/fixes/ObjectMapperPerCall} ({@link
 * SharedFixesTest}).
 */
final class ObjectMapperPerCallTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(ObjectMapperPerCall.class, getClass());

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(ObjectMapperPerCall.class, getClass())
        .addInputLines(
            "Handler.java",
            """
            import com.fasterxml.jackson.core.JsonFactory;
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.json.JsonMapper;
            import com.fasterxml.jackson.databind.SerializationFeature;
            import java.util.function.Supplier;

            class Handler {
              private static final String OBJECT_MAPPER = "a name already taken";
              private final Supplier<String> inField =
                  () -> {
                    try {
                      return new ObjectMapper().writeValueAsString(1);
                    } catch (Exception e) {
                      throw new IllegalStateException(e);
                    }
                  };

              String direct(Object body) throws Exception {
                return new ObjectMapper().writeValueAsString(body);
              }

              String throughLocal(Object body) throws Exception {
                JsonMapper mapper = JsonMapper.builder().build();
                return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(body)
                    + mapper.writeValueAsString(body);
              }

              String otherMapperSameName(Object body) throws Exception {
                return new ObjectMapper(new JsonFactory()).writeValueAsString(body);
              }

              enum Format {
                JSON;

                String render(Object body) throws Exception {
                  return new ObjectMapper().writeValueAsString(body);
                }
              }

              record View(Object body) {
                String render() throws Exception {
                  return new ObjectMapper().writeValueAsString(body);
                }
              }
            }
            """)
        .addOutputLines(
            "Handler.java",
            """
            import com.fasterxml.jackson.core.JsonFactory;
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.json.JsonMapper;
            import com.fasterxml.jackson.databind.SerializationFeature;
            import java.util.function.Supplier;

            class Handler {
              private static final String OBJECT_MAPPER = "a name already taken";
              private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();

              private final Supplier<String> inField =
                  () -> {
                    try {
                      return OBJECT_MAPPER_2.writeValueAsString(1);
                    } catch (Exception e) {
                      throw new IllegalStateException(e);
                    }
                  };

              private static final ObjectMapper OBJECT_MAPPER_3 = new ObjectMapper();

              String direct(Object body) throws Exception {
                return OBJECT_MAPPER_3.writeValueAsString(body);
              }

              private static final JsonMapper JSON_MAPPER = JsonMapper.builder().build();

              String throughLocal(Object body) throws Exception {
                JsonMapper mapper = JSON_MAPPER;
                return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(body)
                    + mapper.writeValueAsString(body);
              }

              private static final ObjectMapper OBJECT_MAPPER_4 = new ObjectMapper(new JsonFactory());

              String otherMapperSameName(Object body) throws Exception {
                return OBJECT_MAPPER_4.writeValueAsString(body);
              }

              enum Format {
                JSON;

                private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();

                String render(Object body) throws Exception {
                  return OBJECT_MAPPER_2.writeValueAsString(body);
                }
              }

              record View(Object body) {
                private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();

                String render() throws Exception {
                  return OBJECT_MAPPER_2.writeValueAsString(body);
                }
              }
            }
            """)
        .doTest(TestMode.TEXT_MATCH);
  }

  /**
   * javac prints the first changed line of the fix after "Did you mean": the constant's whole
   * declaration, not a fragment of a continuation line.
   */
  @Test
  void didYouMeanShowsTheConstant() {
    helper
        .addSourceLines(
            "Orders.java",
            """
            import com.fasterxml.jackson.dataformat.xml.XmlMapper;

            class Orders {
              String render(Object order) throws Exception {
                XmlMapper mapper =
                    // BUG: Diagnostic contains: Did you mean 'private static final XmlMapper XML_MAPPER = new XmlMapper();'
                    new XmlMapper();
                return mapper.writeValueAsString(order);
              }
            }
            """)
        .doTest();
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "ObjectMapperPerCall").doTest();
  }
}
