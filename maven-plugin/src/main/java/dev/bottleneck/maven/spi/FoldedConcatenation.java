package dev.bottleneck.maven.spi;

import com.github.javaparser.Position;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.InstanceOfExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where javac puts a {@code +} of a concatenation whose string literals its parser folds. When two
 * string literals stand side by side in a chain of {@code +} ({@code "a" + "b" + x}, {@code x + "a"
 * + "b"}), javac's parser joins them into one literal and rebuilds the whole chain, each {@code +}
 * now placed at the start of its right operand (a joined literal starts where its first part did):
 * {@code "a" + "b" + x} is reported at {@code x}, not at the second {@code +}. javac folds only a
 * chain that is a whole operator expression: in {@code "a" + "b" + x == y} nothing moves, and a
 * literal in parentheses is not folded.
 */
final class FoldedConcatenation {
  private FoldedConcatenation() {}

  /** The position of {@code plus} in javac's folded tree; empty when javac does not fold it. */
  static Optional<Position> of(BinaryExpr plus) {
    if (!isPlus(plus)) {
      return Optional.empty();
    }
    Node top = plus;
    while (top.getParentNode().orElse(null) instanceof Expression parent && isOperator(parent)) {
      top = parent;
    }
    List<Expression> operands = operands(top);
    int right = indexOf(operands, plus.getRight());
    if (right < 0 || !foldsLiterals(operands)) {
      return Optional.empty();
    }
    int start = right;
    while (start > 0 && isString(operands.get(start)) && isString(operands.get(start - 1))) {
      start--;
    }
    return operands.get(start).getBegin();
  }

  /**
   * The operands of the {@code +} chain that {@code top} heads, left to right; empty when {@code
   * top} is another operator.
   */
  private static List<Expression> operands(Node top) {
    List<Expression> operands = new ArrayList<>();
    Node current = top;
    while (current instanceof BinaryExpr binary && isPlus(binary)) {
      operands.add(0, binary.getRight());
      current = binary.getLeft();
    }
    if (!operands.isEmpty()) {
      operands.add(0, (Expression) current);
    }
    return operands;
  }

  private static boolean foldsLiterals(List<Expression> operands) {
    for (int i = 1; i < operands.size(); i++) {
      if (isString(operands.get(i - 1)) && isString(operands.get(i))) {
        return true;
      }
    }
    return false;
  }

  /** The index of {@code operand} itself, not of an equal operand elsewhere in the chain. */
  private static int indexOf(List<Expression> operands, Expression operand) {
    for (int i = 0; i < operands.size(); i++) {
      if (operands.get(i) == operand) {
        return i;
      }
    }
    return -1;
  }

  /** Operators javac's parser reads in one pass with {@code +}; parentheses start a new one. */
  private static boolean isOperator(Expression expression) {
    return expression instanceof BinaryExpr || expression instanceof InstanceOfExpr;
  }

  private static boolean isPlus(BinaryExpr binary) {
    return binary.getOperator() == BinaryExpr.Operator.PLUS;
  }

  private static boolean isString(Expression operand) {
    return operand instanceof StringLiteralExpr || operand instanceof TextBlockLiteralExpr;
  }
}
