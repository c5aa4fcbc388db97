package dev.bottleneck.checks;

import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreeScanner;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.Serializations;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A construct that builds a string before the logger can decide whether the message is wanted.
 *
 * @param tree the eager expression
 * @param construct how the finding names it
 */
record EagerForm(ExpressionTree tree, Kind kind, String construct) {

  enum Kind {
    CONCATENATION,
    FORMAT,
    TO_STRING,
    SERIALIZATION
  }

  /** The catalog's eager formats, each with how a finding names it. */
  private static final Map<Matcher<ExpressionTree>, String> EAGER_FORMATS = eagerFormats();

  /** The catalog's serializing calls, each with its fact (how a finding names it). */
  private static final Map<Matcher<ExpressionTree>, Api> SERIALIZATIONS = serializations();

  private static final Matcher<ExpressionTree> TO_STRING =
      instanceMethod().anyClass().named(LogApis.TO_STRING_METHOD).withNoParameters();

  private static Map<Matcher<ExpressionTree>, String> eagerFormats() {
    Map<Matcher<ExpressionTree>, String> formats = new LinkedHashMap<>();
    for (LogApis.EagerFormat format : LogApis.EAGER_FORMATS) {
      formats.put(ApiMatchers.matcher(format.api()), format.construct());
    }
    return formats;
  }

  private static Map<Matcher<ExpressionTree>, Api> serializations() {
    Map<Matcher<ExpressionTree>, Api> calls = new LinkedHashMap<>();
    for (Api api : Serializations.CALLS) {
      calls.put(ApiMatchers.matcher(api), api);
    }
    return calls;
  }

  /**
   * The first call in {@code argument} that serializes an object, wherever it sits (the argument
   * itself, an operand, a format argument); lambdas and anonymous classes run later, if at all.
   */
  static Optional<EagerForm> serialization(ExpressionTree argument, VisitorState state) {
    EagerForm[] found = new EagerForm[1];
    new TreeScanner<Void, Void>() {
      @Override
      public Void scan(Tree tree, Void unused) {
        return found[0] == null ? super.scan(tree, unused) : null;
      }

      @Override
      public Void visitLambdaExpression(LambdaExpressionTree tree, Void unused) {
        return null;
      }

      @Override
      public Void visitClass(ClassTree tree, Void unused) {
        return null;
      }

      @Override
      public Void visitMethodInvocation(MethodInvocationTree tree, Void unused) {
        for (Map.Entry<Matcher<ExpressionTree>, Api> call : SERIALIZATIONS.entrySet()) {
          if (call.getKey().matches(tree, state)) {
            String name = ASTHelpers.getSymbol(tree).getSimpleName().toString();
            found[0] =
                new EagerForm(
                    tree, Kind.SERIALIZATION, Serializations.construct(call.getValue(), name));
            return null;
          }
        }
        return super.visitMethodInvocation(tree, unused);
      }
    }.scan(argument, null);
    return Optional.ofNullable(found[0]);
  }

  /** The eager construct {@code argument} builds, if any; lambdas and plain values are lazy. */
  static Optional<EagerForm> of(ExpressionTree argument, VisitorState state) {
    ExpressionTree expression = ASTHelpers.stripParentheses(argument);
    if (expression instanceof ConditionalExpressionTree conditional) {
      return of(conditional.getTrueExpression(), state)
          .or(() -> of(conditional.getFalseExpression(), state));
    }
    if (isConcatenation(expression, state)) {
      return isConstantLike(expression, state)
          ? Optional.empty()
          : Optional.of(new EagerForm(expression, Kind.CONCATENATION, LogApis.EAGER_CONCATENATION));
    }
    if (!(expression instanceof MethodInvocationTree call)) {
      return Optional.empty();
    }
    for (Map.Entry<Matcher<ExpressionTree>, String> format : EAGER_FORMATS.entrySet()) {
      if (format.getKey().matches(call, state)) {
        return Optional.of(new EagerForm(call, Kind.FORMAT, format.getValue()));
      }
    }
    if (TO_STRING.matches(call, state) && isEagerToString(call, state)) {
      return Optional.of(new EagerForm(call, Kind.TO_STRING, LogApis.EAGER_TO_STRING));
    }
    return Optional.empty();
  }

  /**
   * String's own toString() is free, and a Throwable's is what the logger would print anyway when
   * the exception is not passed as the cause.
   */
  private static boolean isEagerToString(MethodInvocationTree call, VisitorState state) {
    Type receiver = ASTHelpers.getReceiverType(call);
    return receiver != null
        && !ASTHelpers.isSameType(receiver, state.getSymtab().stringType, state)
        && !ASTHelpers.isSubtype(receiver, state.getSymtab().throwableType, state);
  }

  static boolean isConcatenation(Tree tree, VisitorState state) {
    return tree.getKind() == Tree.Kind.PLUS
        && ASTHelpers.isSameType(ASTHelpers.getType(tree), state.getSymtab().stringType, state);
  }

  /** The operands of a string concatenation, left to right; numeric sums stay whole. */
  static List<ExpressionTree> operands(ExpressionTree concatenation, VisitorState state) {
    List<ExpressionTree> operands = new ArrayList<>();
    collectOperands(ASTHelpers.stripParentheses(concatenation), state, operands);
    return operands;
  }

  private static void collectOperands(
      ExpressionTree tree, VisitorState state, List<ExpressionTree> operands) {
    if (isConcatenation(tree, state)) {
      BinaryTree binary = (BinaryTree) tree;
      collectOperands(ASTHelpers.stripParentheses(binary.getLeftOperand()), state, operands);
      collectOperands(ASTHelpers.stripParentheses(binary.getRightOperand()), state, operands);
      return;
    }
    operands.add(tree);
  }

  /**
   * Compile-time constants fold away; {@code static final} strings and primitives are treated the
   * same even when their initializer is computed, because their text never changes.
   */
  private static boolean isConstantLike(ExpressionTree concatenation, VisitorState state) {
    if (ASTHelpers.constValue(concatenation) != null) {
      return true;
    }
    for (ExpressionTree operand : operands(concatenation, state)) {
      if (ASTHelpers.constValue(operand) != null || isStaticFinalValue(operand, state)) {
        continue;
      }
      return false;
    }
    return true;
  }

  private static boolean isStaticFinalValue(ExpressionTree operand, VisitorState state) {
    Symbol symbol = ASTHelpers.getSymbol(operand);
    if (!(symbol instanceof VarSymbol variable)
        || !ASTHelpers.isStatic(variable)
        || (variable.flags() & com.sun.tools.javac.code.Flags.FINAL) == 0) {
      return false;
    }
    Type type = variable.type;
    return type.isPrimitive()
        || ASTHelpers.isSameType(type, state.getSymtab().stringType, state)
        || state.getTypes().unboxedType(type).isPrimitive();
  }
}
