package dev.bottleneck.maven.filter;

import dev.bottleneck.catalog.AtomicWrite;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.IoReason;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The findings a team has accepted for now. The file is text, one finding a line, sorted, so that
 * it diffs well in review: rule, file, enclosing member and snippet hash, tab-separated. Entries
 * match findings by those four values and never by line number; two identical findings need two
 * entries.
 */
public final class Baseline {
  static final String HEADER = "# bottleneck baseline v1";
  private static final String BYTE_ORDER_MARK = "\uFEFF";
  private static final Pattern ANY_VERSION = Pattern.compile("# bottleneck baseline v(\\d{1,9})");

  /** How much of a line that is not an entry a message quotes. */
  private static final int QUOTED = 100;

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

  /**
   * What the baseline left of the findings.
   *
   * @param remaining the findings the baseline does not know
   * @param accepted the findings it accepted
   * @param stale how many of its entries matched no finding
   */
  public record Result(List<Finding> remaining, List<Finding> accepted, int stale) {
    public Result {
      remaining = List.copyOf(remaining);
      accepted = List.copyOf(accepted);
    }

    /** How many findings the baseline accepted. */
    public int baselined() {
      return accepted.size();
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
    return format(FrontEnd.MAVEN);
  }

  /**
   * @param words how the file's help names the command that regenerates it
   */
  public String format(FrontEnd words) {
    StringBuilder text =
        new StringBuilder(HEADER)
            .append('\n')
            .append("# Known findings that bottleneck does not report. Regenerate with ")
            .append(words.command("baseline"))
            .append(".\n# rule\tfile\tmember\tsnippet hash\n");
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
    write(file, FrontEnd.MAVEN);
  }

  /**
   * @param words how the file's help names the command that regenerates it
   */
  public void write(Path file, FrontEnd words) throws IOException {
    AtomicWrite.writeString(file, format(words));
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
    return read(file, file.toString(), words);
  }

  /**
   * @param name the file as messages name it, relative to the project
   * @param words how the messages name the setting and the command that rewrites the file
   * @throws BaselineException naming the file, the line and the fix when the file is malformed
   */
  public static Baseline read(Path file, String name, FrontEnd words) throws BaselineException {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BaselineException(
          name
              + " cannot be read ("
              + IoReason.of(e)
              + "); check the "
              + words.parameter("baselineFile"));
    }
    return parse(name, lines, words);
  }

  static Baseline parse(Path file, List<String> lines) throws BaselineException {
    return parse(file.toString(), lines, FrontEnd.MAVEN);
  }

  private static Baseline parse(String file, List<String> lines, FrontEnd words)
      throws BaselineException {
    if (!lines.isEmpty() && lines.get(0).startsWith(BYTE_ORDER_MARK)) {
      // Some Windows editors add one when they save.
      lines = new ArrayList<>(lines);
      lines.set(0, lines.get(0).substring(1));
    }
    Matcher version = ANY_VERSION.matcher(lines.isEmpty() ? "" : lines.get(0).strip());
    if (version.matches() && !lines.get(0).strip().equals(HEADER)) {
      throw new BaselineException(
          file
              + ":1 is a baseline of format v"
              + version.group(1)
              + ", which a newer bottleneck wrote; this one reads '"
              + HEADER
              + "': run the newer bottleneck, or regenerate the file with "
              + words.command("baseline"));
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
                + " tab-separated): "
                + quote(line)
                + "; fix the line or regenerate the file with "
                + words.command("baseline"));
      }
      counts.merge(
          new Entry(unescape(fields[0]), unescape(fields[1]), unescape(fields[2]), fields[3]),
          1,
          Integer::sum);
    }
    return new Baseline(counts);
  }

  /** The line in quotes, its start only when it is long, so that a message stays one screen. */
  private static String quote(String line) {
    if (line.length() <= QUOTED) {
      return "'" + line + "'";
    }
    return "'" + line.substring(0, QUOTED) + "...' (" + line.length() + " characters)";
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
    List<Finding> accepted = new ArrayList<>();
    for (Finding finding : findings) {
      Entry entry = Entry.of(finding, path.apply(finding));
      Integer count = left.get(entry);
      if (count == null) {
        remaining.add(finding);
        continue;
      }
      accepted.add(finding);
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
    return new Result(remaining, accepted, stale);
  }
}
