package dev.bottleneck.maven.types;

import java.util.HashSet;
import java.util.Set;

/**
 * The names that one Java file may declare as top-level types: every identifier that follows {@code
 * class}, {@code interface}, {@code enum} or {@code record} outside braces, comments and literals.
 * It over-approximates (a {@code Foo.class} literal in an annotation adds the next word) and never
 * misses a declaration; a file it cannot read with certainty (an unterminated comment or literal,
 * unbalanced braces, a unicode escape in the code, or anywhere when the parser translates escapes)
 * may declare any name. Read once from the file's text, for a parser that translates unicode
 * escapes and for one that does not.
 */
final class DeclaredNames {
  private static final Set<String> DECLARING = Set.of("class", "interface", "enum", "record");

  /** The names read without translating escapes, or null when unsure even so. */
  private final Set<String> names;

  /** Whether the text holds a unicode escape, which a translating parser may read as any name. */
  private final boolean escapes;

  private DeclaredNames(Set<String> names, boolean escapes) {
    this.names = names;
    this.escapes = escapes;
  }

  /** The names a text without unicode escapes declares, as {@link CodeFacts} read them. */
  static DeclaredNames read(Set<String> names) {
    return new DeclaredNames(Set.copyOf(names), false);
  }

  static DeclaredNames of(String text) {
    Set<String> names = new HashSet<>();
    return new DeclaredNames(
        collect(text, names, false) ? Set.copyOf(names) : null, text.contains("\\u"));
  }

  /**
   * Whether the file may declare a top-level type {@code name}.
   *
   * @param unicodeEscapes whether the parser this answer serves translates unicode escapes
   */
  boolean mayDeclare(String name, boolean unicodeEscapes) {
    // Translated, an escape anywhere may spell a keyword or a name; untranslated, the text is
    // read as collect reads it when it finds no escape.
    return names == null || unicodeEscapes && escapes || names.contains(name);
  }

  /** Adds the top-level type names {@code text} may declare; false when it cannot be sure. */
  static boolean collect(String text, Set<String> names, boolean unicodeEscapes) {
    // Translated, an escape anywhere may spell a keyword or a name.
    if (unicodeEscapes && text.contains("\\u")) {
      return false;
    }
    boolean declaring = false;
    int depth = 0;
    int length = text.length();
    int i = 0;
    while (i < length) {
      char c = text.charAt(i);
      if (c == '/' && i + 1 < length && text.charAt(i + 1) == '/') {
        i = lineEnd(text, i);
      } else if (c == '/' && i + 1 < length && text.charAt(i + 1) == '*') {
        int end = text.indexOf("*/", i + 2);
        if (end < 0) {
          return false;
        }
        i = end + 2;
      } else if (c == '"' || c == '\'') {
        i = literalEnd(text, i);
        if (i < 0) {
          return false;
        }
        declaring = false;
      } else if (Character.isJavaIdentifierStart(c)) {
        int start = i;
        do {
          i++;
        } while (i < length && Character.isJavaIdentifierPart(text.charAt(i)));
        String word = text.substring(start, i);
        if (declaring && depth == 0) {
          names.add(word);
        }
        declaring = DECLARING.contains(word);
      } else if (c == '\\') {
        // Untranslated, an escape outside comments and literals is kept in the identifier's text.
        return false;
      } else {
        if (c == '{') {
          depth++;
        } else if (c == '}' && --depth < 0) {
          return false;
        }
        if (!Character.isWhitespace(c) && c != '@') {
          declaring = false;
        }
        i++;
      }
    }
    return depth == 0;
  }

  private static int lineEnd(String text, int from) {
    int i = from;
    while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
      i++;
    }
    return i;
  }

  /** The index after the string, text block or char literal opening at {@code from}; -1 if open. */
  static int literalEnd(String text, int from) {
    char quote = text.charAt(from);
    if (quote == '"' && text.startsWith("\"\"\"", from)) {
      for (int i = from + 3; i < text.length(); i++) {
        if (text.charAt(i) == '\\') {
          i++;
        } else if (text.startsWith("\"\"\"", i)) {
          return i + 3;
        }
      }
      return -1;
    }
    for (int i = from + 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == quote) {
        return i + 1;
      } else if (c == '\n' || c == '\r') {
        return -1;
      }
    }
    return -1;
  }
}
