package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.finding.Finding;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugin's fixes where it differs from Error Prone on purpose. The text every engine writes is
 * in the shared fix cases, {@code samples/src/fixes} ({@link SharedFixesTest}).
 */
final class SuggestedFixTextTest {
  @TempDir Path root;

  /**
   * Error Prone hoists {@code new ObjectMapper(factory())}: it sees that {@code factory()} is
   * static and throws no checked exception, which a static initializer could not catch. The plugin
   * calls only JDK methods in a hoisted initializer, because it cannot always see a library
   * method's {@code throws} clause without the class path; a helper of the module gets no fix.
   */
  @Test
  void noHoistWhereTheCreationCallsAMethodOutsideTheJdk() {
    List<Finding> findings =
        RuleScan.of(root, "ObjectMapperPerCall")
            .add(
                "Orders.java",
                """
                import com.fasterxml.jackson.core.JsonFactory;
                import com.fasterxml.jackson.databind.ObjectMapper;

                class Orders {
                  String callsAHelper(Object body) throws Exception {
                    return new ObjectMapper(factory()).writeValueAsString(body);
                  }

                  private static JsonFactory factory() {
                    return new JsonFactory();
                  }
                }
                """)
            .findings();
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0).fix()).isEmpty();
  }
}
