package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import dev.bottleneck.maven.types.KnownTypes;
import dev.bottleneck.maven.types.Types;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Recognizes log calls by logger type: SLF4J (with its 2.x fluent builder), Log4j2,
 * java.util.logging, commons-logging and JBoss Logging. A log call knows its logger expression (for
 * guards), its level and the arguments that carry the message.
 */
final class LogCalls {
  static final String SLF4J = "org.slf4j.Logger";
  static final String LOG4J = "org.apache.logging.log4j.Logger";
  static final String JUL = "java.util.logging.Logger";
  static final String COMMONS = "org.apache.commons.logging.Log";
  static final String JBOSS = "org.jboss.logging.BasicLogger";
  static final List<String> LOGGERS = List.of(SLF4J, LOG4J, JUL, COMMONS, JBOSS);

  private static final Set<String> LEVEL_METHODS =
      Set.of(
          "trace", "debug", "info", "warn", "error", "fatal", "finest", "finer", "fine", "config",
          "warning", "severe");

  /** JBoss Logging's printf-style and MessageFormat-style variants: debugf, debugv... */
  private static final Set<String> JBOSS_SUFFIXES = Set.of("f", "v");

  private static final Set<String> LEVEL_ARGUMENT_METHODS = Set.of("log", "logf", "logv");
  private static final Set<String> FLUENT_STEPS =
      Set.of("log", "addArgument", "setMessage", "addKeyValue");
  private static final Set<String> FLUENT_LEVEL_ARGUMENT =
      Set.of("atLevel", "makeLoggingEventBuilder");

  /** A call that logs, or a fluent step that contributes to a logged event. */
  record LogCall(
      MethodCallExpr call,
      Expression logger,
      String level,
      String family,
      List<Expression> messageArguments) {}

  private LogCalls() {}

  static Optional<LogCall> match(Types types, MethodCallExpr call) {
    String name = call.getNameAsString();
    if (FLUENT_STEPS.contains(name)) {
      Optional<LogCall> fluent = fluent(types, call);
      if (fluent.isPresent()) {
        return fluent;
      }
    }
    Optional<String> level = levelOfName(name);
    boolean levelArgument = LEVEL_ARGUMENT_METHODS.contains(name);
    if ((level.isEmpty() && !levelArgument) || call.getScope().isEmpty()) {
      return Optional.empty();
    }
    Optional<String> family = family(types, call);
    if (family.isEmpty()) {
      return Optional.empty();
    }
    List<Expression> arguments = call.getArguments();
    if (levelArgument) {
      if (arguments.isEmpty()) {
        return Optional.empty();
      }
      level = levelConstant(arguments.get(0));
      arguments = arguments.subList(1, arguments.size());
    }
    if (level.isEmpty() || !accepts(family.get(), name, level.get())) {
      return Optional.empty();
    }
    return Optional.of(new LogCall(call, logger(call), level.get(), family.get(), arguments));
  }

  /** {@code Level.DEBUG} or a statically imported {@code DEBUG}, as a lower-case level name. */
  static Optional<String> levelConstant(Expression expression) {
    String name =
        expression instanceof FieldAccessExpr access
            ? access.getNameAsString()
            : expression instanceof NameExpr simple ? simple.getNameAsString() : "";
    String level = name.toLowerCase(Locale.ROOT);
    return LogLevels.isLevel(level) ? Optional.of(level) : Optional.empty();
  }

  /** The logger a call is made on, {@code this.} dropped, for comparison with a guard's. */
  static String loggerKey(Expression logger) {
    if (logger instanceof FieldAccessExpr access && access.getScope() instanceof ThisExpr) {
      return access.getNameAsString();
    }
    return logger.toString();
  }

  static Optional<String> family(Types types, MethodCallExpr call) {
    Optional<String> receiver = Calls.receiver(types, call);
    if (receiver.isEmpty()) {
      return Optional.empty();
    }
    return LOGGERS.stream().filter(logger -> types.isSubtype(receiver.get(), logger)).findFirst();
  }

  /**
   * A step of a fluent chain, walked back to the logger call that opened it ({@code atDebug()},
   * {@code atLevel(Level.DEBUG)}). A builder held in a variable has no level to see: silent.
   */
  private static Optional<LogCall> fluent(Types types, MethodCallExpr step) {
    String family;
    if (Calls.isInstance(types, step, KnownTypes.SLF4J_EVENT_BUILDER)) {
      family = SLF4J;
    } else if (step.getNameAsString().equals("log")
        && Calls.isInstance(types, step, KnownTypes.LOG4J_BUILDER)) {
      family = LOG4J;
    } else {
      return Optional.empty();
    }
    Expression scope = step.getScope().orElse(null);
    while (scope instanceof MethodCallExpr previous) {
      if (previous.getScope().isPresent() && Calls.isInstance(types, previous, family)) {
        String name = previous.getNameAsString();
        Optional<String> level =
            FLUENT_LEVEL_ARGUMENT.contains(name)
                ? previous.getArguments().stream().findFirst().flatMap(LogCalls::levelConstant)
                : name.startsWith("at")
                    ? levelOfName(name.substring(2).toLowerCase(Locale.ROOT))
                    : Optional.empty();
        return level.map(
            l -> new LogCall(step, previous.getScope().get(), l, family, step.getArguments()));
      }
      scope = previous.getScope().orElse(null);
    }
    return Optional.empty();
  }

  private static Optional<String> levelOfName(String name) {
    if (LEVEL_METHODS.contains(name)) {
      return Optional.of(name);
    }
    String suffix = name.isEmpty() ? "" : name.substring(name.length() - 1);
    String base = name.isEmpty() ? "" : name.substring(0, name.length() - 1);
    return JBOSS_SUFFIXES.contains(suffix) && LEVEL_METHODS.contains(base)
        ? Optional.of(base)
        : Optional.empty();
  }

  /** Only JBoss has the f/v variants; only the level-argument forms take a Level first. */
  private static boolean accepts(String family, String method, String level) {
    boolean jbossVariant = !LEVEL_METHODS.contains(method) && !method.equals("log");
    if (jbossVariant && !family.equals(JBOSS)) {
      return false;
    }
    boolean julLevel =
        Set.of("finest", "finer", "fine", "config", "warning", "severe").contains(level)
            || level.equals("info");
    return family.equals(JUL) == julLevel || level.equals("info");
  }

  private static Expression logger(MethodCallExpr call) {
    return call.getScope().orElseThrow();
  }
}
