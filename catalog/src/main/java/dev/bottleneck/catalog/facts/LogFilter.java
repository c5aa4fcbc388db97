package dev.bottleneck.catalog.facts;

import java.util.Locale;
import java.util.Optional;

/**
 * An appender's level filter as Logback and Log4j2 run it: each filter of the chain, in order,
 * accepts an event (later filters are skipped), denies it, or stays neutral (the next one decides);
 * an event no filter denies reaches the appender. Levels are compared by {@link
 * LogConfigs#levelRank}; a filter whose level is not a literal level decides nothing.
 *
 * @param minRank the least severe level the filter matches, inclusive
 * @param maxRank the most severe level it matches, inclusive
 * @param onMatch what it does with a matching event
 * @param onMismatch what it does with any other event
 */
public record LogFilter(int minRank, int maxRank, Decision onMatch, Decision onMismatch) {

  /** A filter's answer for one event. */
  public enum Decision {
    ACCEPT,
    DENY,
    NEUTRAL;

    /** The decision as written ({@code DENY}, any case), or {@code otherwise}. */
    static Decision named(Optional<String> text, Decision otherwise) {
      return text.map(t -> t.strip().toUpperCase(Locale.ROOT))
          .flatMap(
              t -> java.util.Arrays.stream(values()).filter(d -> d.name().equals(t)).findFirst())
          .orElse(otherwise);
    }
  }

  /**
   * Logback's {@code ThresholdFilter}: denies events below its level, else neutral.
   *
   * @param level the {@code <level>} text
   */
  public static Optional<LogFilter> logbackThreshold(String level) {
    return LogConfigs.levelRank(level)
        .map(rank -> new LogFilter(rank, Integer.MAX_VALUE, Decision.NEUTRAL, Decision.DENY));
  }

  /**
   * Logback's {@code LevelFilter}: matches its one level; {@code onMatch} and {@code onMismatch}
   * default to neutral.
   */
  public static Optional<LogFilter> logbackLevel(
      String level, Optional<String> onMatch, Optional<String> onMismatch) {
    return matching(level, false, onMatch, onMismatch, Decision.NEUTRAL);
  }

  /**
   * Log4j2's {@code ThresholdFilter}: matches events at its level or more severe; {@code onMatch}
   * defaults to neutral, {@code onMismatch} to deny.
   */
  public static Optional<LogFilter> log4j2Threshold(
      String level, Optional<String> onMatch, Optional<String> onMismatch) {
    return matching(level, true, onMatch, onMismatch, Decision.DENY);
  }

  /** A filter that matches {@code level}, or with {@code andAbove} it and every more severe one. */
  private static Optional<LogFilter> matching(
      String level,
      boolean andAbove,
      Optional<String> onMatch,
      Optional<String> onMismatch,
      Decision mismatchDefault) {
    return LogConfigs.levelRank(level)
        .map(
            rank ->
                new LogFilter(
                    rank,
                    andAbove ? Integer.MAX_VALUE : rank,
                    Decision.named(onMatch, Decision.NEUTRAL),
                    Decision.named(onMismatch, mismatchDefault)));
  }

  /**
   * Log4j2's {@code LevelRangeFilter}: matches events from {@code maxLevel} (the least severe) up
   * to {@code minLevel} (the most severe), as Log4j2 names the bounds; a bound that is not written
   * is read as open, so that the filter never hides more than it may; {@code onMatch} defaults to
   * neutral, {@code onMismatch} to deny.
   */
  public static LogFilter log4j2LevelRange(
      Optional<String> minLevel,
      Optional<String> maxLevel,
      Optional<String> onMatch,
      Optional<String> onMismatch) {
    return new LogFilter(
        maxLevel.flatMap(LogConfigs::levelRank).orElse(Integer.MIN_VALUE),
        minLevel.flatMap(LogConfigs::levelRank).orElse(Integer.MAX_VALUE),
        Decision.named(onMatch, Decision.NEUTRAL),
        Decision.named(onMismatch, Decision.DENY));
  }

  /** What the filter does with an event of the level of this rank. */
  public Decision decide(int rank) {
    return rank >= minRank && rank <= maxRank ? onMatch : onMismatch;
  }

  /** Whether a chain of filters, in order, lets an event of the level of this rank through. */
  public static boolean passes(java.util.List<LogFilter> chain, int rank) {
    for (LogFilter filter : chain) {
      Decision decision = filter.decide(rank);
      if (decision != Decision.NEUTRAL) {
        return decision == Decision.ACCEPT;
      }
    }
    return true;
  }
}
