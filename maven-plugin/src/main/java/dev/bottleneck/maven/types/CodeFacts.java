package dev.bottleneck.maven.types;

import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;

/**
 * What the module's judgments read from one file's code, gathered during {@link FileWords}' pass
 * over it, so that the text is lexed once: the names it calls or refers to as methods, as {@link
 * ModuleCalls#calledNames} reads them but in code only, the names it writes after {@code extends}
 * and {@code implements}, as {@link ModuleCalls#supertypeNames} reads them but in code only, and
 * the top-level type names it may declare, as {@link DeclaredNames} reads them, and its package and
 * imports for its {@link FileOutline}. Where a name before an opening parenthesis is declared
 * rather than called is asked of {@link Declarations}, built on the comments and literals marked
 * here and the code's other characters; every question it asks looks back, so it is asked as each
 * name is read.
 *
 * <p>Valid only for a text without unicode escapes that {@link FileWords#wellFormed}: there
 * brackets are balanced and no backslash is written in the code, so the passes these facts replace
 * would read the same code. A name written only in a comment or a literal is no call or supertype
 * here, where those passes counted it: the parse that follows would have found none there.
 */
final class CodeFacts {
  private static final Set<String> DECLARING = Set.of("class", "interface", "enum", "record");
  private static final Set<String> EXTENDING = Set.of("extends", "implements");

  private final String text;

  /** The same text as an array, for the reads that run at every name and symbol. */
  private final char[] chars;

  private final BitSet comments = new BitSet();
  private final BitSet literals = new BitSet();
  private final Declarations declarations;

  private final Set<String> calls = new HashSet<>();
  private final Set<String> topLevel = new HashSet<>();
  private final Set<String> supertypes = new HashSet<>();
  private final FileOutline.Reader outline = new FileOutline.Reader();

  private int depth;
  private boolean declaring;
  private boolean extending;

  CodeFacts(String text, char[] chars) {
    this.text = text;
    this.chars = chars;
    this.declarations = Declarations.marked(text, comments, literals);
  }

  /** The names the code calls or refers to as methods. */
  Set<String> calls() {
    return calls;
  }

  /**
   * The names the code writes after {@code extends} or {@code implements} up to the next {@code {},
   * {@code ;} or {@code (}: the simple names its types may extend, and some more.
   */
  Set<String> supertypes() {
    return supertypes;
  }

  /** The names the code may declare as top-level types. */
  Set<String> topLevel() {
    return topLevel;
  }

  /** The code's package and imports. */
  FileOutline.Reader outline() {
    return outline;
  }

  void comment(int start, int end) {
    comments.set(start, end);
    outline.comment(text, start, end);
  }

  void literal(int start, int end) {
    literals.set(start, end);
    declaring = false;
    outline.comment(text, start, end);
  }

  void word(int start, int end, String word) {
    outline.word(word);
    if (declaring && depth == 0) {
      topLevel.add(word);
    }
    declaring = DECLARING.contains(word);
    if (extending) {
      supertypes.add(word);
    }
    extending |= EXTENDING.contains(word);
    int after = skipWhitespace(end);
    if (after < chars.length && chars[after] == '(' && !declarations.at(start)) {
      calls.add(word);
    }
  }

  /** Any character of the code that is no part of a name, white space included. */
  void symbol(int at, char c) {
    outline.symbol(c);
    if (c == '{' || c == ';' || c == '(') {
      extending = false;
    }
    declarations.code(at, c);
    if (c == '{') {
      depth++;
    } else if (c == '}') {
      depth--;
    } else if (c == ':' && at + 1 < chars.length && chars[at + 1] == ':') {
      int start = ModuleCalls.skipWhitespace(text, at + 2);
      int end = ModuleCalls.identifierEnd(text, start);
      if (end > start) {
        calls.add(text.substring(start, end));
      }
    }
    if (!Character.isWhitespace(c) && c != '@') {
      declaring = false;
    }
  }

  /** Past the white space from {@code at}, as {@link ModuleCalls#skipWhitespace} reads it. */
  private int skipWhitespace(int at) {
    int next = at;
    while (next < chars.length && ModuleCalls.WHITE_SPACE.indexOf(chars[next]) >= 0) {
      next++;
    }
    return next;
  }
}
