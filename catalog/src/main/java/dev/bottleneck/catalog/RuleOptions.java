package dev.bottleneck.catalog;

import dev.bottleneck.catalog.facts.LogLevel;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** Every rule option of the catalog. */
public final class RuleOptions {
  private RuleOptions() {}

  /** The log levels EagerLogMessage flags, e.g. {@code debug,trace}; case and spaces ignored. */
  public static final RuleOption<Set<LogLevel>> EAGER_LOG_MESSAGE_LEVELS =
      new RuleOption<>(
          Rule.EAGER_LOG_MESSAGE,
          "Levels",
          "Comma-separated log levels to flag",
          Collections.unmodifiableSet(LogLevel.usuallyDisabledLevels()),
          RuleOptions::levels);

  /**
   * The application's own remote annotations and types for WideTransactional, by qualified name,
   * e.g. {@code com.acme.rpc.RpcService,com.acme.rpc.RemoteClient}: a call is remote when its
   * receiver is a field annotated with one of them, or its type is one of them, a subtype of one,
   * or a type annotated with one. Spaces and blank elements are ignored.
   */
  public static final RuleOption<Set<String>> WIDE_TRANSACTIONAL_REMOTE_TYPES =
      new RuleOption<>(
          Rule.WIDE_TRANSACTIONAL,
          "RemoteTypes",
          "Comma-separated qualified names of the application's remote annotations and types",
          Set.of(),
          RuleOptions::qualifiedNames);

  public static final List<RuleOption<?>> ALL =
      List.of(EAGER_LOG_MESSAGE_LEVELS, WIDE_TRANSACTIONAL_REMOTE_TYPES);

  /** The option with this key ({@code EagerLogMessage:Levels}), if the catalog declares it. */
  public static Optional<RuleOption<?>> find(String key) {
    return ALL.stream().filter(option -> option.key().equals(key)).findFirst();
  }

  private static Set<String> qualifiedNames(String value) {
    Set<String> names = new LinkedHashSet<>();
    for (String part : value.split(",", -1)) {
      String name = part.trim();
      if (name.isEmpty()) {
        continue;
      }
      if (!name.matches(
          "\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*"
              + "(\\.\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*)+")) {
        throw new IllegalArgumentException(
            WIDE_TRANSACTIONAL_REMOTE_TYPES.key()
                + "="
                + value
                + " names '"
                + name
                + "', which is not a qualified type name; write names such as"
                + " com.acme.rpc.RpcService, separated by commas");
      }
      names.add(name);
    }
    return Collections.unmodifiableSet(names);
  }

  /**
   * Blank elements are ignored ({@code debug,,trace}, a trailing comma), as in every list parameter
   * of the Maven plugin, so that the same value means the same in both engines.
   */
  private static Set<LogLevel> levels(String value) {
    String key = EAGER_LOG_MESSAGE_LEVELS.key();
    if (value.replace(",", "").isBlank()) {
      throw new IllegalArgumentException(
          key
              + " names no level; list levels such as trace,debug (valid levels are "
              + LogLevel.ids()
              + "), or turn the rule off");
    }
    Set<LogLevel> levels = EnumSet.noneOf(LogLevel.class);
    for (String part : value.split(",", -1)) {
      String name = part.trim();
      if (name.isEmpty()) {
        continue;
      }
      levels.add(
          LogLevel.named(name.toLowerCase(Locale.ROOT))
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          key
                              + "="
                              + value
                              + " names unknown level '"
                              + name
                              + "'; valid levels are "
                              + LogLevel.ids())));
    }
    return Collections.unmodifiableSet(levels);
  }
}
