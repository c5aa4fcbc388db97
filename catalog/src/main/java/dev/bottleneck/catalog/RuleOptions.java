package dev.bottleneck.catalog;

import dev.bottleneck.catalog.facts.LogLevel;
import java.util.Collections;
import java.util.EnumSet;
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

  public static final List<RuleOption<?>> ALL = List.of(EAGER_LOG_MESSAGE_LEVELS);

  /** The option with this key ({@code EagerLogMessage:Levels}), if the catalog declares it. */
  public static Optional<RuleOption<?>> find(String key) {
    return ALL.stream().filter(option -> option.key().equals(key)).findFirst();
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
