package dev.bottleneck.benchmarks.triage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** One finding of a triage run: its key, then where it is and what it says. */
record TriageFinding(TriageKey key, int line, int column, String message) {
  static final String HEADER = "# rule\tmodule\tfile\tmember\tsnippet hash\tline\tcolumn\tmessage";

  String tsv() {
    return String.join("\t", key.tsv(), Integer.toString(line), Integer.toString(column), message);
  }

  /** Tabs and line breaks would break the columns; nothing the plugin reports needs them. */
  static String field(String text) {
    return text == null ? "" : text.replaceAll("[\\t\\r\\n]+", " ");
  }

  static void write(Path file, List<TriageFinding> findings) {
    List<String> lines = new ArrayList<>();
    lines.add(HEADER);
    findings.forEach(finding -> lines.add(finding.tsv()));
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.write(file, lines, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * @throws IllegalArgumentException naming the file and line that is not a finding row
   */
  static List<TriageFinding> read(Path file) {
    List<TriageFinding> findings = new ArrayList<>();
    for (TsvLines.Row row : TsvLines.read(file, HEADER)) {
      String[] fields = row.fields();
      try {
        findings.add(
            new TriageFinding(
                TriageKey.of(fields),
                Integer.parseInt(fields[5]),
                Integer.parseInt(fields[6]),
                fields[7]));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            row.where() + "line and column must be numbers; rerun the triage scan", e);
      }
    }
    return findings;
  }
}
