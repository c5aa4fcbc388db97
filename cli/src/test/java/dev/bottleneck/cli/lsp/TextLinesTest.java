package dev.bottleneck.cli.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.junit.jupiter.api.Test;

final class TextLinesTest {
  @Test
  void linesEndAtEveryKindOfBreakAndTheFirstBreakIsTheSeparator() {
    TextLines lines = new TextLines("a\r\nbc\rd\n\nlast");

    assertThat(lines.lineCount()).isEqualTo(5);
    assertThat(lines.line(0)).isEqualTo("a");
    assertThat(lines.line(1)).isEqualTo("bc");
    assertThat(lines.line(2)).isEqualTo("d");
    assertThat(lines.line(3)).isEmpty();
    assertThat(lines.line(4)).isEqualTo("last");
    assertThat(lines.line(5)).isEmpty();
    assertThat(lines.length(1)).isEqualTo(2);
    assertThat(lines.length(7)).isZero();
    assertThat(lines.separator()).isEqualTo("\r\n");
  }

  @Test
  void aTextThatEndsWithABreakHasAnEmptyLastLine() {
    TextLines lines = new TextLines("one\n");

    assertThat(lines.lineCount()).isEqualTo(2);
    assertThat(lines.line(1)).isEmpty();
    assertThat(lines.separator()).isEqualTo("\n");
    assertThat(new TextLines("").lineCount()).isEqualTo(1);
  }

  @Test
  void offsetsAndPositionsAreClampedToTheTextAndToTheirLine() {
    String text = "ab\r\ncde\rf";

    assertThat(TextLines.offset(text, new Position(1, 2))).isEqualTo(6);
    assertThat(TextLines.offset(text, new Position(0, 9))).isEqualTo(2);
    assertThat(TextLines.offset(text, new Position(9, 0))).isEqualTo(8);
    TextLines lines = new TextLines(text);
    assertThat(lines.position(2, 3)).isEqualTo(new Position(1, 2));
    assertThat(lines.position(2, 40)).isEqualTo(new Position(1, 3));
    assertThat(lines.lines(1, 2)).isEqualTo(new Range(new Position(0, 0), new Position(1, 3)));
  }
}
