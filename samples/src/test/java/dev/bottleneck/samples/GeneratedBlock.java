package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The lines of a file between two marker comments that hold a text generated from the catalog, such
 * as the README's table of rules. A mismatch fails with the file, the markers and the exact text to
 * put between them.
 */
final class GeneratedBlock {
  static final String BEGIN =
      "<!-- rules: generated from the catalog, checked by RuleListsTest -->";
  static final String END = "<!-- end of rules -->";

  private GeneratedBlock() {}

  /**
   * Asserts that the block between {@link #BEGIN} and {@link #END} in {@code file} is {@code
   * expected}.
   */
  static void assertBlock(Path file, String expected) {
    List<String> lines = lines(file);
    int begin = indexOf(lines, BEGIN, 0, file);
    int end = indexOf(lines, END, begin + 1, file);
    String actual =
        lines.subList(begin + 1, end).stream().map(line -> line + "\n").reduce("", String::concat);
    if (!actual.equals(expected)) {
      fail(
          "%s:%d: the rules between %s and %s are not the catalog's "
              + "(dev.bottleneck.catalog.Rule). Replace the lines between the markers with:%n%s",
          file.normalize(), begin + 2, BEGIN, END, expected);
    }
  }

  /**
   * Asserts that each file shows exactly one line, {@code expected}, among the lines of it that
   * {@code shown} maps it to; fails once, naming every file that does not, and the line.
   */
  static void assertEachShows(Map<Path, List<String>> shown, String what, String expected) {
    List<String> stale =
        shown.entrySet().stream()
            .filter(file -> !file.getValue().equals(List.of(expected)))
            .map(file -> file.getKey().normalize().toString())
            .toList();
    if (!stale.isEmpty()) {
      fail("%s: %s must be:%n%s", String.join(", ", stale), what, expected);
    }
  }

  private static int indexOf(List<String> lines, String marker, int from, Path file) {
    for (int i = from; i < lines.size(); i++) {
      if (lines.get(i).strip().equals(marker)) {
        return i;
      }
    }
    return fail(
        "%s lacks the line %s; the catalog's rules go between %s and %s",
        file.normalize(), marker, BEGIN, END);
  }

  static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + file.normalize(), e);
    }
  }
}
