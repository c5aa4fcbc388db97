package dev.bottleneck.maven.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads {@code .properties} text the way {@link java.util.Properties#load(java.io.Reader)} does
 * ({@code key=value}, {@code key: value}, {@code key value}, {@code #} and {@code !} comments,
 * backslash continuations and escapes), and remembers where each value starts. A key written twice
 * in one document keeps its last value, as in {@code Properties} and Spring Boot; a line {@code
 * #---} or {@code !---} starts a new document, as Spring Boot reads it, whose keys are its own.
 */
final class PropertiesReader {
  private static final Pattern DOCUMENT_SEPARATOR = Pattern.compile("[#!]---\\s*");

  private PropertiesReader() {}

  /**
   * @throws ConfigFileException naming the line and column of a {@code \\u} escape without four hex
   *     digits, which {@code Properties} (and so Spring Boot at start-up) refuses
   */
  static List<ConfigEntry> read(Path file, String text) throws ConfigFileException {
    String[] lines = text.split("\r\n|\r|\n", -1);
    List<ConfigEntry> documents = new ArrayList<>();
    Map<String, ConfigEntry> entries = new LinkedHashMap<>();
    int index = 0;
    while (index < lines.length) {
      String first = lines[index];
      String trimmed = first.stripLeading();
      if (DOCUMENT_SEPARATOR.matcher(first).matches()) {
        documents.addAll(entries.values());
        entries.clear();
      }
      if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("!")) {
        index++;
        continue;
      }
      LogicalLine logical = new LogicalLine();
      int lineIndex = index;
      String physical = trimmed;
      int offset = first.length() - trimmed.length();
      while (true) {
        boolean continued = endsWithContinuation(physical);
        String content = continued ? physical.substring(0, physical.length() - 1) : physical;
        logical.append(content, lineIndex + 1, offset + 1);
        index++;
        if (!continued || index >= lines.length) {
          break;
        }
        String next = lines[index];
        physical = next.stripLeading();
        offset = next.length() - physical.length();
        lineIndex = index;
      }
      ConfigEntry entry = logical.entry(file, lines);
      entries.remove(entry.key());
      entries.put(entry.key(), entry);
    }
    documents.addAll(entries.values());
    return List.copyOf(documents);
  }

  /** The digits {@code Properties} reads after {@code \\u}: ASCII only, no sign. */
  private static boolean isHexDigit(int c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  private static boolean endsWithContinuation(String line) {
    int backslashes = 0;
    for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
      backslashes++;
    }
    return backslashes % 2 == 1;
  }

  /** The characters of one logical line and the line and column each came from. */
  private static final class LogicalLine {
    private final StringBuilder text = new StringBuilder();
    private final List<int[]> positions = new ArrayList<>();

    void append(String content, int line, int firstColumn) {
      for (int i = 0; i < content.length(); i++) {
        text.append(content.charAt(i));
        positions.add(new int[] {line, firstColumn + i});
      }
    }

    ConfigEntry entry(Path file, String[] lines) throws ConfigFileException {
      int i = 0;
      StringBuilder key = new StringBuilder();
      while (i < text.length()) {
        char c = text.charAt(i);
        if (c == '\\' && i + 1 < text.length()) {
          i = unescape(file, i, key);
          continue;
        }
        if (c == '=' || c == ':' || Character.isWhitespace(c)) {
          break;
        }
        key.append(c);
        i++;
      }
      while (i < text.length() && isBlank(text.charAt(i))) {
        i++;
      }
      if (i < text.length() && (text.charAt(i) == '=' || text.charAt(i) == ':')) {
        i++;
      }
      while (i < text.length() && isBlank(text.charAt(i))) {
        i++;
      }
      int[] start = i < text.length() ? positions.get(i) : end();
      StringBuilder value = new StringBuilder();
      while (i < text.length()) {
        if (text.charAt(i) == '\\' && i + 1 < text.length()) {
          i = unescape(file, i, value);
        } else {
          value.append(text.charAt(i++));
        }
      }
      return new ConfigEntry(
          key.toString(), value.toString(), start[0], start[1], lines[start[0] - 1].strip());
    }

    private int[] end() {
      if (positions.isEmpty()) {
        return new int[] {1, 1};
      }
      int[] last = positions.get(positions.size() - 1);
      return new int[] {last[0], last[1] + 1};
    }

    /** Appends the character escaped at {@code i} and returns the index after the escape. */
    private int unescape(Path file, int i, StringBuilder out) throws ConfigFileException {
      char c = text.charAt(i + 1);
      if (c == 'u') {
        int end = Math.min(i + 6, text.length());
        String digits = text.substring(i + 2, end);
        if (digits.length() < 4 || !digits.chars().allMatch(PropertiesReader::isHexDigit)) {
          int[] at = positions.get(i);
          throw ConfigFileException.unicodeEscape(file, at[0], at[1], text.substring(i, end));
        }
        out.append((char) Integer.parseInt(digits, 16));
        return i + 6;
      }
      switch (c) {
        case 't' -> out.append('\t');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case 'f' -> out.append('\f');
        default -> out.append(c);
      }
      return i + 2;
    }

    private static boolean isBlank(char c) {
      return c == ' ' || c == '\t' || c == '\f';
    }
  }
}
