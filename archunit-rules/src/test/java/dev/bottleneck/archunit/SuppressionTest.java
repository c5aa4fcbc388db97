package dev.bottleneck.archunit;

import static dev.bottleneck.archunit.ArchFindings.FIXTURES;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @SuppressWarnings("Id")} never reaches the class file, so the rules read it from the
 * source next to the class output directory, or from {@code bottleneck.sourceRoots}.
 */
final class SuppressionTest {
  private static final JavaClasses SUPPRESS = ArchFindings.fixtures("suppress");
  private static final Path SOURCE =
      FIXTURES.resolve(Path.of("suppress", "SuppressedHandlers.java"));

  @TempDir Path elsewhere;

  @AfterEach
  void resetConfiguration() {
    ArchConfiguration.get().reset();
  }

  @Test
  void identification() {
    assertThat(ArchFindings.reported(BottleneckRules.OBJECT_MAPPER_PER_CALL, SUPPRESS))
        .containsExactlyElementsOf(
            ArchFindings.expected(
                FIXTURES.resolve("suppress"), List.of(Rule.OBJECT_MAPPER_PER_CALL)));
    // The field's suppression names ObjectMapperPerCall only: the common-pool call still counts.
    assertThat(ArchFindings.reported(BottleneckRules.COMMON_POOL_ASYNC, SUPPRESS))
        .containsExactly(new Marker("SuppressedHandlers.java", 9, "CommonPoolAsync"));
  }

  @Test
  void identificationWithSourceRoots() throws IOException {
    useSourceRootWith(
        Files.readString(SOURCE)
            .replace(
                "  @SuppressWarnings(\"JaxbContextPerCall\")",
                "  @SuppressWarnings(\"ObjectMapperPerCall\")"));

    assertThat(ArchFindings.reported(BottleneckRules.OBJECT_MAPPER_PER_CALL, SUPPRESS))
        .containsExactly(new Marker("SuppressedHandlers.java", 13, "ObjectMapperPerCall"));
  }

  @Test
  void identificationWithUnparsableSource() throws IOException {
    useSourceRootWith("public class SuppressedHandlers {");

    assertThat(ArchFindings.reported(BottleneckRules.OBJECT_MAPPER_PER_CALL, SUPPRESS)).hasSize(9);
  }

  @Test
  void identificationWithDeeplyNestedSource() throws IOException {
    String source = Files.readString(SOURCE);
    int end = source.lastIndexOf('}');
    String deep = "  int deep = " + "(".repeat(3000) + "1" + ")".repeat(3000) + ";\n";
    useSourceRootWith(source.substring(0, end) + deep + "}\n");

    assertThat(ArchFindings.reported(BottleneckRules.OBJECT_MAPPER_PER_CALL, SUPPRESS))
        .containsExactlyElementsOf(
            ArchFindings.expected(
                FIXTURES.resolve("suppress"), List.of(Rule.OBJECT_MAPPER_PER_CALL)));
  }

  @Test
  void sourceNestedBeyondTheStackIsReadAsSuppressingNothing() throws IOException {
    Path file = elsewhere.resolve("Deep.java");
    Files.writeString(
        file,
        "class Deep {\n  @SuppressWarnings(\"ObjectMapperPerCall\")\n  int deep = "
            + "(".repeat(5000)
            + "1"
            + ")".repeat(5000)
            + ";\n}\n");

    assertThat(SourceSuppressions.parseOnDeepStack(file, 7, 256 * 1024))
        .isEqualTo(new SourceSuppressions.FileSuppressions(7, List.of()));
    assertThat(SourceSuppressions.parseOnDeepStack(file, 7, SourceSuppressions.PARSER_STACK_BYTES))
        .isEqualTo(
            new SourceSuppressions.FileSuppressions(
                7, List.of(new SourceSuppressions.Suppression("ObjectMapperPerCall", 2, 3))));
  }

  /** Configures a source root elsewhere that holds {@code source} as the fixture's source file. */
  private void useSourceRootWith(String source) throws IOException {
    Path copy = elsewhere.resolve(Path.of("dev", "bottleneck", "archunit", "fixtures", "suppress"));
    Files.createDirectories(copy);
    Files.writeString(copy.resolve("SuppressedHandlers.java"), source);
    ArchConfiguration.get().setProperty(SourceRoots.PROPERTY, elsewhere.toString());
  }
}
