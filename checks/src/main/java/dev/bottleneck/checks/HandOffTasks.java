package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreeScanner;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.facts.ShortTasks;

/**
 * Whether a task is short ({@link ShortTasks}): a lambda that only hands a message on, making a
 * hand-off and no other call than the catalog's value methods and the accessors and constructors of
 * data classes; or a lambda that only returns a value it holds.
 */
final class HandOffTasks {
  private static final Matcher<ExpressionTree> HAND_OFF = ApiMatchers.matcher(ShortTasks.HAND_OFFS);
  private static final Matcher<ExpressionTree> VALUE_METHOD =
      ApiMatchers.matcher(ShortTasks.VALUE_METHODS);

  private HandOffTasks() {}

  static boolean isShort(ExpressionTree task, VisitorState state) {
    return returnsHeldValue(task) || onlyHandsOff(task, state);
  }

  /**
   * A lambda whose body, or its block's one {@code return}, is a name, a literal, {@code this} or a
   * field read through names: no call, no operator.
   */
  static boolean returnsHeldValue(ExpressionTree task) {
    if (!(task instanceof LambdaExpressionTree lambda)) {
      return false;
    }
    Tree body = lambda.getBody();
    if (body instanceof BlockTree block
        && block.getStatements().size() == 1
        && block.getStatements().get(0) instanceof ReturnTree returned) {
      body = returned.getExpression();
    }
    return body instanceof ExpressionTree value && isHeldValue(value);
  }

  static boolean isHeldValue(ExpressionTree value) {
    ExpressionTree inner = ASTHelpers.stripParentheses(value);
    if (inner instanceof MemberSelectTree select) {
      return ASTHelpers.getSymbol(select) instanceof VarSymbol
              && isHeldValue(select.getExpression())
          || ASTHelpers.getSymbol(select) instanceof ClassSymbol;
    }
    return inner instanceof IdentifierTree || inner instanceof LiteralTree;
  }

  private static boolean onlyHandsOff(ExpressionTree task, VisitorState state) {
    if (!(task instanceof LambdaExpressionTree lambda)) {
      return false;
    }
    Judge judge = new Judge(state);
    judge.scan(lambda.getBody(), null);
    return judge.handsOff && !judge.mayBlock;
  }

  private static final class Judge extends TreeScanner<Void, Void> {
    private final VisitorState state;
    private boolean handsOff;
    private boolean mayBlock;

    Judge(VisitorState state) {
      this.state = state;
    }

    @Override
    public Void visitMethodInvocation(MethodInvocationTree call, Void unused) {
      if (HAND_OFF.matches(call, state)) {
        handsOff = true;
      } else if (!VALUE_METHOD.matches(call, state) && !isDataAccessor(call)) {
        mayBlock = true;
      }
      return super.visitMethodInvocation(call, null);
    }

    @Override
    public Void visitNewClass(NewClassTree creation, Void unused) {
      if (creation.getClassBody() != null
          || !VALUE_METHOD.matches(creation, state) && !isDataType(ASTHelpers.getType(creation))) {
        mayBlock = true;
      }
      return super.visitNewClass(creation, null);
    }

    @Override
    public Void visitMemberReference(MemberReferenceTree reference, Void unused) {
      mayBlock = true;
      return null;
    }

    private boolean isDataAccessor(MethodInvocationTree call) {
      return ShortTasks.isAccessor(
              ASTHelpers.getSymbol(call).getSimpleName().toString(), call.getArguments().size())
          && isDataType(ASTHelpers.getReceiverType(call));
    }
  }

  private static boolean isDataType(Type type) {
    return type != null
        && type.tsym instanceof ClassSymbol symbol
        && ShortTasks.isDataType(symbol.getQualifiedName().toString());
  }
}
