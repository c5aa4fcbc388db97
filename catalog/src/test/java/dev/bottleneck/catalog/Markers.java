package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads the expected findings of the samples and the shared identification cases. A file marks a
 * finding the way Error Prone's own test helper ({@code CompilationTestHelper}) expects it, so that
 * the helper reads the same files unchanged:
 *
 * <pre>{@code
 * // BUG: Diagnostic contains: ObjectMapperPerCall
 * // new ObjectMapper()
 * return new ObjectMapper().writeValueAsString(order);
 * }</pre>
 *
 * <ul>
 *   <li>The marker line holds exactly one rule id. Error Prone prints a diagnostic as {@code [Id]
 *       message}, so its helper finds the id in the text; every other engine compares the id with
 *       the rule of its finding.
 *   <li>Each {@code //} comment line right below the marker line is one message fragment. Error
 *       Prone's helper reads these continuation lines too, and requires each to be contained in a
 *       diagnostic on the marked line; every engine asserts the same of its messages. A fragment is
 *       the rule's distinctive content (the construct, the slow call), not its wording, so that it
 *       survives rewording. A plain comment must therefore never follow a marker directly.
 *   <li>The marked line is the first line below the marker's comment block.
 *   <li>A file, or a line, without a marker expects no finding: a lookalike that must stay silent
 *       is a case without a marker.
 * </ul>
 *
 * <p>Kotlin sources ({@code .kt}) use the Java marker; SpotBugs, the one engine that reads them,
 * asserts it.
 *
 * <p>Spring configuration files ({@code .properties}, {@code .yml}, {@code .yaml}) use the same
 * marker as a {@code #} comment, with {@code #} continuation lines; XML logging configuration files
 * as a one-line {@code <!-- BUG: Diagnostic contains: Id -->} comment, with one-line {@code <!--
 * fragment -->} continuation comments.
 */
public final class Markers {
  private static final String MARKER = "BUG: Diagnostic contains:";

  /**
   * Marks, in a case file Error Prone cannot see whole ({@link #engineCannotSee}), a finding that
   * Error Prone alone reports: one file at a time, it cannot see what makes the other engines
   * silent there (the callers in another file). The other engines ignore it.
   */
  public static final String ERROR_PRONE_ALONE = "Error Prone alone: Diagnostic contains:";

  private static final Pattern JAVA_MARKER =
      Pattern.compile("^\\s*// " + Pattern.quote(MARKER) + "(.*)$");
  private static final Pattern ERROR_PRONE_ALONE_MARKER =
      Pattern.compile("^\\s*// " + Pattern.quote(ERROR_PRONE_ALONE) + "(.*)$");
  private static final Pattern CONFIG_MARKER =
      Pattern.compile("^\\s*# " + Pattern.quote(MARKER) + "(.*)$");
  private static final Pattern XML_MARKER =
      Pattern.compile("^\\s*<!-- " + Pattern.quote(MARKER) + "(.*?)\\s*-->\\s*$");
  private static final Pattern XML_COMMENT = Pattern.compile("^\\s*<!--(.*?)-->\\s*$");
  private static final Pattern RULE_ID = Pattern.compile("\\w+");
  private static final Pattern SAMPLE_FILE =
      Pattern.compile(".*\\.(java|kt|properties|ya?ml|xml)$");

  private Markers() {}

  /**
   * The markers of every sample file below {@code sourceRoot}, sorted: Java sources, and Spring
   * configuration files ({@code .properties}, {@code .yml}, {@code .yaml}), where the marker is a
   * {@code #} comment.
   */
  public static SortedSet<Marker> read(Path sourceRoot) {
    SortedSet<Marker> markers = new TreeSet<>();
    for (Path file : files(sourceRoot)) {
      markers.addAll(readFile(sourceRoot, file));
    }
    return markers;
  }

  /** The Java, Kotlin, properties, YAML and XML files below {@code sourceRoot}, sorted. */
  public static List<Path> files(Path sourceRoot) {
    try (Stream<Path> files = Files.walk(sourceRoot)) {
      return files.filter(f -> SAMPLE_FILE.matcher(f.toString()).matches()).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read samples below " + sourceRoot, e);
    }
  }

  /** The markers of one file; {@code path} of each marker is relative to {@code sourceRoot}. */
  public static SortedSet<Marker> readFile(Path sourceRoot, Path file) {
    return readFile(sourceRoot, file, false);
  }

  /**
   * What Error Prone must report in a case file it cannot see whole: the {@link #ERROR_PRONE_ALONE}
   * markers, and none of the others.
   */
  public static SortedSet<Marker> readErrorProneAlone(Path sourceRoot, Path file) {
    return readFile(sourceRoot, file, true);
  }

  /**
   * A case file's text as Error Prone's test helper must read it when the file is one it cannot see
   * whole: its markers become plain comments, and its {@link #ERROR_PRONE_ALONE} markers markers.
   */
  public static String asErrorProneSeesIt(String source) {
    return source
        .replace("// " + MARKER, "// not seen by Error Prone:")
        .replace("// " + ERROR_PRONE_ALONE, "// " + MARKER);
  }

  private static SortedSet<Marker> readFile(Path sourceRoot, Path file, boolean errorProneAlone) {
    String relative = relative(sourceRoot, file);
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read sample " + file, e);
    }
    boolean java = relative.endsWith(".java") || relative.endsWith(".kt");
    boolean xml = relative.endsWith(".xml");
    Pattern marker =
        errorProneAlone
            ? ERROR_PRONE_ALONE_MARKER
            : java ? JAVA_MARKER : xml ? XML_MARKER : CONFIG_MARKER;
    String comment = java ? "//" : xml ? "<!--" : "#";
    SortedSet<Marker> markers = new TreeSet<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher matcher = marker.matcher(lines.get(i));
      if (!matcher.matches()) {
        continue;
      }
      int markerLine = i + 1;
      String ruleId = matcher.group(1).strip();
      if (!RULE_ID.matcher(ruleId).matches()) {
        throw new IllegalArgumentException(
            relative
                + ":"
                + markerLine
                + ": a marker line holds exactly one rule id, found '"
                + ruleId
                + "'; put each message fragment on its own "
                + comment
                + " line below it");
      }
      if (Rule.find(ruleId).isEmpty()) {
        throw new IllegalArgumentException(
            relative
                + ":"
                + markerLine
                + ": marker names unknown rule '"
                + ruleId
                + "'; known rule ids are "
                + Rule.knownIds());
      }
      List<String> fragments = new ArrayList<>();
      while (i + 1 < lines.size() && lines.get(i + 1).strip().startsWith(comment)) {
        i++;
        Matcher xmlComment = XML_COMMENT.matcher(lines.get(i));
        String fragment =
            xml
                ? (xmlComment.matches() ? xmlComment.group(1).strip() : "")
                : lines.get(i).strip().substring(comment.length()).strip();
        if (fragment.isEmpty() || fragment.contains(MARKER)) {
          throw new IllegalArgumentException(
              relative
                  + ":"
                  + (i + 1)
                  + ": a marker's continuation line must hold one message"
                  + " fragment; end the marker with the line to report, one marker per line");
        }
        fragments.add(fragment);
      }
      // Line numbers are 1-based; the marked line is the first below the marker's comment block.
      markers.add(new Marker(relative, i + 2, ruleId, fragments));
    }
    return markers;
  }

  /** The (file, line, id) sites of {@code markers}, without their message fragments. */
  public static SortedSet<Marker> sites(Collection<Marker> markers) {
    return markers.stream().map(Marker::site).collect(Collectors.toCollection(TreeSet::new));
  }

  /**
   * One line per expected fragment that no reported message at its marker's site contains, e.g.
   * {@code A.java:12 [Id] no message contains 'new ObjectMapper()'; messages: [...]}. Empty when
   * every fragment is met. {@code messages} maps each reported site to its messages.
   */
  public static List<String> unmetFragments(
      Collection<Marker> expected, Map<Marker, List<String>> messages) {
    List<String> unmet = new ArrayList<>();
    for (Marker marker : expected) {
      List<String> reported = messages.getOrDefault(marker.site(), List.of());
      for (String fragment : marker.unmetBy(reported)) {
        unmet.add(marker.site() + " no message contains '" + fragment + "'; messages: " + reported);
      }
    }
    return unmet;
  }

  /**
   * Asserts what a conformance test asks of one case file: the engine reported exactly the sites
   * {@code expected} marks and, where {@code messages}, every marked fragment at its site; a site
   * whose location {@code disagreements} lists counts on neither side.
   *
   * @param reported each site the engine reported in the file, with its messages
   * @param disagreements the listed disagreements of this engine, by {@link Marker#location()}
   * @param messages whether the messages are held to the markers' fragments too
   */
  public static void assertAgree(
      SortedSet<Marker> expected,
      Map<Marker, List<String>> reported,
      Map<String, String> disagreements,
      boolean messages) {
    Map<Marker, List<String>> kept = new java.util.TreeMap<>(reported);
    kept.keySet().removeIf(site -> disagreements.containsKey(site.location()));
    SortedSet<Marker> wanted = new TreeSet<>(expected);
    wanted.removeIf(marker -> disagreements.containsKey(marker.location()));

    assertThat(kept.keySet()).containsExactlyElementsOf(sites(wanted));
    if (messages) {
      assertThat(unmetFragments(wanted, kept)).isEmpty();
    }
  }

  /**
   * The shared case files one engine cannot see by design ({@code case file<TAB>reason} lines below
   * the cases root, {@code #} comments), such as {@code error-prone-cannot-see.tsv}: its
   * conformance tests expect none of their markers. A line without a reason, or naming no case
   * file, is an error that names the line.
   */
  public static Map<String, String> engineCannotSee(Path casesRoot, Path list) {
    List<String> lines;
    try {
      lines = Files.readAllLines(list, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + list, e);
    }
    Map<String, String> reasons = new java.util.TreeMap<>();
    for (int number = 1; number <= lines.size(); number++) {
      String line = lines.get(number - 1);
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.split("\t", -1);
      if (fields.length != 2
          || fields[1].isBlank()
          || !Files.isRegularFile(casesRoot.resolve(fields[0]))) {
        throw new IllegalArgumentException(
            list
                + ":"
                + number
                + ": expected an existing case file below "
                + casesRoot
                + ", a tab and the reason, got: "
                + line);
      }
      reasons.put(fields[0], fields[1]);
    }
    return reasons;
  }

  /**
   * The first line of the statement that holds {@code line} (1-based) of {@code lines}: what a
   * class file names is moved up to the line a source marker names. javac numbers a call by the
   * line of its opening parenthesis, so in a statement that spans lines ({@code builder()\n
   * .build()}) the bytecode line can be below the statement's first; the lines between must then
   * all continue the statement (none ends with {@code ;}, <code>{</code> or <code>}</code>).
   */
  public static int statementStart(List<String> lines, int line) {
    int start = line;
    while (start > 1 && start - 2 < lines.size() && continuesStatement(lines.get(start - 2))) {
      start--;
    }
    return start;
  }

  private static boolean continuesStatement(String previousLine) {
    String code = previousLine.strip();
    return !code.isEmpty()
        && !code.startsWith("//")
        && !code.startsWith("*")
        && !code.startsWith("@")
        && !code.endsWith(";")
        && !code.endsWith("{")
        && !code.endsWith("}")
        && !code.endsWith("*/");
  }

  /** {@code file} relative to {@code sourceRoot}, with {@code /} separators. */
  public static String relative(Path sourceRoot, Path file) {
    return sourceRoot
        .toAbsolutePath()
        .normalize()
        .relativize(file.toAbsolutePath().normalize())
        .toString()
        .replace('\\', '/');
  }
}
