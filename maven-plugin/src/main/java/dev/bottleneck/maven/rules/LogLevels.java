package dev.bottleneck.maven.rules;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Level names of every supported logging framework, ranked by severity across frameworks so that a
 * guard can be compared with a call: a guard for level G covers calls at G or more severe.
 */
final class LogLevels {
  static final String OPTION = EagerLogMessageRule.ID + ":Levels";

  private static final Map<String, Integer> RANK = ranks();
  static final Set<String> DEFAULT =
      Set.of("trace", "debug", "info", "finest", "finer", "fine", "config");

  private LogLevels() {}

  static boolean isLevel(String name) {
    return RANK.containsKey(name);
  }

  /** Whether a guard that {@code guard} is enabled proves {@code call} is enabled too. */
  static boolean covers(String guard, String call) {
    return RANK.containsKey(guard) && RANK.containsKey(call) && RANK.get(call) >= RANK.get(guard);
  }

  /**
   * The levels named by the option value, lower case.
   *
   * @throws IllegalArgumentException naming the bad value and the valid ones
   */
  static Set<String> parse(String value) {
    Set<String> levels = new TreeSet<>();
    for (String part : value.split(",", -1)) {
      String level = part.trim().toLowerCase(Locale.ROOT);
      if (!RANK.containsKey(level)) {
        throw new IllegalArgumentException(
            OPTION
                + ": '"
                + part.trim()
                + "' in '"
                + value
                + "' is not a log level; valid levels"
                + " are "
                + String.join(", ", RANK.keySet()));
      }
      levels.add(level);
    }
    return Set.copyOf(levels);
  }

  private static Map<String, Integer> ranks() {
    Map<String, Integer> ranks = new LinkedHashMap<>();
    String[][] byRank = {
      {"trace", "finest"},
      {"finer"},
      {"debug", "fine"},
      {"config"},
      {"info"},
      {"warn", "warning"},
      {"error", "severe"},
      {"fatal"}
    };
    for (int rank = 0; rank < byRank.length; rank++) {
      for (String name : byRank[rank]) {
        ranks.put(name, rank);
      }
    }
    return ranks;
  }
}
