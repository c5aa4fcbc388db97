package dev.bottleneck.maven.rules;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The names that the Java files of one directory may declare as types: every identifier that
 * follows {@code class}, {@code interface}, {@code enum} or {@code record} outside comments. It
 * over-approximates (a {@code Foo.class} literal adds the next word) and never misses a
 * declaration; a file it cannot read with certainty (a unicode escape, an unterminated comment or
 * literal) makes every name possible.
 */
final class DeclaredNames {
  private static final Set<String> DECLARING = Set.of("class", "interface", "enum", "record");

  private final Set<String> names;
  private final boolean anyName;

  private DeclaredNames(Set<String> names, boolean anyName) {
    this.names = names;
    this.anyName = anyName;
  }

  boolean mayDeclare(String name) {
    return anyName || names.contains(name);
  }

  static DeclaredNames of(Path directory) throws IOException {
    Set<String> names = new HashSet<>();
    if (!Files.isDirectory(directory)) {
      return new DeclaredNames(names, false);
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(directory)) {
      for (Path file : files) {
        if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".java")
            || !Files.isRegularFile(file)) {
          continue;
        }
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        if (!collect(text, names)) {
          return new DeclaredNames(Set.of(), true);
        }
      }
    }
    return new DeclaredNames(names, false);
  }

  /** Adds the names {@code text} may declare; false when the text cannot be read with certainty. */
  static boolean collect(String text, Set<String> names) {
    if (text.contains("\\u")) {
      return false;
    }
    boolean declaring = false;
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
        if (declaring) {
          names.add(word);
        }
        declaring = DECLARING.contains(word);
      } else {
        if (!Character.isWhitespace(c) && c != '@') {
          declaring = false;
        }
        i++;
      }
    }
    return true;
  }

  private static int lineEnd(String text, int from) {
    int i = from;
    while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
      i++;
    }
    return i;
  }

  /** The index after the string, text block or char literal opening at {@code from}; -1 if open. */
  private static int literalEnd(String text, int from) {
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
