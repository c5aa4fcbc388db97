package dev.bottleneck.cli.lsp;

import java.util.Arrays;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * A text split into lines as the protocol counts them: lines end at {@code \n}, {@code \r\n} or
 * {@code \r}, characters are UTF-16 code units, and both start at 0. The engine counts lines and
 * columns from 1 in the same units, with a tab as one.
 */
final class TextLines {
  private final String text;

  /** Where each line starts, and where it ends before its line break; {@code lines} of each. */
  private int[] starts = new int[64];

  private int[] ends = new int[64];
  private int lines;
  private final String separator;

  TextLines(String text) {
    this.text = text;
    // A pass over the characters rather than a regular expression: an edit of a large file splits
    // its text once for the change and once for the report.
    int start = 0;
    String first = null;
    int length = text.length();
    for (int at = 0; at < length; at++) {
      char c = text.charAt(at);
      if (c != '\n' && c != '\r') {
        continue;
      }
      int end = at;
      if (c == '\r' && at + 1 < length && text.charAt(at + 1) == '\n') {
        at++;
      }
      add(start, end);
      start = at + 1;
      if (first == null) {
        first = text.substring(end, start);
      }
    }
    add(start, length);
    this.separator = first == null ? System.lineSeparator() : first;
  }

  private void add(int start, int end) {
    if (lines == starts.length) {
      starts = Arrays.copyOf(starts, lines * 2);
      ends = Arrays.copyOf(ends, lines * 2);
    }
    starts[lines] = start;
    ends[lines] = end;
    lines++;
  }

  /** The offset of {@code position} in {@code text}, clamped to the text and to its line. */
  static int offset(String text, Position position) {
    return new TextLines(text).offset(position);
  }

  int offset(Position position) {
    int line = Math.max(0, Math.min(position.getLine(), lines - 1));
    int character = Math.max(0, Math.min(position.getCharacter(), length(line)));
    return starts[line] + character;
  }

  int lineCount() {
    return lines;
  }

  /** Line {@code index} (0-based) without its line break; empty past the end. */
  String line(int index) {
    return index < 0 || index >= lines ? "" : text.substring(starts[index], ends[index]);
  }

  /** The length of line {@code index} (0-based) without its line break. */
  int length(int index) {
    return index < 0 || index >= lines ? 0 : ends[index] - starts[index];
  }

  /** The first line break of the text, or the platform's when it has none. */
  String separator() {
    return separator;
  }

  /** The position of the engine's 1-based {@code line} and {@code column}, within the text. */
  Position position(int line, int column) {
    int index = Math.max(0, Math.min(line - 1, lines - 1));
    return new Position(index, Math.max(0, Math.min(column - 1, length(index))));
  }

  /** Lines {@code first} to {@code last} (1-based) whole, without the break after the last. */
  Range lines(int first, int last) {
    Position start = position(first, 1);
    int end = Math.max(start.getLine(), Math.min(last - 1, lines - 1));
    return new Range(start, new Position(end, length(end)));
  }
}
