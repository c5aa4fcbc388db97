package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.InitializerDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.BooleanLiteralExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.BreakStmt;
import com.github.javaparser.ast.stmt.ContinueStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.ThrowStmt;
import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.catalog.facts.LogLevel;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a log call only runs when its level is enabled: inside an {@code if} (or {@code ?:})
 * whose condition requires {@code isXEnabled()}, {@code isLoggable(L)}, {@code isEnabled(L)} or
 * {@code isEnabledForLevel(L)} of the same logger, alone or in a {@code &&}; in the {@code else} of
 * the negation; after an early exit {@code if (!log.isDebugEnabled()) return;} earlier in an
 * enclosing block; through a local boolean that holds such a check and is never reassigned; or in a
 * private helper whose every call in the file is guarded so (a cycle proves nothing). A guard
 * covers calls at its own level or a more severe one: {@code isDebugEnabled()} proves nothing about
 * a trace call.
 */
final class LogGuards {
  private final Types types;
  private final String logger;
  private final Family family;
  private final LogLevel level;
  private final Set<MethodDeclaration> seen = Collections.newSetFromMap(new IdentityHashMap<>());

  private LogGuards(Types types, String logger, Family family, LogLevel level) {
    this.types = types;
    this.logger = logger;
    this.family = family;
    this.level = level;
  }

  static boolean isGuarded(Types types, LogCalls.LogCall call) {
    return new LogGuards(types, LogCalls.loggerKey(call.logger()), call.family(), call.level())
        .guarded(call.call());
  }

  private boolean guarded(Node call) {
    Node child = call;
    Node parent = call.getParentNode().orElse(null);
    for (;
        parent != null
            && !(parent instanceof CallableDeclaration<?>)
            && !(parent instanceof TypeDeclaration<?>);
        child = parent, parent = parent.getParentNode().orElse(null)) {
      if (parent instanceof IfStmt branch
          && (branch.getThenStmt() == child && requires(branch.getCondition())
              || branch.getElseStmt().orElse(null) == child && refutes(branch.getCondition()))) {
        return true;
      }
      if (parent instanceof ConditionalExpr choice
          && (choice.getThenExpr() == child && requires(choice.getCondition())
              || choice.getElseExpr() == child && refutes(choice.getCondition()))) {
        return true;
      }
      if (parent instanceof BinaryExpr and
          && and.getOperator() == BinaryExpr.Operator.AND
          && and.getRight() == child
          && requires(and.getLeft())) {
        return true;
      }
      if (parent instanceof BlockStmt block && exitsEarlier(block, child)) {
        return true;
      }
    }
    return parent instanceof MethodDeclaration method && onlyGuardedCallers(method);
  }

  /**
   * A private helper ({@code if (wireLog.isDebugEnabled()) logData(bytes);}) runs only where its
   * callers in the file run; a cycle of helpers proves nothing.
   */
  private boolean onlyGuardedCallers(MethodDeclaration method) {
    if (!method.isPrivate() || !seen.add(method)) {
      return false;
    }
    List<Node> uses = RunsOnce.usesOf(types, method);
    return !uses.isEmpty() && uses.stream().allMatch(this::guarded);
  }

  /** {@code if (!log.isDebugEnabled()) return;} before {@code child} in {@code block}. */
  private boolean exitsEarlier(BlockStmt block, Node child) {
    for (Statement statement : block.getStatements()) {
      if (statement == child) {
        return false;
      }
      if (statement instanceof IfStmt exit
          && exit.getElseStmt().isEmpty()
          && alwaysExits(exit.getThenStmt())
          && refutes(exit.getCondition())) {
        return true;
      }
    }
    return false;
  }

  private static boolean alwaysExits(Statement statement) {
    if (statement instanceof BlockStmt block) {
      return !block.getStatements().isEmpty() && alwaysExits(block.getStatements().getLast().get());
    }
    return statement instanceof ReturnStmt
        || statement instanceof ThrowStmt
        || statement instanceof ContinueStmt
        || statement instanceof BreakStmt;
  }

  /** True of the condition proves the call's level enabled. */
  private boolean requires(Expression condition) {
    if (condition instanceof EnclosedExpr enclosed) {
      return requires(enclosed.getInner());
    }
    if (condition instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.AND) {
      return requires(binary.getLeft()) || requires(binary.getRight());
    }
    if (condition instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.OR) {
      return requires(binary.getLeft()) && requires(binary.getRight());
    }
    if (condition instanceof UnaryExpr not
        && not.getOperator() == UnaryExpr.Operator.LOGICAL_COMPLEMENT) {
      return refutes(not.getExpression());
    }
    if (condition instanceof NameExpr || condition instanceof FieldAccessExpr) {
      return heldCheck(condition, true).map(this::requires).orElse(false);
    }
    return condition instanceof MethodCallExpr check && isEnabledCheck(check);
  }

  /** False of the condition proves the call's level enabled. */
  private boolean refutes(Expression condition) {
    if (condition instanceof EnclosedExpr enclosed) {
      return refutes(enclosed.getInner());
    }
    if (condition instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.OR) {
      return refutes(binary.getLeft()) || refutes(binary.getRight());
    }
    if (condition instanceof UnaryExpr not
        && not.getOperator() == UnaryExpr.Operator.LOGICAL_COMPLEMENT) {
      return requires(not.getExpression());
    }
    if (condition instanceof NameExpr || condition instanceof FieldAccessExpr) {
      return heldCheck(condition, false).map(this::refutes).orElse(false);
    }
    return false;
  }

  /**
   * The initializer of a boolean flag that never changes: a local that is never reassigned, a final
   * field, or a final field named through its class ({@code Orders.DEBUG}). When the flag is tested
   * for true, a local that is only ever set to {@code false} after it counts too: clearing a flag
   * cannot make it claim a level that its initializer did not prove.
   */
  private Optional<Expression> heldCheck(Expression condition, boolean whenTrue) {
    if (condition instanceof FieldAccessExpr access) {
      return ownFinalField(access);
    }
    NameExpr flag = (NameExpr) condition;
    Optional<Variables.Variable> variable = types.variable(flag);
    if (variable.isEmpty()) {
      return Optional.empty();
    }
    if (variable.get().field()) {
      boolean isFinal =
          variable
              .get()
              .declaration()
              .getParentNode()
              .filter(f -> f instanceof FieldDeclaration field && field.isFinal())
              .isPresent();
      if (!isFinal) {
        return Optional.empty();
      }
      return variable
          .get()
          .initializer()
          .or(() -> onlyAssignment(variable.get().declaration(), flag.getNameAsString()));
    }
    if (variable.get().initializer().isEmpty()) {
      return Optional.empty();
    }
    Optional<CallableDeclaration> scope =
        variable.get().declaration().findAncestor(CallableDeclaration.class);
    boolean reassigned =
        scope.isPresent()
            && scope.get().findAll(AssignExpr.class).stream()
                .anyMatch(
                    assign ->
                        assign.getTarget() instanceof NameExpr target
                            && target.getNameAsString().equals(flag.getNameAsString())
                            && !(whenTrue && clears(assign)));
    return reassigned ? Optional.empty() : variable.get().initializer();
  }

  /**
   * The value of the one assignment to a final field without an initializer, in an initializer
   * block of its class ({@code static { DEBUG = log.isDebugEnabled(); }}); several assignments (one
   * per branch) prove nothing alone.
   */
  private static Optional<Expression> onlyAssignment(Node field, String name) {
    Optional<TypeDeclaration<?>> owner = field.findAncestor(TypeDeclaration.class).map(t -> t);
    List<Expression> values =
        owner.stream()
            .flatMap(type -> type.getMembers().stream())
            .filter(InitializerDeclaration.class::isInstance)
            .flatMap(block -> block.findAll(AssignExpr.class).stream())
            .filter(assign -> assign.getOperator() == AssignExpr.Operator.ASSIGN)
            .filter(assign -> assignedName(assign.getTarget()).equals(name))
            .map(AssignExpr::getValue)
            .toList();
    return values.size() == 1 ? Optional.of(values.get(0)) : Optional.empty();
  }

  private static String assignedName(Expression target) {
    if (target instanceof NameExpr name) {
      return name.getNameAsString();
    }
    return target instanceof FieldAccessExpr access ? access.getNameAsString() : "";
  }

  /** {@code flag = false}. */
  private static boolean clears(AssignExpr assign) {
    return assign.getOperator() == AssignExpr.Operator.ASSIGN
        && assign.getValue() instanceof BooleanLiteralExpr value
        && !value.getValue();
  }

  private static Optional<Expression> ownFinalField(FieldAccessExpr access) {
    Expression scope = access.getScope();
    for (Node node = access.getParentNode().orElse(null);
        node != null;
        node = node.getParentNode().orElse(null)) {
      if (node instanceof TypeDeclaration<?> type
          && scope instanceof NameExpr name
          && name.getNameAsString().equals(type.getNameAsString())) {
        return type.getFieldByName(access.getNameAsString())
            .filter(FieldDeclaration::isFinal)
            .flatMap(
                field ->
                    field.getVariables().stream()
                        .filter(v -> v.getNameAsString().equals(access.getNameAsString()))
                        .findFirst())
            .flatMap(v -> v.getInitializer().or(() -> onlyAssignment(v, access.getNameAsString())));
      }
    }
    return Optional.empty();
  }

  private boolean isEnabledCheck(MethodCallExpr check) {
    if (check.getScope().isEmpty() || !LogCalls.loggerKey(check.getScope().get()).equals(logger)) {
      return false;
    }
    String name = check.getNameAsString();
    Optional<LogLevel> guard;
    if (check.getArguments().isEmpty()) {
      guard = family.levelOfGuardMethod(name);
    } else if (family.levelArgumentGuards().contains(name)) {
      guard = LogCalls.levelConstant(family, check.getArgument(0));
    } else {
      return false;
    }
    return guard.filter(g -> g.covers(level)).isPresent();
  }
}
