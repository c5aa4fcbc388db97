package dev.bottleneck.benchmarks.triage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The triage files are UTF-8 TSV; blank lines and lines starting with {@code #} are comments. */
final class TsvLines {
  private TsvLines() {}

  /** One data line: its 1-based number in the file and its fields. */
  record Row(Path file, int number, String[] fields) {
    /** A prefix for an error about this line: {@code file:line: }. */
    String where() {
      return file + ":" + number + ": ";
    }
  }

  /**
   * @param header the file's header comment, whose columns name the expected fields
   * @throws IllegalArgumentException naming the file and line that has another number of fields
   */
  static List<Row> read(Path file, String header) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
    }
    String[] columns = header.substring(2).split("\t");
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      Row row = new Row(file, i + 1, line.split("\t", -1));
      if (row.fields().length != columns.length) {
        throw new IllegalArgumentException(
            row.where()
                + "expected "
                + columns.length
                + " tab-separated fields ("
                + String.join(", ", columns)
                + "), found "
                + row.fields().length);
      }
      rows.add(row);
    }
    return rows;
  }
}
