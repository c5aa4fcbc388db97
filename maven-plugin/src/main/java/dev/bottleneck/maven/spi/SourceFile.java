package dev.bottleneck.maven.spi;

import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import dev.bottleneck.maven.types.Types;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/** One parsed file under analysis: its types, and the findings its rules report. */
public final class SourceFile {
  private final Path path;
  private final CompilationUnit unit;
  private final String source;
  private String[] lines;
  private final Types types;
  private final Supplier<ConfiguredLevels> levels;
  private final List<Finding> findings = new ArrayList<>();
  private List<Node> nodes;
  private final Map<Class<?>, List<?>> nodesByType = new HashMap<>();

  public SourceFile(Path path, String source, CompilationUnit unit, Types types) {
    this(path, source, unit, types, () -> ConfiguredLevels.NONE);
  }

  /**
   * @param levels the log levels the module's default logging configuration switches on
   */
  public SourceFile(
      Path path, String source, CompilationUnit unit, Types types, ConfiguredLevels levels) {
    this(path, source, unit, types, () -> levels);
  }

  /**
   * @param levels the log levels the module's default logging configuration switches on, read when
   *     a rule first asks
   */
  public SourceFile(
      Path path,
      String source,
      CompilationUnit unit,
      Types types,
      Supplier<ConfiguredLevels> levels) {
    this.path = path;
    this.unit = unit;
    this.source = source;
    this.types = types;
    this.levels = levels;
  }

  public CompilationUnit unit() {
    return unit;
  }

  public Types types() {
    return types;
  }

  /** The log levels the module's default logging configuration switches on, by category. */
  public ConfiguredLevels levels() {
    return levels.get();
  }

  /**
   * Every node of {@code type} in the file, in the order {@code findAll} gives: the rules share one
   * walk of the tree instead of each walking it again.
   */
  @SuppressWarnings("unchecked")
  public <T extends Node> List<T> all(Class<T> type) {
    if (nodes == null) {
      nodes = new ArrayList<>();
      unit.walk(nodes::add);
    }
    return (List<T>)
        nodesByType.computeIfAbsent(
            type, wanted -> nodes.stream().filter(wanted::isInstance).map(wanted::cast).toList());
  }

  public List<Finding> findings() {
    return List.copyOf(findings);
  }

  /**
   * Reports a finding at {@code node} unless a {@code @SuppressWarnings(ruleId)} encloses it. The
   * position is the one javac gives the same tree ({@link JavacPosition}), so that Error Prone and
   * the plugin put the same finding at the same line and column.
   */
  public void report(String ruleId, Node node, String message) {
    report(ruleId, node, message, Optional.empty());
  }

  /**
   * Reports a finding as {@link #report(String, Node, String)} does, with the change that fixes it.
   */
  public void report(String ruleId, Node node, String message, Optional<Fix> fix) {
    report(ruleId, node, message, fix, List.of(), "");
  }

  /**
   * Reports one finding at {@code node} that stands for the {@code related} nodes too (the other
   * request matchers of a security chain), each described by {@code relatedMessage}, as {@link
   * #report(String, Node, String)} does otherwise.
   */
  public void report(
      String ruleId, Node node, String message, List<Node> related, String relatedMessage) {
    report(ruleId, node, message, Optional.empty(), related, relatedMessage);
  }

  private void report(
      String ruleId,
      Node node,
      String message,
      Optional<Fix> fix,
      List<Node> related,
      String relatedMessage) {
    if (Suppressions.isSuppressed(node, ruleId)) {
      return;
    }
    Position at = position(node);
    lines();
    String snippet = at.line <= lines.length ? lines[at.line - 1].trim() : "";
    List<Finding.Related> places = new ArrayList<>();
    for (Node other : related) {
      Position place = position(other);
      places.add(new Finding.Related(place.line, place.column, relatedMessage));
    }
    findings.add(
        new Finding(
            ruleId, path, at.line, at.column, message, Members.of(node), snippet, fix, places));
  }

  /** The file's text as it was parsed. */
  public String source() {
    return source;
  }

  /** The file's lines, without line terminators; line {@code n} is at index {@code n - 1}. */
  public List<String> lines() {
    if (lines == null) {
      lines = source.split("\r\n|\r|\n", -1);
    }
    return Arrays.asList(lines);
  }

  /** Where javac puts a diagnostic about {@code node}: see {@link JavacPosition}. */
  public static Position position(Node node) {
    return JavacPosition.of(node);
  }
}
