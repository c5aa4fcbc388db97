package dev.bottleneck.checks;

import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import com.sun.tools.javac.code.Type;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A call that hands a message to a logger, recognised by the resolved type of its receiver: the
 * logging family, the level the call logs at and the logger it goes through.
 *
 * @param logger the logger expression, or null for a call on the implicit {@code this}
 * @param messageIndex the argument that holds the message, or -1 when every argument is a value
 */
record EagerLogMessageCall(
    Family family,
    Level level,
    ExpressionTree logger,
    boolean fluent,
    int messageIndex,
    MethodInvocationTree tree) {

  /**
   * Log levels by the names the logging APIs use. Ranks order the levels of one family by severity;
   * JUL's names interleave with the others only so that one flag can list both.
   */
  enum Level {
    FINEST(1),
    FINER(2),
    TRACE(2),
    FINE(3),
    DEBUG(3),
    CONFIG(4),
    INFO(5),
    WARN(6),
    WARNING(6),
    ERROR(7),
    SEVERE(7),
    FATAL(8);

    private final int rank;

    Level(int rank) {
      this.rank = rank;
    }

    String id() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** True when this level being enabled implies that {@code other} is enabled too. */
    boolean covers(Level other) {
      return rank <= other.rank;
    }

    static Optional<Level> named(String name) {
      return Arrays.stream(values()).filter(l -> l.id().equals(name)).findFirst();
    }

    static String ids() {
      return Arrays.stream(values()).map(Level::id).collect(Collectors.joining(", "));
    }
  }

  /** The logging APIs the check knows, by the types that carry their log methods. */
  enum Family {
    SLF4J(
        "org.slf4j.Logger",
        "org.slf4j.event.Level",
        "org.slf4j.Marker",
        "org.slf4j.spi.LoggingEventBuilder",
        Set.of("log", "setMessage", "addArgument", "addKeyValue"),
        EnumSet.of(Level.TRACE, Level.DEBUG, Level.INFO, Level.WARN, Level.ERROR),
        Set.of(),
        Set.of("isEnabledForLevel")),
    LOG4J2(
        "org.apache.logging.log4j.Logger",
        "org.apache.logging.log4j.Level",
        "org.apache.logging.log4j.Marker",
        "org.apache.logging.log4j.LogBuilder",
        Set.of("log"),
        EnumSet.of(Level.TRACE, Level.DEBUG, Level.INFO, Level.WARN, Level.ERROR, Level.FATAL),
        Set.of("log"),
        Set.of("isEnabled")),
    JUL(
        "java.util.logging.Logger",
        "java.util.logging.Level",
        null,
        null,
        Set.of(),
        EnumSet.of(
            Level.FINEST,
            Level.FINER,
            Level.FINE,
            Level.CONFIG,
            Level.INFO,
            Level.WARNING,
            Level.SEVERE),
        Set.of("log"),
        Set.of("isLoggable")),
    COMMONS_LOGGING(
        "org.apache.commons.logging.Log",
        null,
        null,
        null,
        Set.of(),
        EnumSet.of(Level.TRACE, Level.DEBUG, Level.INFO, Level.WARN, Level.ERROR, Level.FATAL),
        Set.of(),
        Set.of()),
    JBOSS(
        "org.jboss.logging.BasicLogger",
        "org.jboss.logging.Logger.Level",
        null,
        null,
        Set.of(),
        EnumSet.of(Level.TRACE, Level.DEBUG, Level.INFO, Level.WARN, Level.ERROR, Level.FATAL),
        Set.of("log", "logf", "logv"),
        Set.of("isEnabled"));

    private static final Pattern LEVEL_GUARD = Pattern.compile("is([A-Z][a-z]+)Enabled");

    /**
     * JBoss formats these lazily ({@code debugf} with String.format, {@code debugv} with
     * MessageFormat).
     */
    private static final Pattern JBOSS_LAZY_SUFFIX = Pattern.compile("[fv]");

    final Matcher<ExpressionTree> loggerMethod;
    final Matcher<ExpressionTree> builderMethod;
    private final String levelType;
    private final String markerType;
    private final Set<Level> levels;
    private final Set<String> levelArgumentMethods;
    private final Set<String> levelArgumentGuards;

    Family(
        String loggerType,
        String levelType,
        String markerType,
        String builderType,
        Set<String> builderMethods,
        Set<Level> levels,
        Set<String> levelArgumentMethods,
        Set<String> levelArgumentGuards) {
      this.loggerMethod = instanceMethod().onDescendantOf(loggerType);
      this.builderMethod =
          builderType == null
              ? null
              : instanceMethod().onDescendantOf(builderType).namedAnyOf(builderMethods);
      this.levelType = levelType;
      this.markerType = markerType;
      this.levels = levels;
      this.levelArgumentMethods = levelArgumentMethods;
      this.levelArgumentGuards = levelArgumentGuards;
    }

    /** The level a log method of this family logs at, from its name or its Level argument. */
    Optional<Level> levelOf(MethodInvocationTree call, String name, VisitorState state) {
      if (levelArgumentMethods.contains(name)) {
        return levelArgument(call, state);
      }
      String levelName = name;
      if (this == JBOSS && JBOSS_LAZY_SUFFIX.matcher(name.substring(name.length() - 1)).matches()) {
        levelName = name.substring(0, name.length() - 1);
      }
      return levelNamed(levelName);
    }

    /** The level a guard method ({@code isDebugEnabled()}, {@code isLoggable(FINE)}) tests. */
    Optional<Level> guardLevelOf(MethodInvocationTree call, String name, VisitorState state) {
      if (levelArgumentGuards.contains(name)) {
        return levelArgument(call, state);
      }
      java.util.regex.Matcher guard = LEVEL_GUARD.matcher(name);
      return guard.matches()
          ? levelNamed(guard.group(1).toLowerCase(Locale.ROOT))
          : Optional.empty();
    }

    /** The level of a fluent builder's first call: {@code atDebug()}, {@code atLevel(DEBUG)}. */
    Optional<Level> builderLevelOf(MethodInvocationTree call, String name, VisitorState state) {
      if (name.equals("atLevel") || name.equals("makeLoggingEventBuilder")) {
        return levelArgument(call, state);
      }
      return name.startsWith("at")
          ? levelNamed(name.substring(2).toLowerCase(Locale.ROOT))
          : Optional.empty();
    }

    boolean isLevel(ExpressionTree argument, VisitorState state) {
      return isType(argument, levelType, state);
    }

    boolean isMarker(ExpressionTree argument, VisitorState state) {
      return isType(argument, markerType, state);
    }

    private Optional<Level> levelNamed(String name) {
      return Level.named(name).filter(levels::contains);
    }

    /** Only a level named by a constant (Level.FINE, Level.DEBUG) is known at compile time. */
    private Optional<Level> levelArgument(MethodInvocationTree call, VisitorState state) {
      for (ExpressionTree argument : call.getArguments()) {
        if (!isLevel(argument, state)) {
          continue;
        }
        Symbol symbol = ASTHelpers.getSymbol(argument);
        if (symbol instanceof VarSymbol && ASTHelpers.isStatic(symbol)) {
          return levelNamed(symbol.getSimpleName().toString().toLowerCase(Locale.ROOT));
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
  }

  /** The log call {@code tree} makes, if it is one at a level the family knows. */
  static Optional<EagerLogMessageCall> of(MethodInvocationTree tree, VisitorState state) {
    String name = ASTHelpers.getSymbol(tree).getSimpleName().toString();
    for (Family family : Family.values()) {
      if (family.loggerMethod.matches(tree, state)) {
        return family
            .levelOf(tree, name, state)
            .map(
                level ->
                    new EagerLogMessageCall(
                        family,
                        level,
                        ASTHelpers.getReceiver(tree),
                        false,
                        messageIndex(family, tree, state),
                        tree));
      }
      if (family.builderMethod != null && family.builderMethod.matches(tree, state)) {
        return ofBuilder(family, tree, name, state);
      }
    }
    return Optional.empty();
  }

  /**
   * Walks a fluent chain back to the logger call that opened it. A builder held in a variable has
   * no level the check can see, and stays silent.
   */
  private static Optional<EagerLogMessageCall> ofBuilder(
      Family family, MethodInvocationTree tree, String name, VisitorState state) {
    ExpressionTree receiver = ASTHelpers.getReceiver(tree);
    while (receiver instanceof MethodInvocationTree link) {
      if (family.loggerMethod.matches(link, state)) {
        String opener = ASTHelpers.getSymbol(link).getSimpleName().toString();
        int messageIndex = name.equals("log") || name.equals("setMessage") ? 0 : -1;
        ExpressionTree logger = ASTHelpers.getReceiver(link);
        return family
            .builderLevelOf(link, opener, state)
            .map(level -> new EagerLogMessageCall(family, level, logger, true, messageIndex, tree));
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
      if (family.isLevel(argument, state)
          || family.isMarker(argument, state)
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
