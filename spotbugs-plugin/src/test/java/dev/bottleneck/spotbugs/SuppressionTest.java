package dev.bottleneck.spotbugs;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import edu.umd.cs.findbugs.BugInstance;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SpotBugs' own suppression, {@code @SuppressFBWarnings("RuleId")} on a method or class, silences
 * our bug types: the one suppression that reaches a class file ({@code @SuppressWarnings} is
 * source-only, see {@link CasesConformanceTest}).
 */
final class SuppressionTest {
  private static final String SOURCE =
      """
      package suppression;

      import com.fasterxml.jackson.databind.ObjectMapper;
      import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;

      public class Handlers {
        @SuppressFBWarnings("ObjectMapperPerCall")
        public String suppressed(Object value) throws Exception {
          return new ObjectMapper().writeValueAsString(value);
        }

        @SuppressFBWarnings("JaxbContextPerCall")
        public String otherRuleSuppressed(Object value) throws Exception {
          return new ObjectMapper().writeValueAsString(value);
        }

        public String reported(Object value) throws Exception {
          return new ObjectMapper().writeValueAsString(value);
        }
      }
      """;

  @TempDir Path work;

  @Test
  void suppressFbWarningsWithTheRuleIdSilencesOnlyThatRule() throws IOException {
    Path source = work.resolve("src/suppression/Handlers.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, SOURCE, UTF_8);
    Path classes = SpotBugsRun.compile(work.resolve("classes"), source.toString());

    List<String> reported =
        SpotBugsRun.analyse(classes).stream()
            .map(bug -> bug.getType() + " " + methodOf(bug))
            .toList();

    assertThat(reported)
        .containsExactlyInAnyOrder(
            "ObjectMapperPerCall otherRuleSuppressed", "ObjectMapperPerCall reported");
  }

  private static String methodOf(BugInstance bug) {
    return bug.getPrimaryMethod().getMethodName();
  }
}
