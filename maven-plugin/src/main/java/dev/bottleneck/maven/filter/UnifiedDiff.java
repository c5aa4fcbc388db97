package dev.bottleneck.maven.filter;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.BitSet;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The added and changed lines of a {@code git diff --unified=0 --no-prefix} output, by new path.
 * Deleted files and pure deletions add nothing; a renamed file counts only its edited lines.
 */
public final class UnifiedDiff {
  private static final Pattern HUNK =
      Pattern.compile("^@@ -\\d+(?:,\\d+)? \\+(\\d+)(?:,(\\d+))? @@.*");
  private static final String NEW_FILE = "+++ ";

  private final Map<String, BitSet> addedLines;

  private UnifiedDiff(Map<String, BitSet> addedLines) {
    this.addedLines = Collections.unmodifiableMap(addedLines);
  }

  public Map<String, BitSet> addedLines() {
    return addedLines;
  }

  public static UnifiedDiff parse(String diff) {
    Map<String, BitSet> added = new LinkedHashMap<>();
    String current = null;
    for (String line : diff.split("\n")) {
      if (line.startsWith(NEW_FILE)) {
        String path = stripTimestamp(line.substring(NEW_FILE.length()));
        current = path.equals("/dev/null") ? null : unquote(path);
        continue;
      }
      Matcher hunk = HUNK.matcher(line);
      if (current == null || !hunk.matches()) {
        continue;
      }
      int start = Integer.parseInt(hunk.group(1));
      int count = hunk.group(2) == null ? 1 : Integer.parseInt(hunk.group(2));
      if (count > 0) {
        added.computeIfAbsent(current, path -> new BitSet()).set(start, start + count);
      }
    }
    return new UnifiedDiff(added);
  }

  private static String stripTimestamp(String path) {
    int tab = path.indexOf('\t');
    return tab < 0 ? path : path.substring(0, tab);
  }

  /** Git quotes a path with unusual characters C-style, octal escapes for UTF-8 bytes. */
  static String unquote(String path) {
    if (path.length() < 2 || !path.startsWith("\"") || !path.endsWith("\"")) {
      return path;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    String body = path.substring(1, path.length() - 1);
    for (int i = 0; i < body.length(); i++) {
      char c = body.charAt(i);
      if (c != '\\' || i + 1 >= body.length()) {
        bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
        continue;
      }
      char next = body.charAt(++i);
      if (next >= '0' && next <= '7' && i + 2 < body.length()) {
        bytes.write(Integer.parseInt(body.substring(i, i + 3), 8));
        i += 2;
        continue;
      }
      bytes.write(
          switch (next) {
            case 't' -> '\t';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 'a' -> 7;
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'v' -> 11;
            default -> next;
          });
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
