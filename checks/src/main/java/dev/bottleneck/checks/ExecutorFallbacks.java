package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.IfTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.ThrowTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import com.sun.tools.javac.code.Flags;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import dev.bottleneck.catalog.facts.AsyncApis;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.ElementKind;

/**
 * Whether an executor-less async call is the fallback of a null check of an executor ({@link
 * AsyncApis#executorArity}): it runs only when the checked value is null, and the branch taken
 * otherwise passes that value as the executor of the same method. The walk stops at the enclosing
 * lambda or method: a branch outside a lambda does not decide when its body runs.
 */
final class ExecutorFallbacks {
  private ExecutorFallbacks() {}

  /** A null check: the variable it tests and whether the test is {@code != null}. */
  private record NullCheck(VarSymbol value, boolean nonNull) {}

  /** Code that runs when the value a check tests is not null, where the call runs if null. */
  private record Executed(NullCheck check, List<? extends Tree> code) {}

  static boolean isFallback(MethodInvocationTree call, VisitorState state) {
    Tree child = call;
    for (TreePath path = state.getPath().getParentPath();
        path != null
            && !(path.getLeaf() instanceof LambdaExpressionTree
                || path.getLeaf() instanceof MethodTree);
        child = path.getLeaf(), path = path.getParentPath()) {
      for (Executed branch : executorBranches(path, child)) {
        if (passesExecutor(branch.code(), call, branch.check().value())
            && isSet(branch.check().value(), state)) {
          return true;
        }
      }
    }
    return false;
  }

  private static List<Executed> executorBranches(TreePath path, Tree child) {
    List<Executed> branches = new ArrayList<>();
    Tree parent = path.getLeaf();
    if (parent instanceof ConditionalExpressionTree choice) {
      NullCheck check = nullCheck(choice.getCondition());
      if (check != null
          && child
              == (check.nonNull() ? choice.getFalseExpression() : choice.getTrueExpression())) {
        branches.add(
            new Executed(
                check,
                List.of(
                    check.nonNull() ? choice.getTrueExpression() : choice.getFalseExpression())));
      }
    } else if (parent instanceof IfTree branch) {
      NullCheck check = nullCheck(branch.getCondition());
      Executed executed = check == null ? null : ifBranch(path, branch, child, check);
      if (executed != null) {
        branches.add(executed);
      }
    } else if (parent instanceof BlockTree block && child instanceof StatementTree statement) {
      List<? extends StatementTree> statements = block.getStatements();
      for (StatementTree earlier : statements.subList(0, statements.indexOf(statement))) {
        NullCheck check =
            earlier instanceof IfTree branch
                    && branch.getElseStatement() == null
                    && endsAbruptly(branch.getThenStatement())
                ? nullCheck(branch.getCondition())
                : null;
        if (check != null && check.nonNull()) {
          branches.add(new Executed(check, List.of(((IfTree) earlier).getThenStatement())));
        }
      }
    }
    return branches;
  }

  /**
   * {@code if (v != null) A else B} with the call in B, or {@code if (v == null) B else A}; without
   * an else, {@code if (v == null) { B; return; } A} in a block.
   */
  private static Executed ifBranch(TreePath path, IfTree branch, Tree child, NullCheck check) {
    if (check.nonNull()) {
      return child == branch.getElseStatement()
          ? new Executed(check, List.of(branch.getThenStatement()))
          : null;
    }
    if (child != branch.getThenStatement()) {
      return null;
    }
    if (branch.getElseStatement() != null) {
      return new Executed(check, List.of(branch.getElseStatement()));
    }
    if (endsAbruptly(branch.getThenStatement())
        && path.getParentPath().getLeaf() instanceof BlockTree block) {
      List<? extends StatementTree> statements = block.getStatements();
      return new Executed(
          check, statements.subList(statements.indexOf(branch) + 1, statements.size()));
    }
    return null;
  }

  private static boolean endsAbruptly(StatementTree statement) {
    StatementTree last = statement;
    if (statement instanceof BlockTree block) {
      if (block.getStatements().isEmpty()) {
        return false;
      }
      last = block.getStatements().get(block.getStatements().size() - 1);
    }
    return last instanceof ReturnTree || last instanceof ThrowTree;
  }

  /** {@code v != null}, {@code null == this.v}...: a variable, read by name or on {@code this}. */
  private static NullCheck nullCheck(ExpressionTree condition) {
    if (!(ASTHelpers.stripParentheses(condition) instanceof BinaryTree binary)
        || binary.getKind() != Tree.Kind.EQUAL_TO && binary.getKind() != Tree.Kind.NOT_EQUAL_TO) {
      return null;
    }
    ExpressionTree left = ASTHelpers.stripParentheses(binary.getLeftOperand());
    ExpressionTree right = ASTHelpers.stripParentheses(binary.getRightOperand());
    boolean nullLeft = left.getKind() == Tree.Kind.NULL_LITERAL;
    if (!nullLeft && right.getKind() != Tree.Kind.NULL_LITERAL) {
      return null;
    }
    VarSymbol value = variable(nullLeft ? right : left);
    return value == null ? null : new NullCheck(value, binary.getKind() == Tree.Kind.NOT_EQUAL_TO);
  }

  /** The variable {@code v} or {@code this.v} reads; null for any other expression. */
  private static VarSymbol variable(ExpressionTree expression) {
    ExpressionTree value = ASTHelpers.stripParentheses(expression);
    boolean named =
        value instanceof IdentifierTree
            || value instanceof MemberSelectTree select
                && select.getExpression() instanceof IdentifierTree self
                && self.getName().contentEquals("this");
    return named && ASTHelpers.getSymbol(value) instanceof VarSymbol variable ? variable : null;
  }

  /** Whether the code calls the same method with the checked variable as its executor. */
  private static boolean passesExecutor(
      List<? extends Tree> code, MethodInvocationTree fallback, VarSymbol value) {
    String name = ASTHelpers.getSymbol(fallback).getSimpleName().toString();
    int arity = AsyncApis.executorArity(name).orElseThrow();
    boolean[] found = {false};
    TreeScanner<Void, Void> scanner =
        new TreeScanner<>() {
          @Override
          public Void visitMethodInvocation(MethodInvocationTree call, Void unused) {
            Symbol method = ASTHelpers.getSymbol(call);
            if (method != null
                && method.getSimpleName().contentEquals(name)
                && call.getArguments().size() == arity
                && value.equals(variable(call.getArguments().get(arity - 1)))) {
              found[0] = true;
            }
            return super.visitMethodInvocation(call, null);
          }
        };
    code.forEach(tree -> scanner.scan(tree, null));
    return found[0];
  }

  /**
   * Whether something may set the variable: a parameter or local, a field declared in another file,
   * or a field of this file that is final, annotated (injected) or given a value other than null.
   */
  private static boolean isSet(VarSymbol value, VisitorState state) {
    if (value.getKind() != ElementKind.FIELD
        || (value.flags() & Flags.FINAL) != 0
        || !value.getAnnotationMirrors().isEmpty()) {
      return true;
    }
    boolean[] declaredHere = {false};
    boolean[] set = {false};
    new TreeScanner<Void, Void>() {
      @Override
      public Void visitVariable(VariableTree variable, Void unused) {
        if (value.equals(ASTHelpers.getSymbol(variable))) {
          declaredHere[0] = true;
          set[0] |= givesValue(variable.getInitializer());
        }
        return super.visitVariable(variable, null);
      }

      @Override
      public Void visitAssignment(AssignmentTree assignment, Void unused) {
        if (value.equals(variable(assignment.getVariable()))) {
          set[0] |= givesValue(assignment.getExpression());
        }
        return super.visitAssignment(assignment, null);
      }
    }.scan(state.getPath().getCompilationUnit(), null);
    return !declaredHere[0] || set[0];
  }

  private static boolean givesValue(ExpressionTree value) {
    return value != null && ASTHelpers.stripParentheses(value).getKind() != Tree.Kind.NULL_LITERAL;
  }
}
