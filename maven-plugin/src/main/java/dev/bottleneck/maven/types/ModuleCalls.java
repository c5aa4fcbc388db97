package dev.bottleneck.maven.types;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Which files of the module's sources, and of the modules that call it, may call a method of a
 * given simple name: every name written before an opening parenthesis or after {@code ::}, read
 * from each file's text ({@link FileFacts}, no parse) by the threads that ask. An answer is kept
 * for the threads that ask again, until a change of a file's text may change it ({@link #changed}).
 * A file it names is parsed whole to find the calls themselves; a name in a comment or a string
 * only costs that parse.
 */
final class ModuleCalls {
  private final ModuleFiles files;

  /**
   * The answers kept, callers and subtypes (by "<"); replaced, not changed, when a file changes.
   */
  private volatile Map<String, Optional<List<Path>>> answers = new ConcurrentHashMap<>();

  /** Keys the answers about subtypes apart from those about calls: no method name has it. */
  private static final String SUBTYPES = "<";

  /** Keys the answers that include the upstream files apart: no method name has it. */
  private static final String UPSTREAM = ">";

  /** White space as a regular expression's {@code \s} reads it. */
  static final String WHITE_SPACE = " \t\n\u000B\f\r";

  ModuleCalls(ModuleFiles files) {
    this.files = files;
  }

  /**
   * The module's files, in root and then path order, whose text calls or refers to a method named
   * {@code name}; empty when the module's files could not all be listed and read.
   */
  Optional<List<Path>> filesCalling(String name) {
    return filesCalling(name, false);
  }

  /**
   * {@link #filesCalling(String)}, and with {@code upstream} the files of the modules this one
   * depends on after the others: for a method that overrides one of their types' methods.
   */
  Optional<List<Path>> filesCalling(String name, boolean upstream) {
    return answer(
        upstream ? UPSTREAM + name : name,
        () -> files.everyFileRead(upstream),
        facts -> facts.calls(name));
  }

  /**
   * The files of the module's own sources, in root and then path order, whose text writes {@code
   * simpleName} after {@code extends} or {@code implements}; empty when they could not all be
   * listed and read.
   */
  Optional<List<Path>> filesExtending(String simpleName) {
    return answer(
        SUBTYPES + simpleName, () -> files.sourceFilesRead(), facts -> facts.mayExtend(simpleName));
  }

  /**
   * Drops the answers that a file's change from {@code before} to {@code after} may make wrong:
   * those about a name that one of them calls and the other does not, or writes after {@code
   * extends} and the other does not; every answer when either is unknown (not listed, not read, or
   * unreadable), since an unreadable file makes every answer unknown. The others stay: the file
   * holds the same place in the order of the files.
   */
  void changed(Optional<FileFacts> before, Optional<FileFacts> after) {
    Map<String, Optional<List<Path>>> kept = new ConcurrentHashMap<>();
    if (before.filter(FileFacts::readable).isPresent()
        && after.filter(FileFacts::readable).isPresent()) {
      FileFacts old = before.get();
      FileFacts now = after.get();
      answers.forEach(
          (key, answer) -> {
            String name = key.startsWith(UPSTREAM) ? key.substring(1) : key;
            boolean same =
                key.startsWith(SUBTYPES)
                    ? old.mayExtend(key.substring(1)) == now.mayExtend(key.substring(1))
                    : old.calls(name) == now.calls(name);
            if (same) {
              kept.put(key, answer);
            }
          });
    }
    // A new map, so that an answer worked out from the facts before the change is never kept.
    answers = kept;
  }

  private Optional<List<Path>> answer(
      String key,
      Supplier<Optional<List<ModuleFiles.JavaFile>>> candidates,
      Predicate<FileFacts> accepts) {
    // The map is read before the files, so an answer is never older than the map it is kept in.
    Map<String, Optional<List<Path>>> known = answers;
    Optional<List<Path>> found = known.get(key);
    if (found == null) {
      found =
          candidates
              .get()
              .map(
                  every ->
                      every.stream()
                          .filter(file -> accepts.test(file.facts()))
                          .map(ModuleFiles.JavaFile::path)
                          .toList());
      known.putIfAbsent(key, found);
    }
    return found;
  }

  /**
   * Adds to {@code names} every identifier that {@code text} writes after the word {@code extends}
   * or {@code implements} and before the next {@code {}, {@code ;} or {@code (}: the simple names a
   * file's types may extend, and some more (type bounds, parts of qualified names), which only cost
   * a parse of the file when a rule asks for the subtypes of one of them.
   */
  static void supertypeNames(String text, Set<String> names) {
    for (String keyword : new String[] {"extends", "implements"}) {
      int at = text.indexOf(keyword);
      while (at >= 0) {
        int end = at + keyword.length();
        if ((at == 0 || !Character.isJavaIdentifierPart(text.charAt(at - 1)))
            && (end == text.length() || !Character.isJavaIdentifierPart(text.charAt(end)))) {
          end = namesUntilBody(text, end, names);
        }
        at = text.indexOf(keyword, end);
      }
    }
  }

  private static int namesUntilBody(String text, int from, Set<String> names) {
    int at = from;
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c == '{' || c == ';' || c == '(') {
        return at;
      }
      if (Character.isJavaIdentifierStart(c)) {
        int end = identifierEnd(text, at);
        names.add(text.substring(at, end));
        at = end;
      } else {
        at++;
      }
    }
    return at;
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
  static int identifierEnd(String text, int start) {
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
  static int skipWhitespace(String text, int at) {
    int next = at;
    while (next < text.length() && WHITE_SPACE.indexOf(text.charAt(next)) >= 0) {
      next++;
    }
    return next;
  }
}
