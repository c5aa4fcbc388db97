package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompoundAssignmentTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IfTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.UnaryTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import com.sun.tools.javac.code.Flags;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import dev.bottleneck.catalog.facts.LogApis.Family;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;

/**
 * Decides whether a log call only runs when its level is enabled. A guard of a level covers calls
 * at that level and at more severe ones: {@code isDebugEnabled()} being true says that debug, info
 * and warn are on, but says nothing about trace.
 */
final class LogGuards {
  private LogGuards() {}

  /**
   * True when an enclosing if, or an early exit before the call, tests the call's level, or when
   * the call sits in a private helper that only guarded code calls.
   */
  static boolean isGuarded(LogCall call, VisitorState state) {
    return isGuarded(state.getPath(), call, state, new HashSet<>());
  }

  private static boolean isGuarded(
      TreePath path, LogCall call, VisitorState state, Set<MethodSymbol> seen) {
    Tree child = path.getLeaf();
    for (TreePath parentPath = path.getParentPath();
        parentPath != null;
        parentPath = parentPath.getParentPath()) {
      Tree parent = parentPath.getLeaf();
      if (parent instanceof MethodTree method) {
        return onlyGuardedCallers(ASTHelpers.getSymbol(method), call, state, seen);
      }
      if (parent instanceof ClassTree) {
        return false;
      }
      if (guardsChild(parent, child, call, state)) {
        return true;
      }
      child = parent;
    }
    return false;
  }

  /**
   * A private helper ({@code if (wireLog.isDebugEnabled()) logData(bytes);}) runs only where its
   * callers in the file run; a cycle of helpers proves nothing.
   */
  private static boolean onlyGuardedCallers(
      MethodSymbol method, LogCall call, VisitorState state, Set<MethodSymbol> seen) {
    if (!method.getModifiers().contains(Modifier.PRIVATE) || !seen.add(method)) {
      return false;
    }
    List<TreePath> uses = RunsOnce.usesOf(method, state);
    return !uses.isEmpty() && uses.stream().allMatch(use -> isGuarded(use, call, state, seen));
  }

  private static boolean guardsChild(Tree parent, Tree child, LogCall call, VisitorState state) {
    if (parent instanceof IfTree ifTree) {
      return (child == ifTree.getThenStatement()
              && implies(ifTree.getCondition(), true, call, state))
          || (child == ifTree.getElseStatement()
              && implies(ifTree.getCondition(), false, call, state));
    }
    if (parent instanceof ConditionalExpressionTree conditional) {
      return (child == conditional.getTrueExpression()
              && implies(conditional.getCondition(), true, call, state))
          || (child == conditional.getFalseExpression()
              && implies(conditional.getCondition(), false, call, state));
    }
    if (parent instanceof BinaryTree binary
        && binary.getKind() == Tree.Kind.CONDITIONAL_AND
        && child == binary.getRightOperand()) {
      return implies(binary.getLeftOperand(), true, call, state);
    }
    if (parent instanceof BlockTree block) {
      for (StatementTree statement : block.getStatements()) {
        if (statement == child) {
          return false;
        }
        if (isEarlyExit(statement, call, state)) {
          return true;
        }
      }
    }
    return false;
  }

  /** {@code if (!log.isDebugEnabled()) return;} and its braced, throwing and looping forms. */
  private static boolean isEarlyExit(StatementTree statement, LogCall call, VisitorState state) {
    return statement instanceof IfTree ifTree
        && ifTree.getElseStatement() == null
        && alwaysExits(ifTree.getThenStatement())
        && implies(ifTree.getCondition(), false, call, state);
  }

  private static boolean alwaysExits(StatementTree statement) {
    return switch (statement.getKind()) {
      case RETURN, THROW, BREAK, CONTINUE -> true;
      case BLOCK -> {
        var statements = ((BlockTree) statement).getStatements();
        yield !statements.isEmpty() && alwaysExits(statements.get(statements.size() - 1));
      }
      default -> false;
    };
  }

  /** Whether {@code condition} having the value {@code when} proves the call's level enabled. */
  private static boolean implies(
      ExpressionTree condition, boolean when, LogCall call, VisitorState state) {
    ExpressionTree expression = ASTHelpers.stripParentheses(condition);
    switch (expression.getKind()) {
      case LOGICAL_COMPLEMENT:
        return implies(((UnaryTree) expression).getExpression(), !when, call, state);
      case CONDITIONAL_AND:
        {
          BinaryTree and = (BinaryTree) expression;
          return when
              && (implies(and.getLeftOperand(), true, call, state)
                  || implies(and.getRightOperand(), true, call, state));
        }
      case CONDITIONAL_OR:
        {
          BinaryTree or = (BinaryTree) expression;
          return when
              ? implies(or.getLeftOperand(), true, call, state)
                  && implies(or.getRightOperand(), true, call, state)
              : implies(or.getLeftOperand(), false, call, state)
                  || implies(or.getRightOperand(), false, call, state);
        }
      case METHOD_INVOCATION:
        return when && testsLevel((MethodInvocationTree) expression, call, state);
      case MEMBER_SELECT:
        {
          // A static flag named through its class (Orders.DEBUG) is the same flag.
          Symbol field = ASTHelpers.getSymbol(expression);
          if (field == null || !field.isStatic()) {
            return false;
          }
        }
      // fall through
      case IDENTIFIER:
        {
          ExpressionTree initializer = guardVariableInitializer(expression, when, state);
          return initializer != null && implies(initializer, when, call, state);
        }
      default:
        return false;
    }
  }

  private static boolean testsLevel(MethodInvocationTree guard, LogCall call, VisitorState state) {
    Family family = call.family();
    if (!LogCall.isLoggerMethod(family, guard, state)
        || !sameLogger(ASTHelpers.getReceiver(guard), call.logger(), state)) {
      return false;
    }
    String name = ASTHelpers.getSymbol(guard).getSimpleName().toString();
    return LogCall.guardLevelOf(family, guard, name, state)
        .filter(level -> level.covers(call.level()))
        .isPresent();
  }

  private static boolean sameLogger(ExpressionTree a, ExpressionTree b, VisitorState state) {
    if (a == null || b == null) {
      return a == b;
    }
    Symbol first = ASTHelpers.getSymbol(a);
    Symbol second = ASTHelpers.getSymbol(b);
    if (first instanceof VarSymbol && second instanceof VarSymbol) {
      return first.equals(second);
    }
    return Objects.equals(state.getSourceForNode(a), state.getSourceForNode(b));
  }

  /**
   * The initializer of a boolean that caches a guard ({@code boolean debug =
   * log.isDebugEnabled();}, or a {@code static final} field), if the variable never changes after
   * it. When the variable is tested for true, a local that is only ever set to {@code false} after
   * it counts too ({@code boolean logSetter = isSetter && log.isDebugEnabled(); ... if (ignored)
   * logSetter = false;}): clearing a flag cannot make it claim a level that its initializer did not
   * prove.
   */
  private static ExpressionTree guardVariableInitializer(
      ExpressionTree identifier, boolean when, VisitorState state) {
    Symbol symbol = ASTHelpers.getSymbol(identifier);
    if (!(symbol instanceof VarSymbol variable)) {
      return null;
    }
    boolean unchanging = isUnchanging(variable);
    if (!unchanging && !(when && variable.getKind() == ElementKind.LOCAL_VARIABLE)) {
      return null;
    }
    VariableTree[] found = new VariableTree[1];
    boolean[] set = new boolean[1];
    List<ExpressionTree> assigned = new ArrayList<>();
    new TreeScanner<Void, Void>() {
      @Override
      public Void visitVariable(VariableTree tree, Void unused) {
        if (variable.equals(ASTHelpers.getSymbol(tree))) {
          found[0] = tree;
        }
        return super.visitVariable(tree, unused);
      }

      @Override
      public Void visitAssignment(AssignmentTree tree, Void unused) {
        if (variable.equals(ASTHelpers.getSymbol(tree.getVariable()))) {
          assigned.add(tree.getExpression());
          set[0] |=
              !Boolean.FALSE.equals(ASTHelpers.constValue(tree.getExpression(), Boolean.class));
        }
        return super.visitAssignment(tree, unused);
      }

      @Override
      public Void visitCompoundAssignment(CompoundAssignmentTree tree, Void unused) {
        if (variable.equals(ASTHelpers.getSymbol(tree.getVariable()))) {
          set[0] = true;
        }
        return super.visitCompoundAssignment(tree, unused);
      }
    }.scan(state.getPath().getCompilationUnit(), null);
    if (found[0] == null || !unchanging && set[0]) {
      return null;
    }
    // A final field without an initializer is assigned once, in an initializer block: static {
    // DEBUG = log.isDebugEnabled(); }. Several assignments (one per branch) prove nothing alone.
    if (found[0].getInitializer() == null && assigned.size() == 1) {
      return assigned.get(0);
    }
    return found[0].getInitializer();
  }

  private static boolean isUnchanging(VarSymbol variable) {
    if ((variable.flags() & Flags.FINAL) != 0) {
      return true;
    }
    return variable.getKind() == ElementKind.LOCAL_VARIABLE
        && (variable.flags() & Flags.EFFECTIVELY_FINAL) != 0;
  }
}
