package dev.bottleneck.cli.lsp;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.ArrayInitializerExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MarkerAnnotationExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithAnnotations;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.spi.Suppressions;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;

/**
 * The edit that suppresses a finding with {@code @SuppressWarnings("RuleId")} on the declaration
 * around it (see {@link SourceTree#suppressible}): the id joins the keys of a {@code
 * SuppressWarnings} the declaration has, else the annotation goes on a line of its own above the
 * declaration, indented as it is. Every engine of bottleneck honours the key.
 */
final class Suppression {
  private Suppression() {}

  static String title(String ruleId) {
    return "Suppress with @SuppressWarnings(\"" + ruleId + "\")";
  }

  /** The edits for {@code finding} in {@code text}; empty where the text does not parse. */
  static Optional<List<TextEdit>> edits(String text, Finding finding) {
    TextLines lines = new TextLines(text);
    return SourceTree.parse(text)
        .flatMap(tree -> tree.reported(finding.line(), finding.column()))
        .flatMap(SourceTree::suppressible)
        .flatMap(declaration -> edit(declaration, finding.ruleId(), lines));
  }

  private static Optional<List<TextEdit>> edit(
      BodyDeclaration<?> declaration, String ruleId, TextLines lines) {
    String key = "\"" + ruleId + "\"";
    for (AnnotationExpr annotation : ((NodeWithAnnotations<?>) declaration).getAnnotations()) {
      if (Suppressions.isSuppressWarnings(annotation)) {
        return merged(annotation, key, lines);
      }
    }
    return declaration
        .getBegin()
        .map(
            begin -> {
              Position at = lines.position(begin.line, begin.column);
              String line = lines.line(at.getLine());
              String before = line.substring(0, at.getCharacter());
              String annotation = "@SuppressWarnings(" + key + ")";
              String inserted =
                  before.isBlank() ? annotation + lines.separator() + before : annotation + " ";
              return List.of(insert(at, inserted));
            });
  }

  /** The annotation with {@code key} among its keys. */
  private static Optional<List<TextEdit>> merged(
      AnnotationExpr annotation, String key, TextLines lines) {
    if (annotation instanceof MarkerAnnotationExpr) {
      return replace(annotation, "@" + annotation.getNameAsString() + "(" + key + ")", lines);
    }
    Expression value = Suppressions.value(annotation).orElse(null);
    if (value instanceof ArrayInitializerExpr array) {
      if (array.getValues().isEmpty()) {
        return replace(array, "{" + key + "}", lines);
      }
      Expression last = array.getValues().getLast().orElseThrow();
      return last.getEnd()
          .map(end -> List.of(insert(lines.position(end.line, end.column + 1), ", " + key)));
    }
    if (value == null) {
      return Optional.empty();
    }
    // One key becomes an array of two: braces around the key as written, then the new one.
    return value
        .getRange()
        .map(
            range ->
                List.of(
                    insert(lines.position(range.begin.line, range.begin.column), "{"),
                    insert(
                        lines.position(range.end.line, range.end.column + 1), ", " + key + "}")));
  }

  private static Optional<List<TextEdit>> replace(Node node, String text, TextLines lines) {
    return node.getRange()
        .map(
            range ->
                List.of(
                    new TextEdit(
                        new Range(
                            lines.position(range.begin.line, range.begin.column),
                            lines.position(range.end.line, range.end.column + 1)),
                        text)));
  }

  private static TextEdit insert(Position at, String text) {
    return new TextEdit(new Range(at, at), text);
  }
}
