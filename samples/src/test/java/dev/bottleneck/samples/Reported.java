package dev.bottleneck.samples;

import java.util.Comparator;

/**
 * One finding as a user sees it, in any engine: where (1-based line and column, the column counted
 * in UTF-16 code units with a tab as one, as SARIF counts), which rule and what it says. {@code
 * path} is relative to the samples' source root, with {@code /} separators.
 */
record Reported(String path, int line, int column, String ruleId, String message)
    implements Comparable<Reported> {
  private static final Comparator<Reported> ORDER =
      Comparator.comparing(Reported::path)
          .thenComparingInt(Reported::line)
          .thenComparingInt(Reported::column)
          .thenComparing(Reported::ruleId)
          .thenComparing(Reported::message);

  @Override
  public int compareTo(Reported other) {
    return ORDER.compare(this, other);
  }

  @Override
  public String toString() {
    return path + ":[" + line + "," + column + "] [" + ruleId + "] " + message;
  }
}
