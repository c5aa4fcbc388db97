package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.catalog.facts.LogApis.FluentBuilder;
import dev.bottleneck.catalog.facts.LogLevel;
import dev.bottleneck.maven.types.FileWords;
import dev.bottleneck.maven.types.Types;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Recognizes log calls by logger type, from the catalog's {@link Family} table: SLF4J (with its 2.x
 * fluent builder), Log4j2, java.util.logging, commons-logging and JBoss Logging. A log call knows
 * its logger expression (for guards), its level and the arguments that carry the message.
 */
final class LogCalls {
  private static final String THROWABLE = "java.lang.Throwable";

  /** Names that may log, so that other calls cost no type resolution. */
  private static final Set<String> LOG_METHOD_NAMES = logMethodNames();

  /**
   * A call that logs, or a fluent step that contributes to a logged event.
   *
   * @param messageArguments the arguments after a level argument
   * @param fluent whether the call is a step of a builder chain
   * @param messageStep whether the call is a builder step that carries the message ({@code log},
   *     {@code setMessage})
   */
  record LogCall(
      MethodCallExpr call,
      Expression logger,
      LogLevel level,
      Family family,
      List<Expression> messageArguments,
      boolean fluent,
      boolean messageStep) {}

  /**
   * What a log call at one of some levels must write: a level method's name ({@code debug}, {@code
   * debugf}) or a builder opener's ({@code atDebug}), else a method or opener that takes the level
   * as an argument ({@code log}, {@code atLevel}) together with a level constant's name, in any
   * case ({@code Level.FINE}).
   */
  record Words(Set<String> levelNamed, Set<String> levelArgument, Set<String> levelIds) {
    boolean mayLog(FileWords words) {
      return words.hasAny(levelNamed)
          || words.hasAny(levelArgument) && words.hasAnyIgnoringCase(levelIds);
    }
  }

  private LogCalls() {}

  /** The words a log call at one of {@code levels} writes, of every family. */
  static Words words(Set<LogLevel> levels) {
    Set<String> levelNamed = new HashSet<>();
    Set<String> levelArgument = new HashSet<>();
    Set<String> levelIds = new HashSet<>();
    for (Family family : Family.values()) {
      levelArgument.addAll(family.levelArgumentMethods());
      family.builder().ifPresent(builder -> levelArgument.addAll(builder.levelArgumentOpeners()));
      for (LogLevel level : levels) {
        levelIds.add(level.id());
        levelNamed.add(level.id());
        family.lazyFormatSuffixes().forEach(suffix -> levelNamed.add(level.id() + suffix));
        levelNamed.add(FluentBuilder.opener(level));
      }
    }
    return new Words(Set.copyOf(levelNamed), Set.copyOf(levelArgument), Set.copyOf(levelIds));
  }

  static Optional<LogCall> match(Types types, MethodCallExpr call) {
    String name = call.getNameAsString();
    Optional<LogCall> fluent = fluent(types, call);
    if (fluent.isPresent()) {
      return fluent;
    }
    if (!LOG_METHOD_NAMES.contains(name) || call.getScope().isEmpty()) {
      return Optional.empty();
    }
    Optional<Family> found = family(types, call);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    Family family = found.get();
    List<Expression> arguments = call.getArguments();
    Optional<LogLevel> level;
    if (family.levelArgumentMethods().contains(name)) {
      if (arguments.isEmpty()) {
        return Optional.empty();
      }
      level = levelConstant(family, arguments.get(0));
      arguments = arguments.subList(1, arguments.size());
    } else {
      level = family.levelOfMethod(name);
    }
    if (level.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new LogCall(
            call, call.getScope().orElseThrow(), level.get(), family, arguments, false, false));
  }

  /** {@code Level.DEBUG} or a statically imported {@code DEBUG}, if the family has that level. */
  static Optional<LogLevel> levelConstant(Family family, Expression expression) {
    String name =
        expression instanceof FieldAccessExpr access
            ? access.getNameAsString()
            : expression instanceof NameExpr simple ? simple.getNameAsString() : "";
    return family.level(name);
  }

  /** The logger a call is made on, {@code this.} dropped, for comparison with a guard's. */
  static String loggerKey(Expression logger) {
    if (logger instanceof FieldAccessExpr access && access.getScope() instanceof ThisExpr) {
      return access.getNameAsString();
    }
    // A name prints as itself: the printer would cost more than the rest of the guard check.
    return logger instanceof NameExpr name ? name.getNameAsString() : logger.toString();
  }

  private static Optional<Family> family(Types types, MethodCallExpr call) {
    Optional<String> receiver = Calls.receiver(types, call);
    if (receiver.isEmpty()) {
      return Optional.empty();
    }
    for (Family family : Family.values()) {
      if (types.isSubtype(receiver.get(), family.loggerType())) {
        return Optional.of(family);
      }
    }
    return Optional.empty();
  }

  /**
   * Which of the call's message arguments holds the message: the first that is neither a marker nor
   * a throwable, or -1 when all are values. Asked only of a call with a finding, since it resolves
   * types.
   */
  static int messageIndex(Types types, LogCall log) {
    if (log.fluent()) {
      return log.messageStep() ? 0 : -1;
    }
    Family family = log.family();
    List<Expression> arguments = log.messageArguments();
    for (int i = 0; i < arguments.size(); i++) {
      Expression argument = arguments.get(i);
      boolean marker = family.markerType().filter(type -> types.isA(argument, type)).isPresent();
      if (!marker && !types.isA(argument, THROWABLE)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * A step of a fluent chain, walked back to the logger call that opened it ({@code atDebug()},
   * {@code atLevel(Level.DEBUG)}). A builder held in a variable has no level to see: silent.
   */
  private static Optional<LogCall> fluent(Types types, MethodCallExpr step) {
    String name = step.getNameAsString();
    for (Family family : Family.values()) {
      Optional<FluentBuilder> builder = family.builder();
      if (builder.isEmpty()
          || !builder.get().isLoggingStep(name)
          || !Calls.isInstance(types, step, builder.get().type())) {
        continue;
      }
      boolean messageStep = builder.get().messageSteps().contains(name);
      Expression scope = step.getScope().orElse(null);
      while (scope instanceof MethodCallExpr previous) {
        if (previous.getScope().isPresent()
            && Calls.isInstance(types, previous, family.loggerType())) {
          String opener = previous.getNameAsString();
          Optional<LogLevel> level =
              builder.get().levelArgumentOpeners().contains(opener)
                  ? previous.getArguments().stream()
                      .findFirst()
                      .flatMap(argument -> levelConstant(family, argument))
                  : family.levelOfOpener(opener);
          return level.map(
              l ->
                  new LogCall(
                      step,
                      previous.getScope().get(),
                      l,
                      family,
                      step.getArguments(),
                      true,
                      messageStep));
        }
        scope = previous.getScope().orElse(null);
      }
      return Optional.empty();
    }
    return Optional.empty();
  }

  private static Set<String> logMethodNames() {
    Set<String> names = new HashSet<>();
    for (Family family : Family.values()) {
      names.addAll(family.levelArgumentMethods());
      for (LogLevel level : family.levels()) {
        names.add(level.id());
        family.lazyFormatSuffixes().forEach(suffix -> names.add(level.id() + suffix));
      }
    }
    return Set.copyOf(names);
  }
}
