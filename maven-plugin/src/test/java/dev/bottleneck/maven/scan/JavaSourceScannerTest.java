package dev.bottleneck.maven.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.Pathological;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** What the scanner does with input that is valid for javac but hard for a parser. */
final class JavaSourceScannerTest {
  private static final Path FILE = Path.of("src/main/java/p/A.java");

  @Test
  void codeNestedBeyondTheStackIsAProblemOfItsFileNotAnError() throws InterruptedException {
    ScanResult result =
        onStackOf(256 * 1024, () -> scan(Pathological.parentheses("Parentheses", 5000)));

    assertThat(result.findings()).isEmpty();
    assertThat(result.problems())
        .containsExactly(
            new ParseProblem(
                FILE,
                1,
                1,
                "nests expressions or statements deeper than the parser could follow on this"
                    + " thread's stack, so it was not analyzed; split the deepest expression, or"
                    + " exclude the file with the excludes parameter"));
  }

  @Test
  void unicodeEscapesAreTranslatedAsJavacDoes() {
    String source =
        """
        package p;

        import com.fasterxml.jackson.databind.ObjectMapper;

        class A {
          Object escapedName() {
            return new \\u004FbjectMapper();
          }

          Object afterEscapedLineFeed() {
            // not a comment after this: \\u000a return new ObjectMapper();
          }

          String literal = "\\\\u004F is no escape here";
        }
        """;
    assertThat(scan(source).findings())
        .extracting(Finding::line, Finding::column, Finding::ruleId)
        .containsExactly(tuple(7, 12, "ObjectMapperPerCall"), tuple(11, 48, "ObjectMapperPerCall"));
  }

  @Test
  void moduleImportsResolveJdkTypes() {
    String source =
        """
        package p;

        import module java.base;

        class A {
          Object supply() {
            return CompletableFuture.supplyAsync(() -> "x".trim());
          }
        }
        """;
    assertThat(scan(source).findings())
        .extracting(Finding::line, Finding::column, Finding::ruleId)
        .containsExactly(tuple(7, 41, "CommonPoolAsync"));
  }

  @Test
  void lexicalErrorsAreLocatedWhereTheyAre() {
    String source =
        """
        package p;

        class A {
          int x = 1 # 2;
        }
        """;
    assertThat(scan(source).problems())
        .extracting(ParseProblem::line, ParseProblem::column)
        .containsExactly(tuple(4, 13));
  }

  private static ScanResult scan(String source) {
    try (JavaSourceScanner scanner =
        new JavaSourceScanner(
            new ScanConfig(
                Set.of("ObjectMapperPerCall", "CommonPoolAsync"),
                Map.of(),
                List.of(),
                List.of()))) {
      return scanner.scan(FILE, source);
    }
  }

  private static ScanResult onStackOf(long bytes, java.util.function.Supplier<ScanResult> scan)
      throws InterruptedException {
    AtomicReference<ScanResult> result = new AtomicReference<>();
    Thread thread = new Thread(null, () -> result.set(scan.get()), "small-stack", bytes);
    thread.start();
    thread.join();
    return result.get();
  }
}
