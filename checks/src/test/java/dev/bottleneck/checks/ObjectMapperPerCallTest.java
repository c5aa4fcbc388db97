package dev.bottleneck.checks;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * The fix. The identification cases, which also test the shared per-call analysis in {@link
 * PerCallCreation}, are shared with every engine in {@code
 * samples/src/cases/java/.../ObjectMapperPerCall}.
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
              private final Supplier<String> inField =
                  () -> {
                    try {
                      return Handler.OBJECT_MAPPER_2.writeValueAsString(1);
                    } catch (Exception e) {
                      throw new IllegalStateException(e);
                    }
                  };

              String direct(Object body) throws Exception {
                return OBJECT_MAPPER_2.writeValueAsString(body);
              }

              String throughLocal(Object body) throws Exception {
                JsonMapper mapper = JSON_MAPPER;
                return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(body)
                    + mapper.writeValueAsString(body);
              }

              String otherMapperSameName(Object body) throws Exception {
                return OBJECT_MAPPER_3.writeValueAsString(body);
              }

              enum Format {
                JSON;

                String render(Object body) throws Exception {
                  return OBJECT_MAPPER_2.writeValueAsString(body);
                }

                private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();
              }

              record View(Object body) {
                String render() throws Exception {
                  return OBJECT_MAPPER_2.writeValueAsString(body);
                }

                private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();
              }

              private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();

              private static final JsonMapper JSON_MAPPER = JsonMapper.builder().build();

              private static final ObjectMapper OBJECT_MAPPER_3 = new ObjectMapper(new JsonFactory());
            }
            """)
        .doTest(TestMode.TEXT_MATCH);

    // No fix where sharing the object could change what the code does, or would not compile.
    BugCheckerRefactoringTestHelper.newInstance(ObjectMapperPerCall.class, getClass())
        .addInputLines(
            "NoFix.java",
            """
            import com.fasterxml.jackson.databind.ObjectMapper;
            import com.fasterxml.jackson.databind.SerializationFeature;
            import com.fasterxml.jackson.databind.json.JsonMapper;

            class NoFix {
              private final boolean pretty;

              NoFix(boolean pretty) {
                this.pretty = pretty;
              }

              String readsParameter(Object body, boolean indent) throws Exception {
                return new ObjectMapper().configure(SerializationFeature.INDENT_OUTPUT, indent)
                    .writeValueAsString(body);
              }

              String readsInstanceState(Object body) throws Exception {
                JsonMapper mapper = JsonMapper.builder().configure(SerializationFeature.INDENT_OUTPUT, pretty).build();
                return mapper.writeValueAsString(body);
              }

              String configuresTheMapper(Object body) throws Exception {
                ObjectMapper mapper = new ObjectMapper();
                mapper.findAndRegisterModules();
                return mapper.writeValueAsString(body);
              }

              ObjectMapper escapes() {
                return new ObjectMapper();
              }

              void passedOn(Object body) {
                consume(new ObjectMapper());
              }

              private static void consume(ObjectMapper mapper) {}

              class Inner {
                String inInnerClass(Object body) throws Exception {
                  return new ObjectMapper().writeValueAsString(body);
                }
              }
            }
            """)
        .expectUnchanged()
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "ObjectMapperPerCall").doTest();
  }
}
