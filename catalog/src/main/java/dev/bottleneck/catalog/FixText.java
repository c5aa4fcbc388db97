package dev.bottleneck.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The text of the suggested fixes, the same in every engine that offers them: the name and
 * declaration of a hoisted constant, where it goes, and how a parameterized log message is written.
 * Each engine decides from its own trees whether a fix is safe; what the fix then reads like is
 * decided here once, so that Error Prone, the plugin's SARIF suggestions and {@code bottleneck:fix}
 * change a file the same way.
 */
public final class FixText {
  /** SLF4J's and Log4j2's placeholder. */
  public static final String PLACEHOLDER = "{}";

  /** A format pattern whose only conversions are {@code %s} and {@code %%}. */
  private static final Pattern ONLY_PERCENT_S = Pattern.compile("([^%]|%s|%%)*");

  private FixText() {}

  /**
   * A {@code String.format} pattern and its values as the parts of a concatenation, texts and
   * values in turn ({@code "id %s of %s"}, [a, b] to "id ", a, " of ", b, ""); empty when the
   * pattern has another conversion than {@code %s} or its count differs from the values'.
   */
  public static <T> Optional<List<Object>> formatParts(String pattern, List<T> values) {
    if (!ONLY_PERCENT_S.matcher(pattern).matches()) {
      return Optional.empty();
    }
    String[] texts = pattern.split("%s", -1);
    if (texts.length - 1 != values.size()) {
      return Optional.empty();
    }
    List<Object> parts = new ArrayList<>();
    for (int i = 0; i < texts.length; i++) {
      parts.add(texts[i].replace("%%", "%"));
      if (i < values.size()) {
        parts.add(values.get(i));
      }
    }
    return Optional.of(parts);
  }

  /** {@code ObjectMapper} to {@code OBJECT_MAPPER}, {@code JAXBContext} to {@code JAXB_CONTEXT}. */
  public static String constantName(String simpleTypeName) {
    return simpleTypeName
        .replaceAll("([a-z0-9])([A-Z])", "$1_$2")
        .replaceAll("([A-Z])([A-Z][a-z])", "$1_$2")
        .toUpperCase(Locale.ROOT);
  }

  /**
   * The hoisted constant, followed by a blank line, to be inserted at the start of the line where
   * the member holding the creation begins ({@link #memberTop}).
   *
   * @param indent the member's indentation, which the constant takes
   */
  public static String constant(String indent, String type, String name, String initializer) {
    return indent + "private static final " + type + " " + name + " = " + initializer + ";\n\n";
  }

  /**
   * The first line of the member that starts at {@code memberLine} (0-based), including the
   * comments just above it, so that a constant inserted there does not come between a member and
   * its Javadoc. The constant goes right above the member that uses it: there a reviewer sees both
   * in one suggestion, and the constant is declared before its use.
   */
  public static int memberTop(List<String> lines, int memberLine) {
    int top = memberLine;
    while (top > 0 && isCommentLine(lines.get(top - 1))) {
      top--;
    }
    return top;
  }

  private static boolean isCommentLine(String line) {
    String text = line.strip();
    return text.startsWith("//")
        || text.startsWith("/*")
        || text.startsWith("*")
        || text.endsWith("*/");
  }

  /** The leading white space of {@code line}. */
  public static String indentation(String line) {
    int end = 0;
    while (end < line.length() && (line.charAt(end) == ' ' || line.charAt(end) == '\t')) {
      end++;
    }
    return line.substring(0, end);
  }

  /** {@code text} as a Java string literal. */
  public static String javaLiteral(String text) {
    StringBuilder literal = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"' -> literal.append("\\\"");
        case '\\' -> literal.append("\\\\");
        case '\n' -> literal.append("\\n");
        case '\r' -> literal.append("\\r");
        case '\t' -> literal.append("\\t");
        case '\b' -> literal.append("\\b");
        case '\f' -> literal.append("\\f");
        default -> {
          if (c < 0x20) {
            literal.append(String.format("\\u%04x", (int) c));
          } else {
            literal.append(c);
          }
        }
      }
    }
    return literal.append('"').toString();
  }
}
