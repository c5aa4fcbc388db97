package dev.bottleneck.maven.types;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A Java file reduced to what a sibling lookup reads: packages, imports, type headers, fields,
 * method signatures, annotations. Every brace block that is not a type body (a method or
 * constructor body, an initializer, an enum constant's body, a field's array initializer or
 * anonymous class) is emptied to {@code {}}, and comments are dropped, so that the parser reads a
 * fraction of the text. Line breaks are kept, so every declaration stays on its line. A method or
 * constructor body that may call a method, refer to one or create an object becomes {@code {;}}
 * instead: the one fact of a body that the declarations keep ({@link
 * TypeFacts.Method#bodyMayWork}), so that a caller learns without a second parse that a getter or a
 * setter does no work.
 *
 * <p>An emptied block is valid wherever a block stood, so the reduced text parses whenever the file
 * does. Where the reader cannot be sure of the structure (an unterminated comment or literal,
 * unbalanced braces), there is no reduced text and the caller parses the file as it is. Unicode
 * escapes are read as the sibling parser reads them, untranslated: an escaped quote or brace is no
 * quote or brace to either.
 */
final class DeclarationText {
  private static final Set<String> TYPE_KEYWORDS = Set.of("class", "interface", "enum");

  /** The keywords that a parenthesis may follow without a call: no method bears their names. */
  private static final Set<String> NOT_CALLED =
      Set.of(
          "if",
          "while",
          "for",
          "switch",
          "catch",
          "synchronized",
          "return",
          "throw",
          "try",
          "case",
          "assert");

  /** What a reading keeps of the members of a type body. */
  private enum Members {
    /** Every member, its bodies emptied. */
    ALL,
    /** Types, methods and constructors: no field, initializer or enum constant. */
    CALLABLES,
    /** Types alone. */
    TYPES
  }

  private final String text;
  private final Members members;
  private final StringBuilder out;

  /** The comments read, {@code text[start, end)} each, in text order. */
  private final List<int[]> comments = new ArrayList<>();

  private int i;
  private boolean unsure;

  private DeclarationText(String text, Members members) {
    this.text = text;
    this.members = members;
    this.out = new StringBuilder(text.length() / 3);
  }

  /** The declarations of {@code text} with bodies emptied, or empty when it cannot be sure. */
  static Optional<String> of(String text) {
    return new DeclarationText(text, Members.ALL).reduce();
  }

  /**
   * {@link #of}, without the fields, initializer blocks and enum constants of its types: what the
   * {@link TypeFacts} of its types read (headers, annotations, method and constructor signatures,
   * whether a body may work), a sixth of the nodes fewer. Empty when it cannot be sure.
   */
  static Optional<String> callablesOf(String text) {
    return new DeclarationText(text, Members.CALLABLES).reduce();
  }

  /**
   * Only the package, the imports and the type declarations of {@code text}, with their headers
   * (annotations, type parameters, supertypes) and nested types, and no other member: what a walk
   * up the supertypes reads. Empty when it cannot be sure.
   */
  static Optional<String> typesOf(String text) {
    return new DeclarationText(text, Members.TYPES).reduce();
  }

  /**
   * {@code text} without its comments, for a parser that would drop them: each keeps its line
   * breaks, and a block comment on its last line as many spaces (and its tabs) as it has
   * characters, so that every token keeps its line and column; a line comment, which nothing
   * follows on its line, leaves nothing but its line's end. Comments were a fifth of the text of
   * the applications measured, and JavaParser's lexer reads them character by character. Empty when
   * the reader cannot be sure of the structure (an unterminated comment or literal, unbalanced
   * braces): then the text is parsed as it is.
   */
  static Optional<String> withoutComments(String text) {
    DeclarationText reader = new DeclarationText(text, Members.ALL);
    if (reader.reduce().isEmpty()) {
      return Optional.empty();
    }
    StringBuilder kept = new StringBuilder(text.length());
    int copied = 0;
    for (int[] comment : reader.comments) {
      kept.append(text, copied, comment[0]);
      int lastLine = comment[0];
      for (int at = comment[0]; at < comment[1]; at++) {
        char c = text.charAt(at);
        if (c == '\n' || c == '\r') {
          kept.append(c);
          lastLine = at + 1;
        }
      }
      for (int at = lastLine; at < comment[1] && text.charAt(comment[0] + 1) == '*'; at++) {
        kept.append(text.charAt(at) == '\t' ? '\t' : ' ');
      }
      copied = comment[1];
    }
    return Optional.of(kept.append(text, copied, text.length()).toString());
  }

  private Optional<String> reduce() {
    return typeLevel(false, false) && !unsure ? Optional.of(out.toString()) : Optional.empty();
  }

  /**
   * Copies a compilation unit or a type body up to its closing brace (included), emptying member
   * bodies. A brace at this level opens a type body when the member header before it declares a
   * type, and a block to empty otherwise; braces inside parentheses (annotation arrays, arguments
   * of an enum constant) are copied as they are. With {@link Members#TYPES}, a member of a type
   * body that declares no type is left out whole once its end is seen; with {@link
   * Members#CALLABLES}, one that declares neither a type nor a method or constructor, and the enum
   * constants.
   */
  private boolean typeLevel(boolean insideBody, boolean enumBody) {
    boolean constants = enumBody;
    if (insideBody && enumBody && members != Members.ALL) {
      // An enum's members follow its constants and a semicolon; the constants are left out.
      out.append(';');
    }
    Header member = new Header(out.length());
    while (i < text.length()) {
      if (copyLayoutOrLiteral()) {
        continue;
      }
      char c = text.charAt(i);
      if (Character.isJavaIdentifierStart(c)) {
        member.word(copyWord());
        continue;
      }
      member.symbol(c);
      i++;
      if (c == '{' && member.parentheses > 0) {
        out.append(c);
        if (!copyBlock()) {
          return false;
        }
        continue;
      } else if (c == '{') {
        out.append(c);
        boolean closed =
            member.declaresType
                ? typeLevel(true, member.declaresEnum)
                : skipBlock(member.declaresCallable());
        if (!closed) {
          return false;
        }
        if (!inInitializer(member, insideBody, constants)) {
          if (leftOut(member, insideBody, constants)) {
            out.setLength(member.start);
          }
          member.next(out.length());
        }
        continue;
      } else if (c == '}') {
        if (insideBody && (members == Members.TYPES || members == Members.CALLABLES && constants)) {
          // The rest of an enum's constant list, or nothing but layout.
          out.setLength(member.start);
        }
        out.append(c);
        return insideBody;
      } else if (c == ';') {
        out.append(c);
        if (member.parentheses == 0 && leftOut(member, insideBody, constants)) {
          out.setLength(member.start);
        }
        constants &= member.parentheses != 0;
        member.next(out.length());
        continue;
      }
      out.append(c);
    }
    return !insideBody;
  }

  /**
   * Whether a block that closes here lies in a field's initializer read for {@link
   * Members#CALLABLES}: the field goes on to its semicolon, where it is left out whole.
   */
  private boolean inInitializer(Header member, boolean insideBody, boolean constants) {
    return members == Members.CALLABLES
        && insideBody
        && !constants
        && !member.declaresType
        && member.initializer;
  }

  /**
   * Whether the member that ends here is left out: inside a type body, one that declares no type,
   * with {@link Members#TYPES}; one that declares no method or constructor, or an enum constant,
   * with {@link Members#CALLABLES}.
   */
  private boolean leftOut(Header member, boolean insideBody, boolean constants) {
    return insideBody
        && !member.declaresType
        && (members == Members.TYPES
            || members == Members.CALLABLES && (constants || !member.declaresMethod()));
  }

  /** Copies the name or keyword that starts at {@code i}, and returns it. */
  private String copyWord() {
    int start = i;
    while (i < text.length() && Character.isJavaIdentifierPart(text.charAt(i))) {
      i++;
    }
    String word = text.substring(start, i);
    out.append(word);
    return word;
  }

  /**
   * The header of the member being copied at one level, read word by word: where it starts in the
   * output, whether it declares a type, and how deep in parentheses the reader is.
   */
  private static final class Header {
    int start;
    boolean declaresType;
    boolean declaresEnum;
    int parentheses;
    private String previousWord = "";

    /** Whether the header has a field's initializer: an {@code =} outside parentheses. */
    private boolean initializer;

    /** Whether it has a parameter list: parentheses that follow no annotation's name. */
    private boolean parameterList;

    /** Whether the last token closed the parameter list. */
    private boolean closedParameterList;

    /** Whether an annotation's name is being read ({@code @a.b.C}). */
    private boolean annotationName;

    /** Whether the last token was a name. */
    private boolean afterName;

    /** Whether the parentheses open at the header's level hold an annotation's arguments. */
    private boolean annotationArguments;

    /** Whether a {@code default} follows the parameter list: an annotation element's default. */
    private boolean elementDefault;

    Header(int start) {
      this.start = start;
    }

    void word(String word) {
      if (parentheses == 0) {
        annotationName &= !afterName;
        elementDefault |= closedParameterList && word.equals("default");
        closedParameterList = false;
        afterName = true;
      }
      if (parentheses == 0 && (TYPE_KEYWORDS.contains(word) || previousWord.equals("record"))) {
        // "record" is a keyword only before the record's name; elsewhere it is a plain name.
        declaresType = true;
        declaresEnum = word.equals("enum");
      }
      previousWord = word;
    }

    /** Any character but layout, literals and names. */
    void symbol(char c) {
      previousWord = "";
      if (parentheses == 0) {
        closedParameterList = false;
        afterName = false;
        if (c == '(') {
          annotationArguments = annotationName;
          parameterList |= !annotationName;
        }
        annotationName = c == '@' || c == '.' && annotationName;
        initializer |= c == '=';
      } else if (c == ')' && parentheses == 1) {
        closedParameterList = !annotationArguments;
      }
      if (c == '(') {
        parentheses++;
      } else if (c == ')') {
        parentheses--;
      }
    }

    /**
     * Whether a block that opens here is the body of a method or constructor: {@link
     * #declaresMethod}. An annotation's arguments before a {@code default} method of an interface
     * ({@code @Named("x") default Foo map(Bar bar) { ... }}) are no parameter list, and its {@code
     * default} no annotation element's: the body is a method's, and is kept as one.
     */
    boolean declaresCallable() {
      return declaresMethod();
    }

    /**
     * Whether the member declares a method or constructor, read for {@link Members#CALLABLES}: the
     * header has a parameter list, no initializer and no annotation element's default; the
     * parentheses of an annotation before a {@code default} method are no parameter list.
     */
    boolean declaresMethod() {
      return parameterList && !initializer && !elementDefault;
    }

    /** The next member starts at {@code start} of the output. */
    void next(int start) {
      this.start = start;
      declaresType = false;
      initializer = false;
      parameterList = false;
      closedParameterList = false;
      annotationName = false;
      afterName = false;
      annotationArguments = false;
      elementDefault = false;
    }
  }

  /** Copies the rest of a block opened just before {@code i}, up to its closing brace, as is. */
  private boolean copyBlock() {
    int depth = 1;
    while (i < text.length()) {
      if (copyLayoutOrLiteral()) {
        continue;
      }
      char c = text.charAt(i);
      out.append(c);
      i++;
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Skips the rest of a block opened just before {@code i}, keeping only its line breaks; with
   * {@code markWork}, a block that may call a method, refer to one or create an object keeps an
   * empty statement ({@code {;}}).
   */
  private boolean skipBlock(boolean markWork) {
    int depth = 1;
    boolean mayWork = false;
    int wordStart = -1;
    int wordEnd = -1;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (skipLayout(false)) {
        continue;
      }
      if (c == '"' || c == '\'') {
        int start = i;
        i = DeclaredNames.literalEnd(text, i);
        if (i < 0) {
          return false;
        }
        keepLineBreaks(start, i);
        wordStart = -1;
        continue;
      }
      if (markWork && !mayWork && Character.isJavaIdentifierStart(c)) {
        wordStart = i;
        while (i < text.length() && Character.isJavaIdentifierPart(text.charAt(i))) {
          i++;
        }
        wordEnd = i;
        mayWork = wordEnd - wordStart == 3 && text.startsWith("new", wordStart);
        continue;
      }
      if (markWork && !mayWork) {
        mayWork =
            c == '(' && wordStart >= 0 && !NOT_CALLED.contains(text.substring(wordStart, wordEnd))
                || c == ':' && i + 1 < text.length() && text.charAt(i + 1) == ':';
        wordStart = -1;
      }
      i++;
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        out.append(markWork && mayWork ? ";}" : "}");
        return true;
      }
    }
    return false;
  }

  /**
   * Skips whitespace and comments at {@code i}, writing their line breaks, and says whether it
   * moved. With {@code separate}, layout without a line break is written as one space, so that the
   * tokens around it stay apart.
   */
  private boolean skipLayout(boolean separate) {
    int start = i;
    char c = text.charAt(i);
    if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
      while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
        i++;
      }
      comments.add(new int[] {start, i});
    } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
      int end = text.indexOf("*/", i + 2);
      if (end < 0) {
        unsure = true;
        i = text.length();
        return true;
      }
      i = end + 2;
      comments.add(new int[] {start, i});
    } else if (Character.isWhitespace(c)) {
      while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
    } else {
      return false;
    }
    int breaks = keepLineBreaks(start, i);
    if (breaks == 0 && separate) {
      out.append(' ');
    }
    return true;
  }

  /** Writes the line breaks of {@code text[from, to)}; returns how many. */
  private int keepLineBreaks(int from, int to) {
    int breaks = 0;
    for (int k = from; k < to; k++) {
      char c = text.charAt(k);
      if (c == '\n' || c == '\r' && (k + 1 >= to || text.charAt(k + 1) != '\n')) {
        out.append('\n');
        breaks++;
      }
    }
    return breaks;
  }

  /**
   * Copies the layout or the literal at {@code i}, if there is one, and says whether it moved. An
   * unterminated literal ends the reading as unsure.
   */
  private boolean copyLayoutOrLiteral() {
    if (skipLayout(true)) {
      return true;
    }
    char c = text.charAt(i);
    if (c != '"' && c != '\'') {
      return false;
    }
    int start = i;
    i = DeclaredNames.literalEnd(text, i);
    if (i < 0) {
      unsure = true;
      i = text.length();
      return true;
    }
    out.append(text, start, i);
    return true;
  }
}
