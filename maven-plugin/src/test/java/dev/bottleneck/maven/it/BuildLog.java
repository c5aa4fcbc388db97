package dev.bottleneck.maven.it;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an integration test build printed, for the invoker's verify scripts: the findings of the
 * console report, and which of the expected Java findings the scanner already implements.
 */
public final class BuildLog {
  private static final Pattern FINDING =
      Pattern.compile("^\\[WARNING\\] (\\S+):\\[(\\d+),(\\d+)\\] \\[(\\w+)\\] .*$");

  private final String text;

  private BuildLog(String text) {
    this.text = text;
  }

  /** The whole log, every invocation of the test project. */
  public static BuildLog of(File basedir) throws IOException {
    return read(new File(basedir, "build.log"));
  }

  /** The log a script's own Maven run wrote. */
  public static BuildLog read(File log) throws IOException {
    return new BuildLog(Files.readString(log.toPath(), StandardCharsets.UTF_8));
  }

  /** The log of one invocation (1-based): the invoker appends each Maven run to the same file. */
  public static BuildLog of(File basedir, int invocation) throws IOException {
    String[] runs = of(basedir).text.split("(?m)^(?=\\[INFO\\] Scanning for projects)");
    // Hook scripts print before the first run starts.
    List<String> nonEmpty =
        Arrays.stream(runs).filter(run -> run.startsWith("[INFO] Scanning")).toList();
    if (invocation < 1 || invocation > nonEmpty.size()) {
      throw new IllegalArgumentException(
          "build.log holds " + nonEmpty.size() + " invocation(s), not " + invocation);
    }
    return new BuildLog(nonEmpty.get(invocation - 1));
  }

  public String text() {
    return text;
  }

  public boolean contains(String fragment) {
    return text.contains(fragment);
  }

  /** Every finding line of the console report without the log prefix, in order. */
  public List<String> findingLines() {
    List<String> lines = new ArrayList<>();
    for (String line : text.split("\\R")) {
      if (FINDING.matcher(line).matches()) {
        lines.add(line.substring("[WARNING] ".length()));
      }
    }
    return lines;
  }

  /** Every finding as {@code path:line [RuleId]}, in order. */
  public List<String> findings() {
    List<String> findings = new ArrayList<>();
    for (String line : text.split("\\R")) {
      Matcher matcher = FINDING.matcher(line);
      if (matcher.matches()) {
        findings.add(matcher.group(1) + ":" + matcher.group(2) + " [" + matcher.group(4) + "]");
      }
    }
    return findings;
  }

  /**
   * The expected Java findings ({@code path:line [RuleId]}) of the rules the source scanner claims
   * in the catalog: until a rule lands there, the scanner must report nothing for it.
   */
  public static List<String> javaFindings(String... expected) {
    return Arrays.stream(expected)
        .filter(
            finding ->
                Rule.byId(finding.replaceAll(".*\\[(\\w+)\\]$", "$1"))
                    .implementedBy(Engine.MAVEN_PLUGIN))
        .toList();
  }
}
