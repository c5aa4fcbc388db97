package dev.bottleneck.maven.spi;

import com.github.javaparser.GeneratedJavaParserConstants;
import com.github.javaparser.JavaToken;
import com.github.javaparser.Position;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.ArrayAccessExpr;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.InstanceOfExpr;
import com.github.javaparser.ast.expr.MemberValuePair;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import java.util.Optional;

/**
 * The point javac gives a diagnostic about a tree (its "preferred position"), which Error Prone
 * reports and every IDE underlines, found in the JavaParser tree: a call at the {@code (} after its
 * name, a constructor call at {@code new}, an operator expression at its operator (a {@code +}
 * whose string literals javac folds at its right operand, see {@link FoldedConcatenation}), a
 * member access at its {@code .}, a type declaration at its keyword ({@code class}, {@code
 * interface}, ...), another declaration at its name, anything else at its first character. Lines
 * and columns are 1-based; a column counts UTF-16 code units, a tab as one, as SARIF does.
 */
public final class JavacPosition {
  private JavacPosition() {}

  public static Position of(Node node) {
    return preferred(node).or(node::getBegin).orElse(Position.HOME);
  }

  private static Optional<Position> preferred(Node node) {
    if (node instanceof MethodCallExpr call) {
      return after(call.getName());
    }
    if (node instanceof ObjectCreationExpr creation) {
      return creation.getScope().isPresent()
          ? following(creation.getScope().get(), GeneratedJavaParserConstants.NEW)
          : Optional.empty();
    }
    if (node instanceof BinaryExpr binary) {
      return FoldedConcatenation.of(binary).or(() -> after(binary.getLeft()));
    }
    if (node instanceof AssignExpr assignment) {
      return after(assignment.getTarget());
    }
    if (node instanceof ConditionalExpr conditional) {
      return after(conditional.getCondition());
    }
    if (node instanceof FieldAccessExpr access) {
      return after(access.getScope());
    }
    if (node instanceof ArrayAccessExpr access) {
      return after(access.getName());
    }
    if (node instanceof InstanceOfExpr test) {
      return after(test.getExpression());
    }
    if (node instanceof UnaryExpr unary && unary.isPostfix()) {
      return after(unary.getExpression());
    }
    if (node instanceof MemberValuePair pair) {
      return after(pair.getName());
    }
    if (node instanceof TypeDeclaration<?> type) {
      return keywordBefore(type.getName());
    }
    return declaredName(node).flatMap(Node::getBegin);
  }

  /** The name javac places a declaration's diagnostics at; for several variables, the first's. */
  private static Optional<Node> declaredName(Node node) {
    if (node instanceof CallableDeclaration<?> callable) {
      return Optional.of(callable.getName());
    }
    if (node instanceof VariableDeclarator variable) {
      return Optional.of(variable.getName());
    }
    if (node instanceof Parameter parameter) {
      return Optional.of(parameter.getName());
    }
    if (node instanceof EnumConstantDeclaration constant) {
      return Optional.of(constant.getName());
    }
    if (node instanceof FieldDeclaration field) {
      return Optional.of(field.getVariable(0).getName());
    }
    if (node instanceof VariableDeclarationExpr declaration) {
      return Optional.of(declaration.getVariable(0).getName());
    }
    return Optional.empty();
  }

  /** The first token after {@code node} that is neither whitespace nor a comment. */
  private static Optional<Position> after(Node node) {
    return node.getTokenRange()
        .flatMap(tokens -> code(tokens.getEnd().getNextToken()))
        .flatMap(JavaToken::getRange)
        .map(range -> range.begin);
  }

  /** The keyword that declares the type {@code name}; {@code interface} for {@code @interface}. */
  private static Optional<Position> keywordBefore(Node name) {
    return name.getTokenRange()
        .flatMap(tokens -> codeBefore(tokens.getBegin().getPreviousToken()))
        .flatMap(JavaToken::getRange)
        .map(range -> range.begin);
  }

  /** The first token of {@code kind} after {@code node}. */
  private static Optional<Position> following(Node node, int kind) {
    Optional<JavaToken> token =
        node.getTokenRange().flatMap(tokens -> tokens.getEnd().getNextToken());
    while (token.isPresent() && token.get().getKind() != kind) {
      token = token.get().getNextToken();
    }
    return token.flatMap(JavaToken::getRange).map(range -> range.begin);
  }

  private static Optional<JavaToken> code(Optional<JavaToken> token) {
    Optional<JavaToken> current = token;
    while (current.isPresent() && current.get().getCategory().isWhitespaceOrComment()) {
      current = current.get().getNextToken();
    }
    return current;
  }

  private static Optional<JavaToken> codeBefore(Optional<JavaToken> token) {
    Optional<JavaToken> current = token;
    while (current.isPresent() && current.get().getCategory().isWhitespaceOrComment()) {
      current = current.get().getPreviousToken();
    }
    return current;
  }
}
