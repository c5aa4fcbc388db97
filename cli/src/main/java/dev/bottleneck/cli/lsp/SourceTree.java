package dev.bottleneck.cli.lsp;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.Expression;
import dev.bottleneck.maven.spi.JavacPosition;
import dev.bottleneck.maven.types.JavaParsers;
import java.util.Optional;

/**
 * A Java text parsed as the engine parses it, to find what a finding points at: the expression it
 * reports (whose end closes the diagnostic's range) and the declaration around it (where a
 * suppression goes). The engine reports a finding at the point javac gives the construct ({@link
 * JavacPosition}); the reported expression is the outermost one with that point.
 */
final class SourceTree {
  private final CompilationUnit unit;

  private SourceTree(CompilationUnit unit) {
    this.unit = unit;
  }

  /** The tree of {@code text}, or empty when it does not parse (or nests too deep to). */
  static Optional<SourceTree> parse(String text) {
    try {
      ParseResult<CompilationUnit> parsed =
          new JavaParser(
                  JavaParsers.unvalidated().setPreprocessUnicodeEscapes(text.contains("\\u")))
              .parse(text);
      return parsed.isSuccessful() ? parsed.getResult().map(SourceTree::new) : Optional.empty();
    } catch (RuntimeException | StackOverflowError unparsable) {
      return Optional.empty();
    }
  }

  /** The expression a finding at the engine's 1-based {@code line} and {@code column} reports. */
  Optional<Expression> reported(int line, int column) {
    Position at = new Position(line, column);
    Expression[] found = {null};
    try {
      unit.walk(
          Expression.class,
          expression -> {
            if (contains(expression, at)
                && JavacPosition.of(expression).equals(at)
                && (found[0] == null || contains(expression, found[0]))) {
              found[0] = expression;
            }
          });
    } catch (StackOverflowError tooDeep) {
      return Optional.empty();
    }
    return Optional.ofNullable(found[0]);
  }

  /**
   * The declaration that a {@code @SuppressWarnings} for {@code node} goes on: the method,
   * constructor or field around it, else its class (for an initializer block, say).
   */
  static Optional<BodyDeclaration<?>> suppressible(Node node) {
    for (Node at = node; at != null; at = at.getParentNode().orElse(null)) {
      if (at instanceof CallableDeclaration<?>
          || at instanceof FieldDeclaration
          || at instanceof TypeDeclaration<?>) {
        return Optional.of((BodyDeclaration<?>) at);
      }
    }
    return Optional.empty();
  }

  private static boolean contains(Node outer, Position at) {
    return outer.getRange().map(range -> range.contains(at)).orElse(false);
  }

  private static boolean contains(Node outer, Node inner) {
    return outer.getRange().flatMap(o -> inner.getRange().map(o::contains)).orElse(false);
  }
}
