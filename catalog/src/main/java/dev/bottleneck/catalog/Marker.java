package dev.bottleneck.catalog;

/**
 * One finding a sample expects: a rule id at a line of a file. {@code path} is relative to the
 * source root the samples were read from, with {@code /} separators, so that every engine can
 * compare its own results with the markers as a set of equal values.
 */
public record Marker(String path, int line, String ruleId) implements Comparable<Marker> {

  @Override
  public int compareTo(Marker other) {
    int byPath = path.compareTo(other.path);
    if (byPath != 0) {
      return byPath;
    }
    int byLine = Integer.compare(line, other.line);
    return byLine != 0 ? byLine : ruleId.compareTo(other.ruleId);
  }

  @Override
  public String toString() {
    return path + ":" + line + " [" + ruleId + "]";
  }
}
