package dev.bottleneck.cli.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * A text split into lines as the protocol counts them: lines end at {@code \n}, {@code \r\n} or
 * {@code \r}, characters are UTF-16 code units, and both start at 0. The engine counts lines and
 * columns from 1 in the same units, with a tab as one.
 */
final class TextLines {
  private static final Pattern LINE_BREAK = Pattern.compile("\r\n|\r|\n");

  private final String text;
  private final List<Integer> starts = new ArrayList<>();
  private final List<Integer> ends = new ArrayList<>();
  private final String separator;

  TextLines(String text) {
    this.text = text;
    Matcher breaks = LINE_BREAK.matcher(text);
    int start = 0;
    String first = null;
    while (breaks.find()) {
      starts.add(start);
      ends.add(breaks.start());
      start = breaks.end();
      if (first == null) {
        first = breaks.group();
      }
    }
    starts.add(start);
    ends.add(text.length());
    this.separator = first == null ? System.lineSeparator() : first;
  }

  /** The offset of {@code position} in {@code text}, clamped to the text and to its line. */
  static int offset(String text, Position position) {
    return new TextLines(text).offset(position);
  }

  int offset(Position position) {
    int line = Math.max(0, Math.min(position.getLine(), starts.size() - 1));
    int character = Math.max(0, Math.min(position.getCharacter(), length(line)));
    return starts.get(line) + character;
  }

  int lineCount() {
    return starts.size();
  }

  /** Line {@code index} (0-based) without its line break; empty past the end. */
  String line(int index) {
    return index < 0 || index >= starts.size()
        ? ""
        : text.substring(starts.get(index), ends.get(index));
  }

  /** The length of line {@code index} (0-based) without its line break. */
  int length(int index) {
    return line(index).length();
  }

  /** The first line break of the text, or the platform's when it has none. */
  String separator() {
    return separator;
  }

  /** The position of the engine's 1-based {@code line} and {@code column}, within the text. */
  Position position(int line, int column) {
    int index = Math.max(0, Math.min(line - 1, starts.size() - 1));
    return new Position(index, Math.max(0, Math.min(column - 1, length(index))));
  }

  /** Lines {@code first} to {@code last} (1-based) whole, without the break after the last. */
  Range lines(int first, int last) {
    Position start = position(first, 1);
    int end = Math.max(start.getLine(), Math.min(last - 1, starts.size() - 1));
    return new Range(start, new Position(end, length(end)));
  }
}
