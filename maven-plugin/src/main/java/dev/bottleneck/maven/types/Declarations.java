package dev.bottleneck.maven.types;

import java.util.BitSet;
import java.util.Set;

/**
 * Where a name before an opening parenthesis in a Java text is certainly the name of a method (or
 * constructor) being declared, not called: it follows a type, written as a name that is no keyword
 * ({@code void execute(}, {@code String execute(}, {@code <T> T first(}), as an array type ({@code
 * int[] codes(}), or as a generic type that only a declaration can have there ({@code public
 * List<String> names(}). A declaration is no call: counted as one, every file that declares a
 * method of a common name was parsed for every judgment of such a method, which made a module of
 * same-named handlers quadratic.
 *
 * <p>It never takes a call for a declaration in code that compiles: a name after a keyword ({@code
 * return}, {@code new}, {@code else}, {@code yield}, {@code when}, ...), after an operator, a
 * parenthesis or an annotation's arguments (casts: {@code (Foo) bar(x)}), after explicit type
 * arguments ({@code this.<T>foo(}), after a lambda's arrow, or inside a comment or a literal,
 * counts as a call; so does a {@code >} that may end a comparison or a shift ({@code a < b, c >
 * d(x)} in an argument list, {@code i < n & x > f(y)} in a loop's condition): a generic type is
 * only taken for one where a member's header starts before it. A backslash in the code, which a
 * unicode escape would need to spell a comment or a keyword, leaves every name a call. Comments and
 * literals are read as {@link DeclaredNames} reads them.
 */
final class Declarations {
  /** Keywords, reserved and contextual: {@code yield f(x)} and {@code when f(x)} are calls. */
  private static final Set<String> KEYWORDS =
      Set.of(
          ("abstract assert boolean break byte case catch char class const continue default do"
               + " double else enum extends final finally float for goto if implements import"
               + " instanceof int interface long native new package private protected public return"
               + " short static strictfp super switch synchronized this throw throws transient try"
               + " void volatile while true false null _ exports module non open opens permits"
               + " provides record requires sealed to transitive uses var when with yield")
              .split(" "));

  /** The keywords that name a type: a method's result or a type argument. */
  private static final Set<String> PRIMITIVE_TYPES =
      Set.of("boolean", "byte", "char", "short", "int", "long", "float", "double", "void");

  /** Modifiers that may start a method's header before its type. */
  private static final Set<String> MODIFIERS =
      Set.of(
          "public",
          "protected",
          "private",
          "static",
          "final",
          "abstract",
          "synchronized",
          "native",
          "strictfp",
          "default");

  /** How far back type arguments are read before the answer is "a call", to stay linear. */
  private static final int MAX_TYPE_ARGUMENTS = 1_000;

  private final String text;
  private final BitSet comments;
  private final BitSet literals;

  /** Semicolons inside parentheses: those of a {@code for} loop's header. */
  private final BitSet loopSemicolons;

  private boolean escaped;

  /** The parentheses open where the reading is, to tell a loop header's semicolons. */
  private int parentheses;

  private Declarations(String text, BitSet comments, BitSet literals, BitSet loopSemicolons) {
    this.text = text;
    this.comments = comments;
    this.literals = literals;
    this.loopSemicolons = loopSemicolons;
  }

  /** The comments, literals and loop headers of {@code text}, read once for every question. */
  static Declarations in(String text) {
    Declarations declarations = new Declarations(text, new BitSet(), new BitSet(), new BitSet());
    declarations.read();
    return declarations;
  }

  /**
   * The declarations of {@code text} whose comments and literals another pass marks in these sets,
   * and tells each other character of the code to {@link #code}, from the start on, as it reads: a
   * question asked at a place looks back only, so it may be asked as soon as the pass has read up
   * to there. For a text without a backslash in its code.
   */
  static Declarations marked(String text, BitSet comments, BitSet literals) {
    return new Declarations(text, comments, literals, new BitSet());
  }

  /** Notes a character {@code c} at {@code at} of the code outside comments and literals. */
  void code(int at, char c) {
    if (c == '(') {
      parentheses++;
    } else if (c == ')') {
      parentheses = Math.max(0, parentheses - 1);
    } else if (c == ';' && parentheses > 0) {
      loopSemicolons.set(at);
    }
  }

  private void read() {
    int length = text.length();
    int i = 0;
    while (i < length) {
      char c = text.charAt(i);
      char next = i + 1 < length ? text.charAt(i + 1) : 0;
      if (c == '/' && (next == '/' || next == '*')) {
        int end = next == '/' ? lineEnd(i) : text.indexOf("*/", i + 2);
        end = end < 0 ? length : next == '/' ? end : end + 2;
        comments.set(i, end);
        i = end;
      } else if (c == '"' || c == '\'') {
        int end = DeclaredNames.literalEnd(text, i);
        // Unterminated: the rest is read as a literal, where every name counts.
        end = end < 0 ? length : end;
        literals.set(i, end);
        i = end;
      } else if (c == '\\') {
        escaped = true;
        return;
      } else {
        code(i, c);
        i++;
      }
    }
  }

  private int lineEnd(int from) {
    int i = from;
    while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
      i++;
    }
    return i;
  }

  /**
   * Whether the name that starts at {@code start}, and is followed by an opening parenthesis, is
   * certainly declared there.
   */
  boolean at(int start) {
    if (escaped || comments.get(start) || literals.get(start)) {
      return false;
    }
    int before = previous(start);
    if (before < 0) {
      return false;
    }
    char c = text.charAt(before);
    if (c == ']') {
      return true;
    }
    if (Character.isJavaIdentifierPart(c)) {
      String word = wordEndingAt(before);
      return isTypeName(word) || PRIMITIVE_TYPES.contains(word);
    }
    if (c == '>' && !isArrow(before)) {
      int open = openingAngle(before);
      if (open < 0) {
        return false;
      }
      int type = previous(open);
      return type >= 0
          && Character.isJavaIdentifierPart(text.charAt(type))
          && headerStartsBefore(qualifiedNameStart(type), true);
    }
    return false;
  }

  private static boolean isTypeName(String word) {
    return !word.isEmpty()
        && Character.isJavaIdentifierStart(word.charAt(0))
        && !KEYWORDS.contains(word);
  }

  /** A word that type arguments may hold: a type, or a bound's keyword. */
  private static boolean inTypeArguments(String word) {
    return isTypeName(word)
        || PRIMITIVE_TYPES.contains(word)
        || word.equals("extends")
        || word.equals("super");
  }

  /** White space as Java reads it. */
  private static boolean isLayout(char c) {
    return c == ' ' || c == '\t' || c == '\f' || c == '\n' || c == '\r';
  }

  /**
   * Whether a member's header starts right before {@code start}, where a type is written: after a
   * modifier, an annotation without arguments, the end of a member or the opening of a body, or,
   * with {@code typeParameters}, a method's type parameters that start so.
   */
  private boolean headerStartsBefore(int start, boolean typeParameters) {
    if (start < 0) {
      return false;
    }
    int before = previous(start);
    if (before < 0) {
      return false;
    }
    char c = text.charAt(before);
    if (c == ';') {
      return !loopSemicolons.get(before);
    }
    if (c == '}') {
      return true;
    }
    if (c == '{') {
      int owner = previous(before);
      // Not an array initializer ({@code = {}, {@code [] {}, {@code ({}, {@code , {}): a body.
      return owner >= 0
          && (Character.isJavaIdentifierPart(text.charAt(owner))
              || text.charAt(owner) == ')'
              || text.charAt(owner) == '>');
    }
    if (Character.isJavaIdentifierPart(c)) {
      if (MODIFIERS.contains(wordEndingAt(before))) {
        return true;
      }
      int annotation = qualifiedNameStart(before);
      int at = annotation < 0 ? -1 : previous(annotation);
      return at >= 0 && text.charAt(at) == '@';
    }
    if (c == '>' && typeParameters && !isArrow(before)) {
      int open = openingAngle(before);
      return open >= 0 && headerStartsBefore(open, false);
    }
    return false;
  }

  /** The {@code >} at {@code at} is the arrow of a lambda or a switch rule. */
  private boolean isArrow(int at) {
    return at > 0 && text.charAt(at - 1) == '-';
  }

  /**
   * The {@code <} that opens the type arguments closed at {@code close}, read back over what type
   * arguments may hold (names, dots, commas, wildcards, bounds, arrays, annotations, nested
   * arguments); -1 when anything else comes first, which is then no type.
   */
  private int openingAngle(int close) {
    int depth = 0;
    int i = close;
    while (i >= 0 && close - i <= MAX_TYPE_ARGUMENTS) {
      if (comments.get(i) || isLayout(text.charAt(i))) {
        i--;
        continue;
      }
      char c = text.charAt(i);
      if (literals.get(i) || c == '&' && i > 0 && text.charAt(i - 1) == '&') {
        return -1;
      }
      if (c == '>') {
        if (isArrow(i)) {
          return -1;
        }
        depth++;
      } else if (c == '<') {
        if (--depth == 0) {
          return i;
        }
      } else if (Character.isJavaIdentifierPart(c)) {
        String word = wordEndingAt(i);
        if (!inTypeArguments(word)) {
          return -1;
        }
        i -= word.length();
        continue;
      } else if (".,?&[]@".indexOf(c) < 0) {
        return -1;
      }
      i--;
    }
    return -1;
  }

  /** Where the dotted name ending at {@code end} starts; -1 if a part of it is a keyword. */
  private int qualifiedNameStart(int end) {
    int at = end;
    while (true) {
      String word = wordEndingAt(at);
      if (!isTypeName(word)) {
        return -1;
      }
      int start = at - word.length() + 1;
      int dot = previous(start);
      if (dot < 0 || text.charAt(dot) != '.') {
        return start;
      }
      at = previous(dot);
      if (at < 0 || !Character.isJavaIdentifierPart(text.charAt(at))) {
        return -1;
      }
    }
  }

  private String wordEndingAt(int end) {
    int start = end;
    while (start > 0
        && Character.isJavaIdentifierPart(text.charAt(start - 1))
        && !comments.get(start - 1)
        && !literals.get(start - 1)) {
      start--;
    }
    return text.substring(start, end + 1);
  }

  /** The last character before {@code at} that is neither white space nor in a comment; or -1. */
  private int previous(int at) {
    int i = at - 1;
    while (i >= 0) {
      if (comments.get(i)) {
        i = comments.previousClearBit(i);
      } else if (isLayout(text.charAt(i))) {
        i--;
      } else {
        return i;
      }
    }
    return -1;
  }
}
