package dev.bottleneck.catalog;

import java.util.List;
import java.util.Locale;

/**
 * The text of the suggested fixes, the same in every engine that offers them: the name and
 * declaration of a hoisted constant, where it goes, and how a parameterized log message is
 * written. Each engine decides from its own trees whether a fix is safe; what the fix then reads
 * like is decided here once, so that Error Prone, the plugin's SARIF suggestions and {@code
 * bottleneck:fix} change a file the same way.
 */
public final class FixText {
  /** SLF4J's and Log4j2's placeholder. */
  public static final String PLACEHOLDER = "{}";

  private FixText() {}

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
    return indent
        + "private static final "
        + type
        + " "
        + name
        + " = "
        + initializer
        + ";\n\n";
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
