package dev.bottleneck.maven.types;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Which files of the module's sources may call a method of a given simple name: every name written
 * before an opening parenthesis or after {@code ::}, read from the text of every {@code .java} file
 * below the source roots. It is built once per module, on first use, from text alone (no parse),
 * and then only read, so that the threads scanning the module share it. A file it names is parsed
 * whole to find the calls themselves; a name in a comment or a string only costs that parse.
 */
final class ModuleCalls {
  private final List<Path> roots;

  /** Empty when a root could not be walked or a file not read: callers are then unknown. */
  private volatile Optional<Map<String, List<Path>>> filesByName;

  ModuleCalls(List<Path> roots) {
    this.roots = List.copyOf(roots);
  }

  /**
   * The module's files, in path order, whose text calls or refers to a method named {@code name};
   * empty when the module's files could not all be read.
   */
  Optional<List<Path>> filesCalling(String name) {
    return index().map(index -> index.getOrDefault(name, List.of()));
  }

  private Optional<Map<String, List<Path>>> index() {
    Optional<Map<String, List<Path>>> index = filesByName;
    if (index == null) {
      synchronized (this) {
        index = filesByName;
        if (index == null) {
          index = build();
          filesByName = index;
        }
      }
    }
    return index;
  }

  private Optional<Map<String, List<Path>>> build() {
    Map<String, List<Path>> index = new HashMap<>();
    Optional<List<Path>> files = javaFiles();
    if (files.isEmpty()) {
      return Optional.empty();
    }
    for (Path file : files.get()) {
      String text;
      try {
        // Lenient: a file that is not UTF-8 is reported by its own scan; its calls still count.
        text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
      } catch (IOException | UncheckedIOException unreadable) {
        return Optional.empty();
      }
      Set<String> names = new HashSet<>();
      calledNames(text, names);
      for (String name : names) {
        index.computeIfAbsent(name, n -> new ArrayList<>()).add(file);
      }
    }
    index.replaceAll((name, calling) -> List.copyOf(calling));
    return Optional.of(Map.copyOf(index));
  }

  /**
   * Adds to {@code names} every name that {@code text} writes before an opening parenthesis (spaces
   * between allowed) or after {@code ::}, unless {@link Declarations} shows that it declares a
   * method there rather than calls one: in an identifier run, the name begins at its first
   * character that may start an identifier. A hand-written pass over the text; a regular expression
   * that says the same took a tenth of a million-line scan.
   */
  static void calledNames(String text, Set<String> names) {
    Declarations declarations = Declarations.in(text);
    int length = text.length();
    int at = 0;
    while (at < length) {
      int c = text.codePointAt(at);
      if (c == ':' && at + 1 < length && text.charAt(at + 1) == ':') {
        int start = skipWhitespace(text, at + 2);
        int end = identifierEnd(text, start);
        if (end > start) {
          names.add(text.substring(start, end));
        }
        // Past the name if there is one; else the second colon may begin another "::".
        at = end > start ? end : at + 1;
        continue;
      }
      if (!Character.isJavaIdentifierPart(c)) {
        at += Character.charCount(c);
        continue;
      }
      int run = at;
      int start = -1;
      while (at < length) {
        int part = text.codePointAt(at);
        if (!Character.isJavaIdentifierPart(part)) {
          break;
        }
        if (start < 0 && Character.isJavaIdentifierStart(part)) {
          start = at;
        }
        at += Character.charCount(part);
      }
      int after = skipWhitespace(text, at);
      if (start >= run
          && after < length
          && text.charAt(after) == '('
          && !(start == run && declarations.at(start))) {
        names.add(text.substring(start, at));
      }
    }
  }

  /** The end of the identifier that starts at {@code start}, or {@code start} if none does. */
  private static int identifierEnd(String text, int start) {
    if (start >= text.length() || !Character.isJavaIdentifierStart(text.codePointAt(start))) {
      return start;
    }
    int at = start;
    while (at < text.length() && Character.isJavaIdentifierPart(text.codePointAt(at))) {
      at += Character.charCount(text.codePointAt(at));
    }
    return at;
  }

  /** Past the white space, as a regular expression's {@code \s} reads it, from {@code at}. */
  private static int skipWhitespace(String text, int at) {
    int next = at;
    while (next < text.length() && " \t\n\u000B\f\r".indexOf(text.charAt(next)) >= 0) {
      next++;
    }
    return next;
  }

  private Optional<List<Path>> javaFiles() {
    List<Path> files = new ArrayList<>();
    for (Path root : roots) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> walk = Files.walk(root)) {
        walk.filter(file -> file.toString().endsWith(".java") && Files.isRegularFile(file))
            .map(file -> file.toAbsolutePath().normalize())
            .sorted()
            .forEach(files::add);
      } catch (IOException | UncheckedIOException unreadable) {
        return Optional.empty();
      }
    }
    return Optional.of(files);
  }
}
