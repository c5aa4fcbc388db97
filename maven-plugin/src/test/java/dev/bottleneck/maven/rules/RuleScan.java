package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import dev.bottleneck.maven.scan.ScanResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Scans inline sources written to a temporary source root and compares the findings with their
 * {@code // BUG: Diagnostic contains: Id} markers, read by the catalog's {@link Markers}: the exact
 * (file, line, id) set, as the Error Prone tests assert it.
 */
final class RuleScan {
  private final Path root;
  private final String ruleId;
  private final Map<String, String> options = new LinkedHashMap<>();
  private final Map<String, String> sources = new LinkedHashMap<>();
  private List<Path> classpath = List.of();

  private RuleScan(Path root, String ruleId) {
    this.root = root;
    this.ruleId = ruleId;
  }

  static RuleScan of(Path root, String ruleId) {
    return new RuleScan(root, ruleId);
  }

  RuleScan option(String key, String value) {
    options.put(key, value);
    return this;
  }

  /** The module's compile class path: jars and class directories. */
  RuleScan classpath(Path... entries) {
    classpath = List.of(entries);
    return this;
  }

  /** Adds a source file; {@code path} is relative to the source root, e.g. {@code p/A.java}. */
  RuleScan add(String path, String source) {
    sources.put(path, source);
    return this;
  }

  /** Scans every added file and asserts exactly the marked findings. */
  void expectMarkedFindings() {
    write();
    assertThat(found()).containsExactlyElementsOf(Markers.read(root));
  }

  /** The findings of every added file, as scanned. */
  List<Finding> findings() {
    write();
    JavaSourceScanner scanner = scanner();
    return sources.keySet().stream()
        .flatMap(path -> scan(scanner, path).findings().stream())
        .toList();
  }

  ScanResult scan(String path) {
    write();
    return scan(scanner(), path);
  }

  private SortedSet<Marker> found() {
    SortedSet<Marker> found = new TreeSet<>();
    for (Finding finding : findings()) {
      String path = root.relativize(finding.file()).toString().replace('\\', '/');
      found.add(new Marker(path, finding.line(), finding.ruleId()));
    }
    return found;
  }

  private JavaSourceScanner scanner() {
    return new JavaSourceScanner(new ScanConfig(Set.of(ruleId), options, List.of(root), classpath));
  }

  private ScanResult scan(JavaSourceScanner scanner, String path) {
    Path file = root.resolve(path);
    ScanResult result = scanner.scan(file, sources.get(path));
    assertThat(result.problems()).as("problems in %s", path).isEmpty();
    return result;
  }

  private void write() {
    try {
      for (Map.Entry<String, String> source : sources.entrySet()) {
        Path file = root.resolve(source.getKey());
        Files.createDirectories(file.getParent());
        Files.writeString(file, source.getValue(), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
