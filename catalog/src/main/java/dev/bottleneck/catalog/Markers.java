package dev.bottleneck.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads the expected findings of the samples. A sample marks a finding the way Error Prone's own
 * test helper expects it, so that {@code CompilationTestHelper} reads the same files unchanged: the
 * comment {@code // BUG: Diagnostic contains: RuleId} on the line above the line that must be
 * reported. Every other engine asserts the same (file, line, id) set through this reader.
 */
public final class Markers {
  private static final Pattern JAVA_MARKER =
      Pattern.compile("^\\s*// BUG: Diagnostic contains: (\\w+)\\b.*$");
  private static final Pattern CONFIG_MARKER =
      Pattern.compile("^\\s*# BUG: Diagnostic contains: (\\w+)\\b.*$");
  private static final Pattern SAMPLE_FILE =
      Pattern.compile(".*\\.(java|properties|ya?ml)$");

  private Markers() {}

  /**
   * The markers of every sample file below {@code sourceRoot}, sorted: Java sources, and Spring
   * configuration files ({@code .properties}, {@code .yml}, {@code .yaml}), where the marker is a
   * {@code #} comment.
   */
  public static SortedSet<Marker> read(Path sourceRoot) {
    SortedSet<Marker> markers = new TreeSet<>();
    try (Stream<Path> files = Files.walk(sourceRoot)) {
      for (Path file : files.filter(f -> SAMPLE_FILE.matcher(f.toString()).matches()).sorted().toList()) {
        markers.addAll(readFile(sourceRoot, file));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read samples below " + sourceRoot, e);
    }
    return markers;
  }

  /** The markers of one file; {@code path} of each marker is relative to {@code sourceRoot}. */
  public static SortedSet<Marker> readFile(Path sourceRoot, Path file) {
    String relative = sourceRoot.relativize(file).toString().replace('\\', '/');
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read sample " + file, e);
    }
    Pattern marker = relative.endsWith(".java") ? JAVA_MARKER : CONFIG_MARKER;
    SortedSet<Marker> markers = new TreeSet<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher matcher = marker.matcher(lines.get(i));
      if (!matcher.matches()) {
        continue;
      }
      String ruleId = matcher.group(1);
      if (Rule.find(ruleId).isEmpty()) {
        throw new IllegalArgumentException(
            relative + ":" + (i + 1) + ": marker names unknown rule '" + ruleId
                + "'; known rule ids are " + Rule.knownIds());
      }
      // Line numbers are 1-based and the marker points at the line below it.
      markers.add(new Marker(relative, i + 2, ruleId));
    }
    return markers;
  }
}
