package dev.bottleneck.maven.config;

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

  static List<ConfigEntry> read(String text) {
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
      ConfigEntry entry = logical.entry(lines);
      entries.remove(entry.key());
      entries.put(entry.key(), entry);
    }
    documents.addAll(entries.values());
    return List.copyOf(documents);
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

    ConfigEntry entry(String[] lines) {
      int i = 0;
      StringBuilder key = new StringBuilder();
      while (i < text.length()) {
        char c = text.charAt(i);
        if (c == '\\' && i + 1 < text.length()) {
          i = unescape(i, key);
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
          i = unescape(i, value);
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
    private int unescape(int i, StringBuilder out) {
      char c = text.charAt(i + 1);
      if (c == 'u' && i + 6 <= text.length()) {
        try {
          out.append((char) Integer.parseInt(text.substring(i + 2, i + 6), 16));
          return i + 6;
        } catch (NumberFormatException e) {
          out.append(c);
          return i + 2;
        }
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
