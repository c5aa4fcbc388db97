package dev.bottleneck.checks;

import static com.google.errorprone.matchers.Matchers.allOf;
import static com.google.errorprone.matchers.Matchers.anyOf;
import static com.google.errorprone.matchers.Matchers.not;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.util.ASTHelpers.enclosingClass;
import static com.google.errorprone.util.ASTHelpers.getReceiver;
import static com.google.errorprone.util.ASTHelpers.getSymbol;
import static com.google.errorprone.util.ASTHelpers.isConsideredFinal;
import static com.google.errorprone.util.ASTHelpers.isStatic;
import static com.google.errorprone.util.ASTHelpers.stripParentheses;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import dev.bottleneck.catalog.facts.PerCallSubject;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.ElementKind;

/**
 * What one per-call rule counts as creating its object, built from the catalog's facts: a direct
 * creation (a constructor or static factory) or the terminal call of a builder chain that starts at
 * one, less the overloads that derive from a shared object; and how a finding names it.
 *
 * @param facts the subject's tables and message parts
 * @param creation the expressions that create a new instance
 * @param readOnlyUse calls that use an instance without changing or closing it: sharing the
 *     instance is only behaviour-preserving when every use is one of these
 */
record Creations(
    PerCallSubject facts, Matcher<ExpressionTree> creation, Matcher<ExpressionTree> readOnlyUse) {
  static Creations of(PerCallSubject facts) {
    Matcher<ExpressionTree> derived = ApiMatchers.matcher(facts.exclusions());
    Matcher<ExpressionTree> direct = allOf(ApiMatchers.matcher(facts.creations()), not(derived));
    Matcher<ExpressionTree> creation =
        facts.builderStarts().isEmpty()
            ? direct
            : anyOf(
                direct,
                builtFrom(allOf(ApiMatchers.matcher(facts.builderStarts()), not(derived)), facts));
    return new Creations(facts, creation, ApiMatchers.matcher(facts.readOnlyUses()));
  }

  /**
   * The {@code build()} that ends a builder chain starting at {@code origin}, with no other {@code
   * build()} in between (a later one derives from an object already built). The chain is followed
   * in the source, so the terminal call is known by its name and parameters, on any class.
   */
  private static Matcher<ExpressionTree> builtFrom(
      Matcher<ExpressionTree> origin, PerCallSubject facts) {
    Matcher<ExpressionTree> build =
        anyOf(
            facts.builds().stream()
                .map(
                    terminal ->
                        terminal.parameters().any()
                            ? instanceMethod().anyClass().namedAnyOf(terminal.names())
                            : instanceMethod()
                                .anyClass()
                                .namedAnyOf(terminal.names())
                                .withParameters(terminal.parameters().types()))
                .toList());
    List<String> buildNames = facts.buildNames();
    return (tree, state) ->
        tree instanceof MethodInvocationTree call
            && build.matches(call, state)
            && isBuiltFrom(call, origin, buildNames, state);
  }

  private static boolean isBuiltFrom(
      MethodInvocationTree build,
      Matcher<ExpressionTree> origin,
      List<String> buildNames,
      VisitorState state) {
    ExpressionTree receiver = getReceiver(build);
    while (receiver != null) {
      receiver = stripParentheses(receiver);
      if (origin.matches(receiver, state)) {
        return true;
      }
      if (receiver instanceof IdentifierTree builder) {
        receiver = initializerOfFinalLocal(getSymbol(builder), state);
        continue;
      }
      if (!(receiver instanceof MethodInvocationTree call)
          || buildNames.contains(getSymbol(call).getSimpleName().toString())) {
        return false;
      }
      receiver = getReceiver(call);
    }
    return false;
  }

  /**
   * A builder kept in a local variable ({@code builder = new OkHttpClient.Builder(); if (...)
   * builder.proxy(...); builder.build()}) is followed to where it was created.
   */
  private static ExpressionTree initializerOfFinalLocal(Symbol symbol, VisitorState state) {
    if (symbol == null
        || symbol.getKind() != ElementKind.LOCAL_VARIABLE
        || !isConsideredFinal(symbol)) {
      return null;
    }
    return TreePaths.find(
            new TreePath(state.getPath().getCompilationUnit()),
            tree -> tree instanceof VariableTree && symbol.equals(getSymbol(tree)))
        .stream()
        .map(declaration -> ((VariableTree) declaration.getLeaf()).getInitializer())
        // A blank final ({@code final Builder b; if (...) b = ...}) has no single origin to follow.
        .filter(Objects::nonNull)
        .findFirst()
        .orElse(null);
  }

  /**
   * Names the created construct in a message, e.g. {@code new ObjectMapper()} or {@code
   * HttpClient.newBuilder()...build()}.
   */
  static String construct(ExpressionTree creation, List<String> buildNames) {
    if (creation instanceof NewClassTree newClass) {
      ClassSymbol created = enclosingClass(getSymbol(newClass));
      if (created.isAnonymous()) {
        created = (ClassSymbol) created.getSuperclass().tsym;
      }
      return "new " + simpleNames(created) + (newClass.getArguments().isEmpty() ? "()" : "(...)");
    }
    MethodInvocationTree call = (MethodInvocationTree) creation;
    MethodSymbol method = getSymbol(call);
    if (!isStatic(method) && buildNames.contains(method.getSimpleName().toString())) {
      ExpressionTree origin = getReceiver(call);
      while (origin instanceof MethodInvocationTree inner
          && (getReceiver(inner) instanceof MethodInvocationTree
              || getReceiver(inner) instanceof NewClassTree)) {
        origin = getReceiver(inner);
      }
      if (origin instanceof MethodInvocationTree || origin instanceof NewClassTree) {
        return construct(origin, buildNames) + "..." + method.getSimpleName() + "()";
      }
    }
    return simpleNames(enclosingClass(method))
        + "."
        + method.getSimpleName()
        + (call.getArguments().isEmpty() ? "()" : "(...)");
  }

  /** {@code OkHttpClient.Builder} rather than {@code Builder}. */
  private static String simpleNames(ClassSymbol type) {
    Symbol owner = type.owner;
    return owner instanceof ClassSymbol outer
        ? simpleNames(outer) + "." + type.getSimpleName()
        : type.getSimpleName().toString();
  }
}
