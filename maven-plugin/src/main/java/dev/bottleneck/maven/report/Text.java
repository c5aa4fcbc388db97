package dev.bottleneck.maven.report;

/** Text that is safe to print to a terminal or a CI log. */
final class Text {
  private Text() {}

  /**
   * Replaces each control character other than tab and line breaks, and each bidirectional
   * override, with its Java escape (a backslash, {@code u} and four hex digits): a configuration
   * value or a file name must not ring the bell, move the cursor, recolour the log or reorder what
   * a reviewer reads. Tab and line breaks are left to the caller, which joins or escapes them.
   */
  static String printable(String text) {
    return escape(text, false);
  }

  /**
   * A file name as one piece of a line: as {@link #printable}, and tabs and line breaks escaped
   * too. A name is not text to lay out, and a line break in it would start a line of its own, which
   * a CI runner may read as a command ({@code ::error ...} on GitHub Actions).
   */
  static String name(String text) {
    return escape(text, true);
  }

  private static String escape(String text, boolean layoutToo) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (isUnprintable(c) || layoutToo && isLayout(c)) {
        if (out == null) {
          out = new StringBuilder(text.length() + 8).append(text, 0, i);
        }
        out.append(String.format("\\u%04x", (int) c));
      } else if (out != null) {
        out.append(c);
      }
    }
    return out == null ? text : out.toString();
  }

  private static boolean isLayout(char c) {
    return c == '\t' || c == '\n' || c == '\r';
  }

  private static boolean isUnprintable(char c) {
    if (isLayout(c)) {
      return false;
    }
    return Character.getType(c) == Character.CONTROL
        || c >= '\u202a' && c <= '\u202e'
        || c >= '\u2066' && c <= '\u2069';
  }
}
