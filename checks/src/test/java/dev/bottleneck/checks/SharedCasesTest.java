package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Feeds each rule's shared identification cases to Error Prone's own {@link CompilationTestHelper},
 * unchanged: the markers and their fragment lines are the helper's format, so it asserts the same
 * lines and message fragments as every engine's conformance test. The full conformance run (all
 * checks at once, exact sets) is {@code ErrorProneCasesTest} in the samples.
 */
final class SharedCasesTest {
  static final Path ROOT = Path.of("..", "samples", "src", "cases", "java");
  static final Path CASES = ROOT.resolve(Path.of("dev", "bottleneck", "samples", "cases"));

  /** Case files Error Prone cannot see by design: compiled, but none of their markers expected. */
  static final Map<String, String> CANNOT_SEE =
      Markers.engineCannotSee(ROOT, ROOT.resolveSibling("error-prone-cannot-see.tsv"));

  /**
   * The Error Prone rules with cases and a check. A rule without cases is the samples' {@code
   * ErrorProneCasesTest} failure, one without its check the samples' {@code CatalogTest} failure.
   */
  static List<String> rules() {
    return Stream.of(Rule.values())
        .filter(rule -> rule.implementedBy(Engine.ERROR_PRONE))
        .map(Rule::id)
        .filter(id -> Files.isDirectory(CASES.resolve(id)))
        .filter(SharedCasesTest::hasCheck)
        .toList();
  }

  /** Whether this module has the check of {@code ruleId}: the class named after the rule. */
  static boolean hasCheck(String ruleId) {
    try {
      return BugChecker.class.isAssignableFrom(
          Class.forName(SharedCasesTest.class.getPackageName() + "." + ruleId));
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rules")
  void casesOfRule(String ruleId) throws ClassNotFoundException {
    Class<? extends BugChecker> check =
        Class.forName(getClass().getPackageName() + "." + ruleId).asSubclass(BugChecker.class);
    // Lombok runs first, as in a user's build, so that the checks see the loggers it generates.
    CompilationTestHelper helper =
        CompilationTestHelper.newInstance(check, getClass())
            .setArgs("-processor", "lombok.launch.AnnotationProcessorHider$AnnotationProcessor");
    // The rule's folder and the support types outside every rule's folder.
    try (Stream<Path> files = Files.walk(ROOT)) {
      for (Path file : files.filter(f -> isCaseOf(f, ruleId)).sorted().toList()) {
        String relative = Markers.relative(ROOT, file);
        String source = Files.readString(file, StandardCharsets.UTF_8);
        if (CANNOT_SEE.containsKey(relative)) {
          source = Markers.asErrorProneSeesIt(source);
        }
        helper = helper.addSourceLines(ROOT.relativize(file).toString(), source.split("\n", -1));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    helper.doTest();
  }

  private static boolean isCaseOf(Path file, String ruleId) {
    return file.toString().endsWith(".java")
        && (file.startsWith(CASES.resolve(ruleId)) || !file.startsWith(CASES));
  }
}
