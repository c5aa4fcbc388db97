package dev.bottleneck.maven.types;

import java.util.function.IntPredicate;

/**
 * Whether a file's text may call a method of a given name with a given number of arguments, or
 * refer to it ({@code ::name}), read from the text alone: a file whose every call of the name has
 * another number of arguments cannot run the method, so a judgment of its callers need not parse
 * it. The arguments are counted by the commas between the call's parentheses, outside nested
 * brackets, comments and literals; where the text leaves a doubt, it may call: a {@code <} or
 * {@code >} among the arguments (type arguments or a comparison), a parenthesis, comment or literal
 * left open, a unicode escape (which may spell anything) or a character outside the basic plane.
 * Comments and literals are read as {@link DeclaredNames} reads them, and {@link Declarations}
 * tells a method declared under the name from one called.
 */
final class CallArities {
  private final String text;
  private final String name;
  private final IntPredicate accepts;
  private int i;
  private boolean afterColons;
  private boolean unsure;

  private CallArities(String text, String name, IntPredicate accepts) {
    this.text = text;
    this.name = name;
    this.accepts = accepts;
  }

  /**
   * Whether {@code text} may call a method named {@code name} with a number of arguments that
   * {@code accepts}, or refer to one of that name.
   */
  static boolean mayCall(String text, String name, IntPredicate accepts) {
    if (text.contains("\\u")) {
      return true;
    }
    CallArities reader = new CallArities(text, name, accepts);
    return reader.read() || reader.unsure;
  }

  private boolean read() {
    Declarations declarations = null;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (Character.isSurrogate(c)) {
        return true;
      }
      if (skipLayout()) {
        continue;
      }
      if (c == '"' || c == '\'') {
        i = DeclaredNames.literalEnd(text, i);
        if (i < 0) {
          unsure = true;
          return true;
        }
        afterColons = false;
        continue;
      }
      if (!Character.isJavaIdentifierStart(c)) {
        afterColons = c == ':' && i + 1 < text.length() && text.charAt(i + 1) == ':';
        i += afterColons ? 2 : 1;
        continue;
      }
      int start = i;
      while (i < text.length() && Character.isJavaIdentifierPart(text.charAt(i))) {
        i++;
      }
      boolean named = i - start == name.length() && text.startsWith(name, start);
      if (named && afterColons) {
        return true;
      }
      afterColons = false;
      if (!named) {
        continue;
      }
      int open = i;
      while (open < text.length() && skipLayoutAt(open) > open) {
        open = skipLayoutAt(open);
      }
      if (open >= text.length() || text.charAt(open) != '(') {
        continue;
      }
      declarations = declarations == null ? Declarations.in(text) : declarations;
      if (!declarations.at(start) && mayAccept(arguments(open))) {
        return true;
      }
    }
    return false;
  }

  private boolean mayAccept(int arguments) {
    return arguments < 0 || accepts.test(arguments);
  }

  /**
   * The arguments of the call whose parenthesis opens at {@code open}; -1 where the text leaves a
   * doubt.
   */
  private int arguments(int open) {
    int depth = 0;
    int commas = 0;
    boolean any = false;
    int at = open + 1;
    while (at < text.length()) {
      int past = skipLayoutAt(at);
      if (past > at) {
        at = past;
        continue;
      }
      char c = text.charAt(at);
      if (c == '"' || c == '\'') {
        at = DeclaredNames.literalEnd(text, at);
        if (at < 0) {
          unsure = true;
          return -1;
        }
        any = true;
        continue;
      }
      if (c == '(' || c == '[' || c == '{') {
        depth++;
      } else if (c == ')' || c == ']' || c == '}') {
        if (depth == 0) {
          return c == ')' ? (any ? commas + 1 : 0) : -1;
        }
        depth--;
      } else if (depth == 0 && c == ',') {
        commas++;
      } else if (depth == 0 && (c == '<' || c == '>' && text.charAt(at - 1) != '-')) {
        return -1;
      }
      any = true;
      at++;
    }
    return -1;
  }

  private boolean skipLayout() {
    int past = skipLayoutAt(i);
    if (past == i) {
      return false;
    }
    i = past;
    return true;
  }

  /** Past the white space or the comment at {@code at}; {@code at} itself when there is none. */
  private int skipLayoutAt(int at) {
    char c = text.charAt(at);
    if (Character.isWhitespace(c)) {
      return at + 1;
    }
    if (c != '/' || at + 1 >= text.length()) {
      return at;
    }
    char next = text.charAt(at + 1);
    if (next == '/') {
      int end = at;
      while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
        end++;
      }
      return end;
    }
    if (next == '*') {
      int end = text.indexOf("*/", at + 2);
      unsure |= end < 0;
      return end < 0 ? text.length() : end + 2;
    }
    return at;
  }
}
