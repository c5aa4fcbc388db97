package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.catalog.facts.LogLevel;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A call that hands a message to a logger, recognised by the resolved type of its receiver: the
 * logging family, the level the call logs at and the logger it goes through.
 *
 * @param logger the logger expression, or null for a call on the implicit {@code this}
 * @param messageIndex the argument that holds the message, or -1 when every argument is a value
 */
record LogCall(
    Family family,
    LogLevel level,
    ExpressionTree logger,
    boolean fluent,
    int messageIndex,
    MethodInvocationTree tree) {

  private static final Map<Family, Matcher<ExpressionTree>> LOGGER_METHODS =
      matchers(Family::loggerMethods);
  private static final Map<Family, Matcher<ExpressionTree>> BUILDER_STEPS =
      matchers(family -> family.builderSteps().orElse(null));

  private static Map<Family, Matcher<ExpressionTree>> matchers(Function<Family, Api> api) {
    Map<Family, Matcher<ExpressionTree>> matchers = new EnumMap<>(Family.class);
    for (Family family : Family.values()) {
      Api fact = api.apply(family);
      if (fact != null) {
        matchers.put(family, ApiMatchers.matcher(fact));
      }
    }
    return matchers;
  }

  /** Whether {@code tree} calls a log, guard or opener method of the family's logger type. */
  static boolean isLoggerMethod(Family family, ExpressionTree tree, VisitorState state) {
    return LOGGER_METHODS.get(family).matches(tree, state);
  }

  private static boolean isBuilderStep(Family family, ExpressionTree tree, VisitorState state) {
    Matcher<ExpressionTree> steps = BUILDER_STEPS.get(family);
    return steps != null && steps.matches(tree, state);
  }

  /** The level a log method of this family logs at, from its name or its Level argument. */
  private static Optional<LogLevel> levelOf(
      Family family, MethodInvocationTree call, String name, VisitorState state) {
    if (family.levelArgumentMethods().contains(name)) {
      return levelArgument(family, call, state);
    }
    return family.levelOfMethod(name);
  }

  /** The level a guard method ({@code isDebugEnabled()}, {@code isLoggable(FINE)}) tests. */
  static Optional<LogLevel> guardLevelOf(
      Family family, MethodInvocationTree call, String name, VisitorState state) {
    if (family.levelArgumentGuards().contains(name)) {
      return levelArgument(family, call, state);
    }
    return family.levelOfGuardMethod(name);
  }

  /** The level of a fluent builder's first call: {@code atDebug()}, {@code atLevel(DEBUG)}. */
  private static Optional<LogLevel> builderLevelOf(
      Family family, MethodInvocationTree call, String name, VisitorState state) {
    if (family.builder().orElseThrow().levelArgumentOpeners().contains(name)) {
      return levelArgument(family, call, state);
    }
    return family.levelOfOpener(name);
  }

  static boolean isLevel(Family family, ExpressionTree argument, VisitorState state) {
    return isType(argument, family.levelType().orElse(null), state);
  }

  private static boolean isMarker(Family family, ExpressionTree argument, VisitorState state) {
    return isType(argument, family.markerType().orElse(null), state);
  }

  /** Only a level named by a constant (Level.FINE, Level.DEBUG) is known at compile time. */
  private static Optional<LogLevel> levelArgument(
      Family family, MethodInvocationTree call, VisitorState state) {
    for (ExpressionTree argument : call.getArguments()) {
      if (!isLevel(family, argument, state)) {
        continue;
      }
      Symbol symbol = ASTHelpers.getSymbol(argument);
      if (symbol instanceof VarSymbol && ASTHelpers.isStatic(symbol)) {
        return family.level(symbol.getSimpleName().toString());
      }
      return Optional.empty();
    }
    return Optional.empty();
  }

  private static boolean isType(ExpressionTree argument, String typeName, VisitorState state) {
    if (typeName == null) {
      return false;
    }
    Type expected = state.getTypeFromString(typeName);
    Type actual = ASTHelpers.getType(argument);
    return expected != null && actual != null && ASTHelpers.isSubtype(actual, expected, state);
  }

  /** The log call {@code tree} makes, if it is one at a level the family knows. */
  static Optional<LogCall> of(MethodInvocationTree tree, VisitorState state) {
    String name = ASTHelpers.getSymbol(tree).getSimpleName().toString();
    for (Family family : Family.values()) {
      if (isLoggerMethod(family, tree, state)) {
        return levelOf(family, tree, name, state)
            .map(
                level ->
                    new LogCall(
                        family,
                        level,
                        ASTHelpers.getReceiver(tree),
                        false,
                        messageIndex(family, tree, state),
                        tree));
      }
      if (isBuilderStep(family, tree, state)) {
        return ofBuilder(family, tree, name, state);
      }
    }
    return Optional.empty();
  }

  /**
   * Walks a fluent chain back to the logger call that opened it. A builder held in a variable has
   * no level the check can see, and stays silent.
   */
  private static Optional<LogCall> ofBuilder(
      Family family, MethodInvocationTree tree, String name, VisitorState state) {
    ExpressionTree receiver = ASTHelpers.getReceiver(tree);
    while (receiver instanceof MethodInvocationTree link) {
      if (isLoggerMethod(family, link, state)) {
        String opener = ASTHelpers.getSymbol(link).getSimpleName().toString();
        int messageIndex = family.builder().orElseThrow().messageSteps().contains(name) ? 0 : -1;
        ExpressionTree logger = ASTHelpers.getReceiver(link);
        return builderLevelOf(family, link, opener, state)
            .map(level -> new LogCall(family, level, logger, true, messageIndex, tree));
      }
      receiver = ASTHelpers.getReceiver(link);
    }
    return Optional.empty();
  }

  /** The first argument that is neither a level, a marker nor a throwable. */
  private static int messageIndex(Family family, MethodInvocationTree tree, VisitorState state) {
    List<? extends ExpressionTree> arguments = tree.getArguments();
    Type throwable = state.getSymtab().throwableType;
    for (int i = 0; i < arguments.size(); i++) {
      ExpressionTree argument = arguments.get(i);
      if (isLevel(family, argument, state)
          || isMarker(family, argument, state)
          || ASTHelpers.isSubtype(ASTHelpers.getType(argument), throwable, state)) {
        continue;
      }
      return i;
    }
    return -1;
  }

  boolean isMessage(ExpressionTree argument) {
    return messageIndex >= 0 && tree.getArguments().get(messageIndex) == argument;
  }

  /** The arguments after the message. */
  List<? extends ExpressionTree> parameters() {
    List<? extends ExpressionTree> arguments = tree.getArguments();
    return arguments.subList(messageIndex + 1, arguments.size());
  }
}
