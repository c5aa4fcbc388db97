package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LiteralExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Tells a {@code new AntPathMatcher()} that matches only the names of files, resources or archive
 * entries ({@link PathMatchers#FILE_NAME_TYPES}), and so is no request matcher. Silence must be
 * proven: the matcher is used right away, or held by a local variable or a private field; every use
 * is a call of a matching method ({@link PathMatchers#PATH_ARGUMENTS}) or of one that only sets it
 * up ({@link PathMatchers#PATTERN_METHODS}); at least one matches; and every matched path is a
 * string taken from a file-like value, or is matched by code that runs once ({@link RunsOnce}: a
 * start-up listener that checks the application's own handler patterns matches no request). A
 * matcher that is handed on, returned, matched against a parameter or a request path, or whose uses
 * cannot be found, is reported.
 */
final class FileNameMatchers {
  /** How many local variables a matched path is followed through to its origin. */
  private static final int VARIABLE_DEPTH = 3;

  private final Types types;

  FileNameMatchers(Types types) {
    this.types = types;
  }

  /** Whether {@code creation}, an {@code AntPathMatcher} constructor, matches only file names. */
  boolean matchesOnlyFileNames(ObjectCreationExpr creation) {
    if (creation.getAnonymousClassBody().isPresent()) {
      return false;
    }
    Optional<List<Expression>> uses = uses(creation);
    if (uses.isEmpty() || uses.get().isEmpty()) {
      return false;
    }
    boolean matches = false;
    for (Expression use : uses.get()) {
      if (!(use.getParentNode().orElse(null) instanceof MethodCallExpr call)
          || call.getScope().orElse(null) != use) {
        return false;
      }
      Integer path = PathMatchers.PATH_ARGUMENTS.get(call.getNameAsString());
      if (path == null) {
        if (!PathMatchers.PATTERN_METHODS.contains(call.getNameAsString())) {
          return false;
        }
        continue;
      }
      if (call.getArguments().size() <= path
          || !(namesFile(call.getArgument(path), VARIABLE_DEPTH)
              // The matcher's use, as Error Prone judges it: the call's result stored into a
              // field says nothing of how often the call runs.
              || RunsOnce.runsOnce(types, use))) {
        return false;
      }
      matches = true;
    }
    return matches;
  }

  /**
   * The expressions that stand for the created matcher: the creation itself when a method is called
   * on it right away, else the references to the local variable or private field it initializes;
   * empty when they cannot all be found.
   */
  private Optional<List<Expression>> uses(ObjectCreationExpr creation) {
    Node parent = creation.getParentNode().orElse(null);
    if (parent instanceof MethodCallExpr call && call.getScope().orElse(null) == creation) {
      return Optional.of(List.of(creation));
    }
    if (!(parent instanceof VariableDeclarator variable)
        || variable.getInitializer().orElse(null) != creation) {
      return Optional.empty();
    }
    Node declaration = variable.getParentNode().orElse(null);
    Optional<Node> scope = Optional.empty();
    if (declaration instanceof FieldDeclaration field && field.isPrivate()) {
      scope = field.getParentNode().filter(TypeDeclaration.class::isInstance);
    } else if (declaration instanceof VariableDeclarationExpr) {
      scope = declaration.findAncestor(BlockStmt.class).map(Node.class::cast);
    }
    return scope.map(node -> references(node, variable));
  }

  /** The names below {@code scope} that refer to {@code variable}, and {@code this.name}. */
  private List<Expression> references(Node scope, VariableDeclarator variable) {
    String name = variable.getNameAsString();
    List<Expression> references = new ArrayList<>();
    for (NameExpr reference : scope.findAll(NameExpr.class)) {
      if (reference.getNameAsString().equals(name)
          && types
              .variable(reference)
              .filter(found -> found.declaration() == variable)
              .isPresent()) {
        references.add(reference);
      }
    }
    for (FieldAccessExpr access : scope.findAll(FieldAccessExpr.class)) {
      if (access.getScope() instanceof ThisExpr && access.getNameAsString().equals(name)) {
        references.add(access);
      }
    }
    return references;
  }

  /**
   * Whether {@code path} is taken from a file-like value: a chain of calls on one ({@code
   * root.relativize(file).toString()}), a local variable initialized so, or a concatenation of such
   * strings and literals.
   */
  private boolean namesFile(Expression path, int depth) {
    Expression expression = path;
    while (expression instanceof EnclosedExpr enclosed) {
      expression = enclosed.getInner();
    }
    if (isFileLike(expression)) {
      return true;
    }
    if (expression instanceof MethodCallExpr call) {
      return call.getScope().filter(scope -> namesFile(scope, depth)).isPresent();
    }
    if (expression instanceof NameExpr name && depth > 0) {
      return types
          .variable(name)
          .filter(variable -> !variable.field())
          .flatMap(Variables.Variable::initializer)
          .filter(initializer -> namesFile(initializer, depth - 1))
          .isPresent();
    }
    if (expression instanceof BinaryExpr sum && sum.getOperator() == BinaryExpr.Operator.PLUS) {
      return namesFileOrIsLiteral(sum.getLeft(), depth)
          && namesFileOrIsLiteral(sum.getRight(), depth);
    }
    return false;
  }

  private boolean namesFileOrIsLiteral(Expression operand, int depth) {
    return operand instanceof LiteralExpr || namesFile(operand, depth);
  }

  private boolean isFileLike(Expression expression) {
    if (expression instanceof LiteralExpr) {
      return false;
    }
    Optional<String> type = types.typeOf(expression);
    return type.isPresent()
        && PathMatchers.FILE_NAME_TYPES.stream()
            .anyMatch(fileType -> types.isSubtype(type.get(), fileType));
  }
}
