package dev.bottleneck.checks;

import static com.google.errorprone.util.ASTHelpers.getReceiver;
import static com.google.errorprone.util.ASTHelpers.getSymbol;
import static com.google.errorprone.util.ASTHelpers.stripParentheses;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IfTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.UnaryTree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.code.Symbol;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.lang.model.element.ElementKind;

/**
 * A check that lets code through until that code has run once: the then-block of {@code if (field
 * == null)} that assigns the field, of {@code if (!flag)} that sets the flag, of {@code if
 * (!last.equals(value))} that stores the value, of {@code if (!map.containsKey(key))} that puts the
 * key; and the code after {@code if (field != null) return;} or {@code if (flag) return;} in a
 * method that sets the field or flag. A condition may join such a check with others by {@code &&}.
 * What the guard lets through runs once per object (per key, per new value), as lazy initialization
 * does.
 */
final class OnceGuards {
  private static final Matcher<ExpressionTree> KEY_LOOKUP =
      ApiMatchers.matcher(RunOncePlaces.KEY_LOOKUP);

  private static final Matcher<ExpressionTree> KEY_STORE =
      ApiMatchers.matcher(RunOncePlaces.KEY_STORES);

  private OnceGuards() {}

  /**
   * Whether {@code child}, a direct child of {@code parent}, runs only while a guard is open: it is
   * the then-statement of a closing guard, or a statement after an early return that closes.
   */
  static boolean opensOnce(TreePath parent, Tree child, VisitorState state) {
    if (parent.getLeaf() instanceof IfTree guard && guard.getThenStatement() == child) {
      TreePath then = new TreePath(parent, child);
      return conjuncts(guard.getCondition()).stream()
          .anyMatch(check -> closedBy(check, then, state));
    }
    if (parent.getLeaf() instanceof BlockTree block) {
      TreePath body = TreePaths.enclosingBody(parent);
      for (StatementTree statement : block.getStatements()) {
        if (statement == child) {
          return false;
        }
        if (body != null && closedEarlyReturn(statement, body)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * {@code if (field != null) return;} or {@code if (flag) return;} in a method that sets the field
   * to something, or the flag to true, itself.
   */
  private static boolean closedEarlyReturn(StatementTree statement, TreePath body) {
    if (!(statement instanceof IfTree guard) || guard.getElseStatement() != null) {
      return false;
    }
    StatementTree then = guard.getThenStatement();
    boolean returns =
        then instanceof ReturnTree
            || then instanceof BlockTree block
                && block.getStatements().size() == 1
                && block.getStatements().get(0) instanceof ReturnTree;
    if (!returns) {
      return false;
    }
    ExpressionTree check = stripParentheses(guard.getCondition());
    if (check.getKind() == Tree.Kind.NOT_EQUAL_TO) {
      Symbol field = comparedWithNull((BinaryTree) check);
      return field != null && assigns(body, field, OnceGuards::notNull);
    }
    Symbol flag = field(check);
    return flag != null && assigns(body, flag, OnceGuards::isTrue);
  }

  /** Whether {@code block}, run once, makes {@code check} false for every later call. */
  private static boolean closedBy(ExpressionTree check, TreePath block, VisitorState state) {
    if (check.getKind() == Tree.Kind.EQUAL_TO) {
      Symbol field = comparedWithNull((BinaryTree) check);
      return field != null && assigns(block, field, OnceGuards::notNull);
    }
    if (check.getKind() != Tree.Kind.LOGICAL_COMPLEMENT) {
      return false;
    }
    ExpressionTree negated = stripParentheses(((UnaryTree) check).getExpression());
    Symbol flag = field(negated);
    if (flag != null) {
      return assigns(block, flag, OnceGuards::isTrue);
    }
    if (!(negated instanceof MethodInvocationTree call)
        || !(call.getMethodSelect() instanceof MemberSelectTree select)
        || call.getArguments().size() != 1) {
      return false;
    }
    Symbol receiver = field(getReceiver(call));
    String argument = call.getArguments().get(0).toString();
    if (receiver == null) {
      return false;
    }
    if (select.getIdentifier().contentEquals("equals")) {
      // The last value seen: the block runs again only for a different one.
      return assigns(block, receiver, value -> value.toString().equals(argument));
    }
    return KEY_LOOKUP.matches(call, state) && putsKey(block, receiver, argument, state);
  }

  /** Whether {@code block} puts {@code key} into the map field {@code map}. */
  private static boolean putsKey(TreePath block, Symbol map, String key, VisitorState state) {
    return runWith(block, MethodInvocationTree.class::isInstance).stream()
        .map(MethodInvocationTree.class::cast)
        .anyMatch(
            put ->
                put.getArguments().size() == 2
                    && put.getArguments().get(0).toString().equals(key)
                    && map.equals(field(getReceiver(put)))
                    && KEY_STORE.matches(put, state));
  }

  /** Whether {@code body} assigns {@code field} a value that {@code closes}. */
  private static boolean assigns(TreePath body, Symbol field, Predicate<ExpressionTree> closes) {
    return runWith(body, AssignmentTree.class::isInstance).stream()
        .map(AssignmentTree.class::cast)
        .anyMatch(
            assign ->
                field.equals(getSymbol(assign.getVariable()))
                    && closes.test(stripParentheses(assign.getExpression())));
  }

  /**
   * The trees below {@code body} that pass {@code test} and run with it: not those of a lambda or a
   * class body, which may run later or never.
   */
  private static List<Tree> runWith(TreePath body, Predicate<Tree> test) {
    List<Tree> found = new ArrayList<>();
    for (TreePath path : TreePaths.find(body, test)) {
      boolean deferred = false;
      for (TreePath up = path.getParentPath();
          up != null && up.getLeaf() != body.getLeaf();
          up = up.getParentPath()) {
        deferred |=
            up.getLeaf() instanceof LambdaExpressionTree || up.getLeaf() instanceof ClassTree;
      }
      if (!deferred) {
        found.add(path.getLeaf());
      }
    }
    return found;
  }

  private static Symbol comparedWithNull(BinaryTree binary) {
    if (binary.getRightOperand().getKind() == Tree.Kind.NULL_LITERAL) {
      return field(stripParentheses(binary.getLeftOperand()));
    }
    return binary.getLeftOperand().getKind() == Tree.Kind.NULL_LITERAL
        ? field(stripParentheses(binary.getRightOperand()))
        : null;
  }

  /** The field {@code expression} reads, or null. */
  private static Symbol field(ExpressionTree expression) {
    Symbol symbol = expression == null ? null : getSymbol(expression);
    return symbol != null && symbol.getKind() == ElementKind.FIELD ? symbol : null;
  }

  private static List<ExpressionTree> conjuncts(ExpressionTree condition) {
    ExpressionTree check = stripParentheses(condition);
    if (check.getKind() == Tree.Kind.CONDITIONAL_AND) {
      List<ExpressionTree> all = new ArrayList<>(conjuncts(((BinaryTree) check).getLeftOperand()));
      all.addAll(conjuncts(((BinaryTree) check).getRightOperand()));
      return all;
    }
    return List.of(check);
  }

  private static boolean notNull(ExpressionTree value) {
    return value.getKind() != Tree.Kind.NULL_LITERAL;
  }

  private static boolean isTrue(ExpressionTree value) {
    return value instanceof LiteralTree literal && Boolean.TRUE.equals(literal.getValue());
  }
}
