package dev.bottleneck.catalog.facts;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The one table of log levels, by the names the logging APIs use. A rank orders levels by severity;
 * java.util.logging's names sit beside their equivalents (finest with trace, fine with debug) so
 * that one option can list both, and a guard of one level can be compared with a call of another.
 * Levels flagged by default are the ones usually disabled in production: trace and debug (JUL
 * finest, finer, fine). Info and config are usually written, so building their message is not
 * wasted; they are flagged only when an option lists them.
 */
public enum LogLevel {
  TRACE(0, true),
  FINEST(0, true),
  FINER(1, true),
  DEBUG(2, true),
  FINE(2, true),
  CONFIG(3, false),
  INFO(4, false),
  WARN(5, false),
  WARNING(5, false),
  ERROR(6, false),
  SEVERE(6, false),
  FATAL(7, false);

  private final int rank;
  private final boolean usuallyDisabled;

  LogLevel(int rank, boolean usuallyDisabled) {
    this.rank = rank;
    this.usuallyDisabled = usuallyDisabled;
  }

  /** The lower-case name, as options and log methods spell it: {@code debug}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** {@code Debug}, as guard methods spell it: {@code isDebugEnabled}. */
  public String capitalized() {
    String id = id();
    return Character.toUpperCase(id.charAt(0)) + id.substring(1);
  }

  /** Its place in the order of severity, least severe first; equivalent levels share it. */
  public int rank() {
    return rank;
  }

  /** Whether a logger with this level enabled also has {@code other} enabled. */
  public boolean covers(LogLevel other) {
    return rank <= other.rank;
  }

  /** Whether EagerLogMessage flags this level unless told otherwise. */
  public boolean usuallyDisabled() {
    return usuallyDisabled;
  }

  /** The level with this lower-case name. */
  public static Optional<LogLevel> named(String id) {
    return Arrays.stream(values()).filter(level -> level.id().equals(id)).findFirst();
  }

  /** The levels flagged by default. */
  public static Set<LogLevel> usuallyDisabledLevels() {
    return Arrays.stream(values())
        .filter(LogLevel::usuallyDisabled)
        .collect(Collectors.toCollection(() -> EnumSet.noneOf(LogLevel.class)));
  }

  /** Every name, comma-separated, in rank order, for messages. */
  public static String ids() {
    return Arrays.stream(values()).map(LogLevel::id).collect(Collectors.joining(", "));
  }
}
