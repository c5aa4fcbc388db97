package dev.bottleneck.benchmarks.triage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The triage files are UTF-8 TSV; blank lines and lines starting with {@code #} are comments. */
final class TsvLines {
  private TsvLines() {}

  static List<String> read(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  static boolean skipped(String line) {
    return line.isBlank() || line.startsWith("#");
  }
}
