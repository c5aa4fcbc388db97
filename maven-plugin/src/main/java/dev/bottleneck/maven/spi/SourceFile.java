package dev.bottleneck.maven.spi;

import com.github.javaparser.JavaToken;
import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.types.Types;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One parsed file under analysis: its types, and the findings its rules report. */
public final class SourceFile {
  private final Path path;
  private final CompilationUnit unit;
  private final String source;
  private String[] lines;
  private final Types types;
  private final List<Finding> findings = new ArrayList<>();
  private List<Node> nodes;
  private final Map<Class<?>, List<?>> nodesByType = new HashMap<>();

  public SourceFile(Path path, String source, CompilationUnit unit, Types types) {
    this.path = path;
    this.unit = unit;
    this.source = source;
    this.types = types;
  }

  public CompilationUnit unit() {
    return unit;
  }

  public Types types() {
    return types;
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
   * position is the one javac gives the same tree: a call in a chain sits at its method name.
   */
  public void report(String ruleId, Node node, String message) {
    if (Suppressions.isSuppressed(node, ruleId)) {
      return;
    }
    Position at = position(node);
    if (lines == null) {
      lines = source.split("\r\n|\r|\n", -1);
    }
    String snippet = at.line <= lines.length ? lines[at.line - 1].trim() : "";
    findings.add(new Finding(ruleId, path, at.line, at.column, message, Members.of(node), snippet));
  }

  /**
   * Where javac puts a diagnostic for this tree: a call at its method name (javac uses the opening
   * parenthesis, on the same line in any sane layout), a binary operation at its operator, anything
   * else at its start.
   */
  public static Position position(Node node) {
    if (node instanceof MethodCallExpr call && call.getName().getBegin().isPresent()) {
      return call.getName().getBegin().get();
    }
    if (node instanceof BinaryExpr binary) {
      Optional<Position> operator =
          binary
              .getLeft()
              .getTokenRange()
              .map(tokens -> tokens.getEnd().getNextToken())
              .flatMap(SourceFile::skipLayout)
              .flatMap(JavaToken::getRange)
              .map(range -> range.begin);
      if (operator.isPresent()) {
        return operator.get();
      }
    }
    return node.getBegin().orElse(Position.HOME);
  }

  private static Optional<JavaToken> skipLayout(Optional<JavaToken> token) {
    Optional<JavaToken> current = token;
    while (current.isPresent() && current.get().getCategory().isWhitespaceOrComment()) {
      current = current.get().getNextToken();
    }
    return current;
  }
}
