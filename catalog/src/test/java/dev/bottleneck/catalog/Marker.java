package dev.bottleneck.catalog;

import java.util.Collection;
import java.util.List;

/**
 * One finding a source file expects: a rule id at a line of a file, and the fragments its message
 * must contain. {@code path} is relative to the source root the files were read from, with {@code
 * /} separators, so that every engine can compare its own results with the markers as a set of
 * equal values: an engine builds the {@link #site() site} of each finding it reports (no fragments)
 * and compares those with the sites of the markers, then checks the messages with {@link
 * #unmetBy(Collection)}.
 */
public record Marker(String path, int line, String ruleId, List<String> fragments)
    implements Comparable<Marker> {

  public Marker {
    fragments = List.copyOf(fragments);
  }

  /** A reported finding, or a marker without message fragments. */
  public Marker(String path, int line, String ruleId) {
    this(path, line, ruleId, List.of());
  }

  /** This marker's (file, line, id), without message fragments: what every engine can report. */
  public Marker site() {
    return fragments.isEmpty() ? this : new Marker(path, line, ruleId);
  }

  /** {@code path:line}, how a list of known differences names a marked or reported line. */
  public String location() {
    return path + ":" + line;
  }

  /**
   * The fragments that none of {@code messages} contains. Error Prone's test helper checks each
   * pattern of a marker on its own against the diagnostics on the marked line, and so does this.
   */
  public List<String> unmetBy(Collection<String> messages) {
    return fragments.stream()
        .filter(fragment -> messages.stream().noneMatch(message -> message.contains(fragment)))
        .toList();
  }

  @Override
  public int compareTo(Marker other) {
    int byPath = path.compareTo(other.path);
    if (byPath != 0) {
      return byPath;
    }
    int byLine = Integer.compare(line, other.line);
    if (byLine != 0) {
      return byLine;
    }
    int byRule = ruleId.compareTo(other.ruleId);
    return byRule != 0
        ? byRule
        : String.join("\n", fragments).compareTo(String.join("\n", other.fragments));
  }

  @Override
  public String toString() {
    String site = path + ":" + line + " [" + ruleId + "]";
    return fragments.isEmpty() ? site : site + " containing " + fragments;
  }
}
