package dev.bottleneck.maven.finding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A suggested change that removes a finding: whole lines {@code startLine} to {@code endLine}
 * (1-based, inclusive) of the finding's file replaced by {@code lines}. One run of whole lines is
 * what a GitHub suggestion can commit, and whole lines need no column arithmetic between UTF-16
 * (SARIF) and UTF-8 (reviewdog).
 *
 * @param description what the change does, for a reader of the report
 * @param lines the new lines, without line terminators
 */
public record Fix(String description, int startLine, int endLine, List<String> lines) {
  public Fix {
    lines = List.copyOf(lines);
    if (startLine < 1 || endLine < startLine || lines.isEmpty()) {
      throw new IllegalArgumentException(
          "A fix replaces lines " + startLine + " to " + endLine + " by " + lines.size());
    }
  }

  /** Whether both fixes change a common line, so that only one of them can be applied at a time. */
  public boolean overlaps(Fix other) {
    return startLine <= other.endLine && other.startLine <= endLine;
  }

  private static final Pattern LINE_BREAK = Pattern.compile("\r\n|\r|\n");

  /**
   * A file's text with fixes applied.
   *
   * @param applied the fixes applied, in file order
   * @param skipped the fixes left out because they change a line an applied one changes; a new
   *     analysis of the changed file offers them again where they still apply
   */
  public record Applied(String text, List<Fix> applied, List<Fix> skipped) {}

  /**
   * Applies to {@code source} the fixes, in file order, that change no line an earlier one changes.
   * The file keeps its line terminator.
   */
  public static Applied apply(String source, List<Fix> fixes) {
    Matcher firstBreak = LINE_BREAK.matcher(source);
    String separator = firstBreak.find() ? firstBreak.group() : "\n";
    List<String> lines = new ArrayList<>(Arrays.asList(LINE_BREAK.split(source, -1)));
    List<Fix> applied = new ArrayList<>();
    List<Fix> skipped = new ArrayList<>();
    for (Fix fix : fixes.stream().sorted(Comparator.comparingInt(Fix::startLine)).toList()) {
      if (fix.endLine() > lines.size() || applied.stream().anyMatch(fix::overlaps)) {
        skipped.add(fix);
      } else {
        applied.add(fix);
      }
    }
    for (int i = applied.size() - 1; i >= 0; i--) {
      Fix fix = applied.get(i);
      lines.subList(fix.startLine() - 1, fix.endLine()).clear();
      lines.addAll(fix.startLine() - 1, fix.lines());
    }
    return new Applied(String.join(separator, lines), List.copyOf(applied), List.copyOf(skipped));
  }
}
