package dev.bottleneck.maven.rules;

import static dev.bottleneck.maven.rules.EagerLogMessageRule.unwrap;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NullLiteralExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.ThrowStmt;
import dev.bottleneck.catalog.facts.AsyncApis;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether an executor-less async call is the fallback of a null check of an executor ({@link
 * AsyncApis#executorArity}): it runs only when the checked value is null, and the branch taken
 * otherwise passes that value as the executor of the same method. The walk stops at the enclosing
 * lambda or method: a branch outside a lambda does not decide when its body runs.
 */
final class ExecutorFallbacks {
  private ExecutorFallbacks() {}

  /** A null check: the value it tests and whether the test is {@code != null}. */
  private record NullCheck(Expression value, boolean nonNull) {}

  static boolean isFallback(Types types, MethodCallExpr call) {
    Node child = call;
    for (Node parent = call.getParentNode().orElse(null);
        parent != null && !(parent instanceof LambdaExpr || parent instanceof CallableDeclaration);
        child = parent, parent = parent.getParentNode().orElse(null)) {
      for (Executed branch : executorBranches(parent, child)) {
        if (passesExecutor(branch.code(), call, branch.check().value())
            && isSet(types, branch.check().value())) {
          return true;
        }
      }
    }
    return false;
  }

  /** Code that runs when the value a check tests is not null, where {@code child} runs if null. */
  private record Executed(NullCheck check, List<? extends Node> code) {}

  private static List<Executed> executorBranches(Node parent, Node child) {
    List<Executed> branches = new ArrayList<>();
    if (parent instanceof ConditionalExpr choice) {
      nullCheck(choice.getCondition())
          .filter(check -> child == (check.nonNull() ? choice.getElseExpr() : choice.getThenExpr()))
          .ifPresent(
              check ->
                  branches.add(
                      new Executed(
                          check,
                          List.of(check.nonNull() ? choice.getThenExpr() : choice.getElseExpr()))));
    } else if (parent instanceof IfStmt branch) {
      nullCheck(branch.getCondition())
          .ifPresent(check -> ifBranch(branch, child, check).ifPresent(branches::add));
    } else if (parent instanceof BlockStmt block && child instanceof Statement statement) {
      NodeList<Statement> statements = block.getStatements();
      for (Statement earlier : statements.subList(0, statements.indexOf(statement))) {
        if (earlier instanceof IfStmt branch
            && branch.getElseStmt().isEmpty()
            && endsAbruptly(branch.getThenStmt())) {
          nullCheck(branch.getCondition())
              .filter(NullCheck::nonNull)
              .ifPresent(check -> branches.add(new Executed(check, List.of(branch.getThenStmt()))));
        }
      }
    }
    return branches;
  }

  /**
   * {@code if (v != null) A else B} with the call in B, or {@code if (v == null) B else A}; without
   * an else, {@code if (v == null) { B; return; } A} in a block.
   */
  private static Optional<Executed> ifBranch(IfStmt branch, Node child, NullCheck check) {
    if (check.nonNull()) {
      return branch.getElseStmt().filter(other -> other == child).isPresent()
          ? Optional.of(new Executed(check, List.of(branch.getThenStmt())))
          : Optional.empty();
    }
    if (child != branch.getThenStmt()) {
      return Optional.empty();
    }
    if (branch.getElseStmt().isPresent()) {
      return Optional.of(new Executed(check, List.of(branch.getElseStmt().get())));
    }
    if (endsAbruptly(branch.getThenStmt())
        && branch.getParentNode().orElse(null) instanceof BlockStmt block) {
      NodeList<Statement> statements = block.getStatements();
      return Optional.of(
          new Executed(
              check, statements.subList(statements.indexOf(branch) + 1, statements.size())));
    }
    return Optional.empty();
  }

  private static boolean endsAbruptly(Statement statement) {
    Statement last = statement;
    if (statement instanceof BlockStmt block) {
      if (block.getStatements().isEmpty()) {
        return false;
      }
      last = block.getStatements().getLast().orElseThrow();
    }
    return last instanceof ReturnStmt || last instanceof ThrowStmt;
  }

  /** {@code v != null}, {@code null == this.v}...: a name or a field of {@code this}. */
  private static Optional<NullCheck> nullCheck(Expression condition) {
    Expression test = unwrap(condition);
    if (!(test instanceof BinaryExpr binary)
        || binary.getOperator() != BinaryExpr.Operator.EQUALS
            && binary.getOperator() != BinaryExpr.Operator.NOT_EQUALS) {
      return Optional.empty();
    }
    Expression left = unwrap(binary.getLeft());
    Expression right = unwrap(binary.getRight());
    Expression value = left instanceof NullLiteralExpr ? right : left;
    if (!(left instanceof NullLiteralExpr || right instanceof NullLiteralExpr)
        || valueName(value).isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new NullCheck(value, binary.getOperator() == BinaryExpr.Operator.NOT_EQUALS));
  }

  /** The name of a value the check can test: {@code v} or {@code this.v}. */
  private static Optional<String> valueName(Expression expression) {
    Expression value = unwrap(expression);
    if (value instanceof NameExpr name) {
      return Optional.of(name.getNameAsString());
    }
    if (value instanceof FieldAccessExpr field && field.getScope() instanceof ThisExpr self) {
      return self.getTypeName().isEmpty() ? Optional.of(field.getNameAsString()) : Optional.empty();
    }
    return Optional.empty();
  }

  /** Whether the code calls the same method with the checked value as its executor. */
  private static boolean passesExecutor(
      List<? extends Node> code, MethodCallExpr fallback, Expression value) {
    String name = fallback.getNameAsString();
    int arity = AsyncApis.executorArity(name).orElseThrow();
    Optional<String> checked = valueName(value);
    return code.stream()
        .flatMap(node -> node.findAll(MethodCallExpr.class).stream())
        .anyMatch(
            call ->
                call.getNameAsString().equals(name)
                    && call.getArguments().size() == arity
                    && valueName(call.getArgument(arity - 1)).equals(checked));
  }

  /**
   * Whether something may set the value: a parameter or local, a field declared elsewhere, or a
   * field of this class that is final, annotated (injected) or given a value other than null.
   */
  private static boolean isSet(Types types, Expression value) {
    Optional<VariableDeclarator> field = fieldOf(types, unwrap(value));
    if (field.isEmpty()) {
      return true;
    }
    VariableDeclarator variable = field.get();
    if (variable.getInitializer().filter(init -> !(init instanceof NullLiteralExpr)).isPresent()) {
      return true;
    }
    Optional<FieldDeclaration> declaration = variable.findAncestor(FieldDeclaration.class);
    if (declaration.filter(f -> f.isFinal() || !f.getAnnotations().isEmpty()).isPresent()) {
      return true;
    }
    String name = variable.getNameAsString();
    return variable
        .findAncestor(TypeDeclaration.class)
        .map(
            type ->
                type.findFirst(
                        AssignExpr.class,
                        assign ->
                            valueName(assign.getTarget()).filter(name::equals).isPresent()
                                && !(assign.getValue() instanceof NullLiteralExpr))
                    .isPresent())
        .orElse(true);
  }

  /**
   * The declaration of the field the value ({@code v} or {@code this.v}) reads, if it is one of a
   * class in this file.
   */
  static Optional<VariableDeclarator> fieldOf(Types types, Expression value) {
    if (value instanceof NameExpr name) {
      return types
          .variable(name)
          .filter(Variables.Variable::field)
          .map(Variables.Variable::declaration)
          .filter(VariableDeclarator.class::isInstance)
          .map(VariableDeclarator.class::cast);
    }
    String name = ((FieldAccessExpr) value).getNameAsString();
    return value
        .findAncestor(TypeDeclaration.class)
        .flatMap(type -> ((TypeDeclaration<?>) type).getFieldByName(name))
        .flatMap(
            field ->
                field.getVariables().stream()
                    .filter(v -> v.getNameAsString().equals(name))
                    .findFirst());
  }
}
