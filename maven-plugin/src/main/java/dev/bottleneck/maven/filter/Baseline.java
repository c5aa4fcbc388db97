package dev.bottleneck.maven.filter;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.frontend.FrontEnd;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The findings a team has accepted for now. The file is text, one finding a line, sorted, so that
 * it diffs well in review: rule, file, enclosing member and snippet hash, tab-separated. Entries
 * match findings by those four values and never by line number; two identical findings need two
 * entries.
 */
public final class Baseline {
  static final String HEADER = "# bottleneck baseline v1";
  private static final String BYTE_ORDER_MARK = "\uFEFF";
  private static final String HELP =
      "# Known findings that bottleneck:check does not report. Regenerate with mvn"
          + " bottleneck:baseline.\n"
          + "# rule\tfile\tmember\tsnippet hash\n";

  private final Map<Entry, Integer> counts;

  private Baseline(Map<Entry, Integer> counts) {
    this.counts = counts;
  }

  /** One accepted finding. */
  public record Entry(String ruleId, String path, String member, String snippetHash)
      implements Comparable<Entry> {
    private static final Comparator<Entry> ORDER =
        Comparator.comparing(Entry::path)
            .thenComparing(Entry::ruleId)
            .thenComparing(Entry::member)
            .thenComparing(Entry::snippetHash);

    static Entry of(Finding finding, String path) {
      return new Entry(
          finding.ruleId(),
          path,
          finding.member() == null ? "" : finding.member(),
          Fingerprint.snippetHash(finding));
    }

    @Override
    public int compareTo(Entry other) {
      return ORDER.compare(this, other);
    }

    String line() {
      return String.join("\t", escape(ruleId), escape(path), escape(member), snippetHash);
    }
  }

  /** What the baseline left of the findings. */
  public record Result(List<Finding> remaining, int baselined, int stale) {
    public Result {
      remaining = List.copyOf(remaining);
    }
  }

  public static Baseline empty() {
    return new Baseline(new TreeMap<>());
  }

  /**
   * @param path each finding's file relative to the module, with {@code /} separators
   */
  public static Baseline of(List<Finding> findings, Function<Finding, String> path) {
    Map<Entry, Integer> counts = new TreeMap<>();
    for (Finding finding : findings) {
      counts.merge(Entry.of(finding, path.apply(finding)), 1, Integer::sum);
    }
    return new Baseline(counts);
  }

  public int size() {
    return counts.values().stream().mapToInt(Integer::intValue).sum();
  }

  public String format() {
    StringBuilder text = new StringBuilder(HEADER).append('\n').append(HELP);
    counts.forEach(
        (entry, count) -> {
          for (int i = 0; i < count; i++) {
            text.append(entry.line()).append('\n');
          }
        });
    return text.toString();
  }

  /** Writes the file atomically: a reader sees the previous baseline or this one, whole. */
  public void write(Path file) throws IOException {
    AtomicWrite.writeString(file, format());
  }

  /**
   * @throws BaselineException naming the file, the line and the fix when the file is malformed
   */
  public static Baseline read(Path file) throws BaselineException {
    return read(file, FrontEnd.MAVEN);
  }

  /**
   * @param words how the messages name the setting and the command that rewrites the file
   * @throws BaselineException naming the file, the line and the fix when the file is malformed
   */
  public static Baseline read(Path file, FrontEnd words) throws BaselineException {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BaselineException(
          file + " cannot be read (" + e + "); check the " + words.parameter("baselineFile"));
    }
    return parse(file, lines, words);
  }

  static Baseline parse(Path file, List<String> lines) throws BaselineException {
    return parse(file, lines, FrontEnd.MAVEN);
  }

  private static Baseline parse(Path file, List<String> lines, FrontEnd words)
      throws BaselineException {
    if (!lines.isEmpty() && lines.get(0).startsWith(BYTE_ORDER_MARK)) {
      // Some Windows editors add one when they save.
      lines = new ArrayList<>(lines);
      lines.set(0, lines.get(0).substring(1));
    }
    if (lines.isEmpty() || !lines.get(0).strip().equals(HEADER)) {
      throw new BaselineException(
          file
              + ":1 is not a bottleneck baseline: the first line must be '"
              + HEADER
              + "'; regenerate it with "
              + words.command("baseline"));
    }
    Map<Entry, Integer> counts = new TreeMap<>();
    for (int i = 1; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.split("\t", -1);
      if (fields.length != 4 || fields[0].isBlank() || fields[1].isBlank() || !isHash(fields[3])) {
        throw new BaselineException(
            file
                + ":"
                + (i + 1)
                + " is not a baseline entry (rule, file, member, snippet hash,"
                + " tab-separated): '"
                + line
                + "'; fix the line or regenerate the file with "
                + words.command("baseline"));
      }
      counts.merge(
          new Entry(unescape(fields[0]), unescape(fields[1]), unescape(fields[2]), fields[3]),
          1,
          Integer::sum);
    }
    return new Baseline(counts);
  }

  /**
   * A field with its tabs, line breaks and backslashes escaped, so that a file name holding one
   * still makes one line of four fields.
   */
  static String escape(String field) {
    return field
        .replace("\\", "\\\\")
        .replace("\t", "\\t")
        .replace("\n", "\\n")
        .replace("\r", "\\r");
  }

  /** Reverses {@link #escape}; a backslash before any other character stays as written. */
  static String unescape(String field) {
    if (field.indexOf('\\') < 0) {
      return field;
    }
    StringBuilder text = new StringBuilder(field.length());
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      char next = i + 1 < field.length() ? field.charAt(i + 1) : 0;
      if (c != '\\' || "\\tnr".indexOf(next) < 0 || next == 0) {
        text.append(c);
        continue;
      }
      text.append(
          switch (next) {
            case 't' -> '\t';
            case 'n' -> '\n';
            case 'r' -> '\r';
            default -> '\\';
          });
      i++;
    }
    return text.toString();
  }

  private static boolean isHash(String text) {
    return text.matches("[0-9a-f]{16}");
  }

  /**
   * Which baseline entries can be stale in a run: those of files it analyzed, and those of files
   * that no longer exist (deleted or renamed), whatever the run analyzed.
   *
   * @param analyzed the paths analyzed, relative to {@code basedir} with {@code /} separators
   */
  public static Predicate<String> analyzedOrGone(Set<String> analyzed, Path basedir) {
    return path -> analyzed.contains(path) || isGone(basedir, path);
  }

  private static boolean isGone(Path basedir, String path) {
    try {
      return !Files.exists(basedir.resolve(path));
    } catch (InvalidPathException e) {
      return true;
    }
  }

  /**
   * Removes the findings this baseline accepts, each entry once.
   *
   * @param path each finding's file relative to the module, with {@code /} separators
   * @param scanned whether a baseline path was analyzed in this run, or names a file that no longer
   *     exists (deleted or renamed); entries of other files (outside {@code since}) are not counted
   *     as stale
   */
  public Result apply(
      List<Finding> findings, Function<Finding, String> path, Predicate<String> scanned) {
    Map<Entry, Integer> left = new TreeMap<>(counts);
    List<Finding> remaining = new ArrayList<>();
    int baselined = 0;
    for (Finding finding : findings) {
      Entry entry = Entry.of(finding, path.apply(finding));
      Integer count = left.get(entry);
      if (count == null) {
        remaining.add(finding);
        continue;
      }
      baselined++;
      if (count == 1) {
        left.remove(entry);
      } else {
        left.put(entry, count - 1);
      }
    }
    int stale = 0;
    for (Map.Entry<Entry, Integer> entry : left.entrySet()) {
      if (scanned.test(entry.getKey().path())) {
        stale += entry.getValue();
      }
    }
    return new Result(remaining, baselined, stale);
  }
}
