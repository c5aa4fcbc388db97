package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Feeds the shared samples to Error Prone's test helper unchanged: the samples carry the helper's
 * own {@code // BUG: Diagnostic contains:} markers. A rule's samples are the files of the samples
 * module whose names start with its id.
 */
final class SampleSources {
  static final Path ROOT = Path.of("..", "samples", "src", "main", "java");
  private static final Path PACKAGE = ROOT.resolve(Path.of("dev", "bottleneck", "samples"));

  private SampleSources() {}

  /** Adds every sample file of {@code ruleId} (its Bad and Good forms) to {@code helper}. */
  static CompilationTestHelper addSamples(CompilationTestHelper helper, String ruleId) {
    try (Stream<Path> files = Files.list(PACKAGE)) {
      for (Path file : files.filter(f -> isSampleOf(f, ruleId)).sorted().toList()) {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        helper = helper.addSourceLines(ROOT.relativize(file).toString(), text.split("\n", -1));
      }
      return helper;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the samples of " + ruleId, e);
    }
  }

  private static boolean isSampleOf(Path file, String ruleId) {
    String name = file.getFileName().toString();
    return name.startsWith(ruleId)
        && name.endsWith(".java")
        && name.substring(ruleId.length()).matches("(Bad|Good)\\w*\\.java");
  }
}
