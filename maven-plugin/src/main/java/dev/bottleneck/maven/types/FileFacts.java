package dev.bottleneck.maven.types;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * What the text of one Java file says that the judgments across files need, read from text alone
 * (no parse): the names it calls or refers to as methods ({@link ModuleCalls#calledNames}), the
 * top-level types it may declare ({@link DeclaredNames}) and the names written after {@code
 * extends} and {@code implements} ({@link ModuleCalls#supertypeNames}), and its identifiers for the
 * rules' text gates ({@link FileWords}), and its {@link FileOutline} for the judgments of the
 * build's other modules, all read in one pass over the text where it can be. A file that could not
 * be read has no facts: who calls what, or what its package declares, cannot be known from it.
 */
final class FileFacts {
  /** The facts of a file that could not be read. */
  static final FileFacts UNREADABLE = new FileFacts(null, null, null, null, null);

  private final Set<String> calls;
  private final DeclaredNames declared;
  private final Set<String> supertypes;
  private final FileWords.Headers headers;
  private final FileOutline outline;

  private FileFacts(
      Set<String> calls,
      DeclaredNames declared,
      Set<String> supertypes,
      FileWords.Headers headers,
      FileOutline outline) {
    this.calls = calls;
    this.declared = declared;
    this.supertypes = supertypes;
    this.headers = headers;
    this.outline = outline;
  }

  /**
   * The facts of {@code text}, read in one pass ({@link FileWords} with its {@link CodeFacts}); a
   * text with a unicode escape or that is not well formed is read again by each reader alone, which
   * knows how to be unsure of it.
   */
  static FileFacts of(String text) {
    return lex(text).facts();
  }

  /**
   * A text's facts, and the {@link FileWords} they were read from (without their code facts), for
   * the rules' text gate of the same text.
   *
   * @param text the text read; words and text are null when the file could not be read
   */
  record Lexed(FileFacts facts, FileWords words, String text) {}

  /** The facts of {@code text} as {@link #of} reads them, with its words. */
  static Lexed lex(String text) {
    FileWords words = FileWords.withCodeFacts(text);
    FileWords.Headers headers = words.headers();
    CodeFacts code = words.codeFacts();
    words.forgetCodeFacts();
    if (code != null) {
      return new Lexed(
          new FileFacts(
              Set.copyOf(code.calls()),
              DeclaredNames.read(code.topLevel()),
              Set.copyOf(code.supertypes()),
              headers,
              FileOutline.of(text, code.outline())),
          words,
          text);
    }
    Set<String> calls = new HashSet<>();
    ModuleCalls.calledNames(text, calls);
    Set<String> supertypes = new HashSet<>();
    ModuleCalls.supertypeNames(text, supertypes);
    return new Lexed(
        new FileFacts(
            Set.copyOf(calls),
            DeclaredNames.of(text),
            Set.copyOf(supertypes),
            headers,
            FileOutline.of(text, null)),
        words,
        text);
  }

  /**
   * The facts of a file's bytes, with its words, read leniently as UTF-8: a file in another
   * encoding is reported by its own scan, and its names in ASCII still count.
   */
  static Lexed lex(byte[] bytes) {
    return lex(new String(bytes, StandardCharsets.UTF_8));
  }

  boolean readable() {
    return this != UNREADABLE;
  }

  /** The file's package, imports, literals and uses of request entry points; null if unreadable. */
  FileOutline outline() {
    return outline;
  }

  /** The types the file declares, extends and annotates with, for the rules' text gates. */
  FileWords.Headers headers() {
    return headers;
  }

  /** Whether the text calls or refers to a method {@code name}; false for an unreadable file. */
  boolean calls(String name) {
    return readable() && calls.contains(name);
  }

  /**
   * Whether the text writes {@code name} after {@code extends} or {@code implements}, so that it
   * may declare a subtype of a type of that simple name; true for an unreadable file.
   */
  boolean mayExtend(String name) {
    return !readable() || supertypes.contains(name);
  }

  /**
   * Whether the file may declare a top-level type {@code name}; true for an unreadable file.
   *
   * @param unicodeEscapes whether the parser this answer serves translates unicode escapes
   */
  boolean mayDeclare(String name, boolean unicodeEscapes) {
    return !readable() || declared.mayDeclare(name, unicodeEscapes);
  }
}
