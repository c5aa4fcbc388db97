package dev.bottleneck.maven.types;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The identifiers of one Java file's code, read from its text in one pass without a parse:
 * comments, string, character and text-block literals are skipped. Also the type names it declares
 * (every identifier after {@code class}, {@code interface}, {@code enum} or {@code record}), the
 * annotation types among them (after {@code @interface}), and the names it writes after {@code
 * extends} or {@code implements} up to the body or the end of the declaration. Each set may hold
 * more than the file declares or extends, never less. Unicode escapes are translated first, as the
 * compiler and the scanner's parser translate them. A file with a malformed escape, or that ends
 * inside a comment or a literal, is not {@link #sure}: it may hold any word. And the names written
 * after {@code new} up to the created type's end ({@link #created}).
 */
public final class FileWords {
  private static final Set<String> DECLARING = Set.of("class", "interface", "enum", "record");
  private static final Set<String> EXTENDING = Set.of("extends", "implements");

  private final Set<String> words = new HashSet<>();
  private final Set<String> declared = new HashSet<>();
  private final Set<String> annotations = new HashSet<>();
  private final Set<String> supertypes = new HashSet<>();
  private final Set<String> created = new HashSet<>();
  private final Map<String, Set<String>> qualifiers = new HashMap<>();

  /** The characters of code that are no part of a name, a number or a literal. */
  private static final String OPERATORS = "=><!~?:&|+-*/^%;,.@";

  private static final String WHITE_SPACE = " \t\f\n\r\u001a";

  private static final int ASCII = 128;

  /** {@link Character#isJavaIdentifierStart(char)} of each ASCII character. */
  private static final boolean[] IDENTIFIER_START = new boolean[ASCII];

  /** {@link Character#isJavaIdentifierPart(char)} of each ASCII character. */
  private static final boolean[] IDENTIFIER_PART = new boolean[ASCII];

  static {
    for (char c = 0; c < ASCII; c++) {
      IDENTIFIER_START[c] = Character.isJavaIdentifierStart(c);
      IDENTIFIER_PART[c] = Character.isJavaIdentifierPart(c);
    }
  }

  private static final String OPENING = "([{";
  private static final String CLOSING = ")]}";

  private final boolean sure;
  private boolean wellFormed = true;
  private volatile Set<String> lowerCase;

  // The reader's state, between the words and symbols of the text.
  private String previous = "";
  private boolean annotationSign;
  private boolean annotationName;
  private boolean dot;
  private boolean extending;
  private int parentheses;
  private boolean creating;
  private String qualifier = "";
  private int typeArguments;
  private boolean typeArgumentsClosed;
  private int creatingAnnotation;
  private final StringBuilder open = new StringBuilder();

  private final Set<String> annotationUses = new HashSet<>();

  /**
   * What the module's judgments read of the code in the same pass; null when not asked for, or once
   * {@linkplain #forgetCodeFacts let go}.
   */
  private CodeFacts code;

  private FileWords(String text, boolean withCodeFacts) {
    String translated = translated(text);
    char[] chars = translated == null ? null : translated.toCharArray();
    // Translated, the positions the code facts keep would not be the text's.
    this.code = withCodeFacts && translated == text ? new CodeFacts(text, chars) : null;
    this.sure = chars != null && read(chars);
  }

  /**
   * What the module's other files need of a file's words, kept for every file of the module: the
   * types it declares, the annotation types among them, the names it writes after {@code extends}
   * and {@code implements}, and the names it writes after {@code @} (each name of a qualified
   * annotation).
   *
   * @param sure false when the file may declare, extend or annotate with any name
   */
  record Headers(
      boolean sure,
      Set<String> declared,
      Set<String> annotations,
      Set<String> supertypes,
      Set<String> annotationUses) {}

  /** This file's {@link Headers}. */
  Headers headers() {
    return new Headers(
        sure,
        Set.copyOf(declared),
        Set.copyOf(annotations),
        Set.copyOf(supertypes),
        Set.copyOf(annotationUses));
  }

  /** The words of {@code text}. */
  public static FileWords of(String text) {
    return new FileWords(text, false);
  }

  /** The words of {@code text}, and its {@link #codeFacts} read in the same pass. */
  static FileWords withCodeFacts(String text) {
    return new FileWords(text, true);
  }

  /**
   * What the module's judgments read of the code, gathered in this pass; null when not asked for,
   * or when the text holds a unicode escape or is not {@link #wellFormed}, where they are read by
   * their own passes.
   */
  CodeFacts codeFacts() {
    return wellFormed() ? code : null;
  }

  /**
   * Lets go of the {@link #codeFacts}, which hold the text twice over, once they are read: the
   * words alone are kept for the rules' text gate.
   */
  void forgetCodeFacts() {
    code = null;
  }

  /**
   * {@code text} as the compiler reads it, unicode escapes translated; {@code text} itself when it
   * holds none, null when one is malformed.
   */
  public static String translated(String text) {
    return text.contains("\\u") ? translate(text) : text;
  }

  /** Whether the sets are known: false when any word may be written in the file. */
  public boolean sure() {
    return sure;
  }

  /**
   * Whether the text passes a cheap check of its form: every bracket closed by its match, and no
   * character that Java code cannot hold outside a comment or a literal ({@code #}, a backtick, a
   * full-width comma). A file that fails is certainly broken; one that passes may still be.
   */
  public boolean wellFormed() {
    return sure && wellFormed;
  }

  /** Whether the code writes the identifier {@code word} (always, when not {@link #sure}). */
  public boolean has(String word) {
    return !sure || words.contains(word);
  }

  /** Whether the code writes any of {@code candidates} (always, when not {@link #sure}). */
  public boolean hasAny(Collection<String> candidates) {
    if (!sure) {
      return true;
    }
    for (String candidate : candidates) {
      if (words.contains(candidate)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the code writes an identifier that, in lower case, is one of {@code lowerCaseWords}
   * (always, when not {@link #sure}).
   */
  public boolean hasAnyIgnoringCase(Collection<String> lowerCaseWords) {
    if (!sure) {
      return true;
    }
    Set<String> lower = lowerCase;
    if (lower == null) {
      lower = new HashSet<>();
      for (String word : words) {
        lower.add(word.toLowerCase(Locale.ROOT));
      }
      lowerCase = lower;
    }
    for (String candidate : lowerCaseWords) {
      if (lower.contains(candidate)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The names the file writes after {@code extends} or {@code implements}; any name may be one when
   * the words are not {@link #sure}.
   */
  public Set<String> supertypes() {
    return supertypes;
  }

  /**
   * The names written after each {@code new} up to the created type's arguments or body: the type's
   * simple name, its qualifier's and outer types' names, its type arguments' and type annotations'
   * names ({@code ObjectMapper} and {@code Inner} of {@code new ObjectMapper() {}} and {@code
   * outer.new Outer.Inner()}). Any name may be one when the words are not {@link #sure}.
   */
  public Set<String> created() {
    return created;
  }

  /**
   * The names written right before a dot and {@code member}, type arguments allowed between them:
   * {@code JsonMapper} for {@code JsonMapper.builder()}, {@code JsonMapper.<T>builder()} and {@code
   * import static a.b.JsonMapper.builder}. Any name may be one when the words are not {@link
   * #sure}.
   */
  public Set<String> qualifiers(String member) {
    return qualifiers.getOrDefault(member, Set.of());
  }

  /**
   * Reads the text; false when it ends inside a comment or a literal. The text is read as an array
   * of characters, and ASCII names through a table: a string's characters are read through a branch
   * on how it stores them (a byte each, or two where a character is beyond Latin-1, as in a file
   * with Chinese comments); in modules of both kinds the JIT compiled this loop two to six times a
   * run, 45 to 50 kB of code each time, thrown away on traps in the loops it inlined (the
   * benchmarks page, "Where a small application's CPU goes").
   */
  private boolean read(char[] text) {
    int length = text.length;
    int at = 0;
    while (at < length) {
      char c = text[at];
      int start = at;
      if (c == '/' && at + 1 < length && text[at + 1] == '/') {
        at = lineEnd(text, at);
        comment(start, at);
      } else if (c == '/' && at + 1 < length && text[at + 1] == '*') {
        at = blockCommentEnd(text, at + 2);
        if (at < 0) {
          return false;
        }
        comment(start, at);
      } else if (c == '"' || c == '\'') {
        at = literalEnd(text, at);
        if (at < 0) {
          return false;
        }
        previous = "";
        if (code != null) {
          code.literal(start, at);
        }
      } else if (isIdentifierStart(text, at)) {
        int end = identifierEnd(text, at);
        String word = new String(text, at, end - at);
        if (code != null) {
          code.word(at, end, word);
        }
        word(word);
        at = end;
      } else {
        if (code != null) {
          code.symbol(at, c);
        }
        if (WHITE_SPACE.indexOf(c) < 0) {
          symbol(c);
        }
        at++;
      }
    }
    wellFormed &= open.isEmpty();
    return true;
  }

  private void comment(int start, int end) {
    if (code != null) {
      code.comment(start, end);
    }
  }

  private void word(String word) {
    words.add(word);
    if (creating) {
      created.add(word);
    }
    creating |= word.equals("new");
    if (typeArguments == 0 && (dot || typeArgumentsClosed) && !qualifier.isEmpty()) {
      qualifiers.computeIfAbsent(word, member -> new HashSet<>()).add(qualifier);
    }
    typeArgumentsClosed = false;
    if (annotationSign || annotationName && previous.isEmpty() && dot) {
      annotationUses.add(word);
      annotationName = true;
    } else {
      annotationName = false;
    }
    dot = false;
    if (DECLARING.contains(previous)) {
      declared.add(word);
      if (annotationSign) {
        annotations.add(word);
      }
    }
    if (extending) {
      supertypes.add(word);
    }
    if (EXTENDING.contains(word)) {
      extending = true;
      parentheses = 0;
    }
    annotationSign = previous.isEmpty() && annotationSign && word.equals("interface");
    previous = word;
  }

  private void symbol(char c) {
    creating(c);
    qualifying(c);
    annotationSign = c == '@';
    dot = c == '.';
    annotationName &= dot;
    previous = "";
    if (c == '(') {
      parentheses++;
    } else if (c == ')') {
      parentheses--;
    } else if ((c == '{' || c == ';') && parentheses <= 0) {
      extending = false;
    }
    bracket(c);
  }

  /**
   * Whether a symbol ends the created type after {@code new}: an argument list or a body does, or
   * an array's dimension; a dot, type arguments and a type annotation with its arguments do not.
   */
  private void creating(char c) {
    if (!creating) {
      return;
    }
    if (creatingAnnotation > 0) {
      creatingAnnotation += c == '(' ? 1 : c == ')' ? -1 : 0;
    } else if (c == '(' && annotationName) {
      creatingAnnotation = 1;
    } else {
      creating = "<>.,?&@".indexOf(c) >= 0;
    }
  }

  /**
   * Follows a qualifier: the name before a dot is kept across the dot and the method's type
   * arguments that may follow it, until the next name.
   */
  private void qualifying(char c) {
    if (c == '<' && (dot || typeArguments > 0)) {
      typeArguments++;
    } else if (c == '>' && typeArguments > 0) {
      typeArguments--;
      typeArgumentsClosed = typeArguments == 0;
    } else if (c == '.' && typeArguments == 0) {
      qualifier = previous;
    } else if (typeArguments == 0 || ";{}".indexOf(c) >= 0) {
      // Inside type arguments after a dot, which only a method's can be, anything but the end of
      // a statement or a body may follow.
      typeArguments = 0;
      qualifier = "";
    }
  }

  /** Follows the brackets still open, and notes a character code cannot hold. */
  private void bracket(char c) {
    if (OPENING.indexOf(c) >= 0) {
      open.append(c);
    } else if (CLOSING.indexOf(c) >= 0) {
      int last = open.length() - 1;
      if (last < 0 || OPENING.indexOf(open.charAt(last)) != CLOSING.indexOf(c)) {
        wellFormed = false;
      } else {
        open.setLength(last);
      }
    } else if (OPERATORS.indexOf(c) < 0 && !Character.isJavaIdentifierPart(c)) {
      wellFormed = false;
    }
  }

  /**
   * {@code text} with its unicode escapes translated as the Java Language Specification (3.3) says:
   * a backslash preceded by an even number of backslashes, one or more {@code u}, four hexadecimal
   * digits; null when such an escape is malformed, which the compiler rejects.
   */
  private static String translate(String text) {
    StringBuilder out = new StringBuilder(text.length());
    int backslashes = 0;
    int at = 0;
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c == '\\'
          && backslashes % 2 == 0
          && at + 1 < text.length()
          && text.charAt(at + 1) == 'u') {
        int hex = at + 1;
        while (hex < text.length() && text.charAt(hex) == 'u') {
          hex++;
        }
        int value = 0;
        for (int digit = hex; digit < hex + 4; digit++) {
          int read = digit < text.length() ? Character.digit(text.charAt(digit), 16) : -1;
          if (read < 0) {
            return null;
          }
          value = value * 16 + read;
        }
        out.append((char) value);
        backslashes = 0;
        at = hex + 4;
        continue;
      }
      backslashes = c == '\\' ? backslashes + 1 : 0;
      out.append(c);
      at++;
    }
    return out.toString();
  }

  private static int lineEnd(char[] text, int at) {
    int end = at;
    while (end < text.length && text[end] != '\n' && text[end] != '\r') {
      end++;
    }
    return end;
  }

  /** The index after the {@code *}{@code /} that closes a comment, searched from {@code at}; -1. */
  private static int blockCommentEnd(char[] text, int at) {
    for (int end = at; end + 1 < text.length; end++) {
      if (text[end] == '*' && text[end + 1] == '/') {
        return end + 2;
      }
    }
    return -1;
  }

  /**
   * The index after the literal that opens at {@code at} (a string, a character or a text block),
   * or -1 when the text ends, or a string or character literal ends its line, before it closes.
   */
  private static int literalEnd(char[] text, int at) {
    char quote = text[at];
    boolean block = quote == '"' && tripleQuote(text, at);
    int end = at + (block ? 3 : 1);
    while (end < text.length) {
      char c = text[end];
      if (c == '\\') {
        end += 2;
        continue;
      }
      if (block ? tripleQuote(text, end) : c == quote) {
        return end + (block ? 3 : 1);
      }
      if (!block && (c == '\n' || c == '\r')) {
        return -1;
      }
      end++;
    }
    return -1;
  }

  private static boolean tripleQuote(char[] text, int at) {
    return at + 2 < text.length && text[at] == '"' && text[at + 1] == '"' && text[at + 2] == '"';
  }

  /**
   * Whether a name starts at {@code at}: an ASCII character is looked up in a table, any other read
   * as the code point it starts, as {@link Character#isJavaIdentifierStart(int)} says.
   */
  private static boolean isIdentifierStart(char[] text, int at) {
    char c = text[at];
    return c < ASCII ? IDENTIFIER_START[c] : Character.isJavaIdentifierStart(codePointAt(text, at));
  }

  /** The index after the name that starts at {@code start}. */
  private static int identifierEnd(char[] text, int start) {
    int at = start + Character.charCount(codePointAt(text, start));
    while (at < text.length) {
      char c = text[at];
      if (c < ASCII) {
        if (!IDENTIFIER_PART[c]) {
          break;
        }
        at++;
      } else {
        int point = codePointAt(text, at);
        if (!Character.isJavaIdentifierPart(point)) {
          break;
        }
        at += Character.charCount(point);
      }
    }
    return at;
  }

  private static int codePointAt(char[] text, int at) {
    return Character.codePointAt(text, at);
  }
}
