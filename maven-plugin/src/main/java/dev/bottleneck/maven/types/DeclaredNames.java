package dev.bottleneck.maven.types;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The names that the Java files of one directory may declare as top-level types: every identifier
 * that follows {@code class}, {@code interface}, {@code enum} or {@code record} outside braces,
 * comments and literals. It over-approximates (a {@code Foo.class} literal in an annotation adds
 * the next word) and never misses a declaration; a file it cannot read with certainty (an
 * unterminated comment or literal, unbalanced braces, a unicode escape in the code, or anywhere
 * when the parser translates escapes) may declare any name.
 */
final class DeclaredNames {
  private static final Set<String> DECLARING = Set.of("class", "interface", "enum", "record");

  /** Each Java file of the directory in listing order, with its names, or null if unsure. */
  private final Map<Path, Set<String>> files;

  private DeclaredNames(Map<Path, Set<String>> files) {
    this.files = files;
  }

  /** The files, in the order the directory lists them, that may declare {@code name}. */
  List<Path> filesDeclaring(String name) {
    List<Path> candidates = new ArrayList<>();
    files.forEach(
        (file, names) -> {
          if (names == null || names.contains(name)) {
            candidates.add(file);
          }
        });
    return candidates;
  }

  /**
   * The declared names of each directory asked for, read once: the source index and the symbol
   * solver's guard ask about the same package directories. Shared by the threads of a scan: a
   * directory two threads ask for at once may be read twice, and either reading is kept.
   */
  static final class Directories {
    private final boolean unicodeEscapes;
    private final Map<Path, DeclaredNames> read = new ConcurrentHashMap<>();

    /**
     * @param unicodeEscapes whether the parser the answers serve translates unicode escapes
     */
    Directories(boolean unicodeEscapes) {
      this.unicodeEscapes = unicodeEscapes;
    }

    boolean unicodeEscapes() {
      return unicodeEscapes;
    }

    /** A directory that cannot be read is read again when asked again. */
    DeclaredNames of(Path directory) throws IOException {
      DeclaredNames names = read.get(directory);
      if (names == null) {
        DeclaredNames fresh = DeclaredNames.of(directory, unicodeEscapes);
        names = read.putIfAbsent(directory, fresh);
        return names == null ? fresh : names;
      }
      return names;
    }
  }

  static DeclaredNames of(Path directory, boolean unicodeEscapes) throws IOException {
    Map<Path, Set<String>> files = new LinkedHashMap<>();
    if (!Files.isDirectory(directory)) {
      return new DeclaredNames(files);
    }
    try (DirectoryStream<Path> listing = Files.newDirectoryStream(directory)) {
      for (Path file : listing) {
        if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".java")
            || !Files.isRegularFile(file)) {
          continue;
        }
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        Set<String> names = new HashSet<>();
        files.put(file, collect(text, names, unicodeEscapes) ? names : null);
      }
    }
    return new DeclaredNames(files);
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
