package dev.bottleneck.maven.types;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which files of the module's sources, and of the modules that call it, may call a method of a
 * given simple name: every name written before an opening parenthesis or after {@code ::}, read
 * from each file's text ({@link FileFacts}, no parse) by the threads that ask. An answer is kept
 * for the threads that ask again, until a file of the {@link ModuleFiles} changes. A file it names
 * is parsed whole to find the calls themselves; a name in a comment or a string only costs that
 * parse.
 */
final class ModuleCalls {
  private final ModuleFiles files;
  private volatile Answers answers = new Answers(-1);

  /** The answers given while the files were at one version. */
  private record Answers(long version, Map<String, Optional<List<Path>>> byName) {
    Answers(long version) {
      this(version, new ConcurrentHashMap<>());
    }
  }

  ModuleCalls(ModuleFiles files) {
    this.files = files;
  }

  /**
   * The module's files, in root and then path order, whose text calls or refers to a method named
   * {@code name}; empty when the module's files could not all be listed and read.
   */
  Optional<List<Path>> filesCalling(String name) {
    // The version is read before the files, so an answer is never older than the version it is
    // kept under.
    long version = files.version();
    Answers known = answers;
    if (known.version() != version) {
      known = new Answers(version);
      answers = known;
    }
    Optional<List<Path>> calling = known.byName().get(name);
    if (calling == null) {
      calling =
          files
              .everyFileRead()
              .map(
                  every ->
                      every.stream()
                          .filter(file -> file.facts().calls(name))
                          .map(ModuleFiles.JavaFile::path)
                          .toList());
      known.byName().putIfAbsent(name, calling);
    }
    return calling;
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
}
