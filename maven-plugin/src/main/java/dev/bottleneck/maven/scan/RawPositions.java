package dev.bottleneck.maven.scan;

import com.github.javaparser.JavaParser;
import com.github.javaparser.JavaToken;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParseStart;
import com.github.javaparser.Position;
import com.github.javaparser.Providers;
import com.github.javaparser.UnicodeEscapeProcessingProvider;
import com.github.javaparser.UnicodeEscapeProcessingProvider.PositionMapping;
import com.github.javaparser.ast.CompilationUnit;
import java.util.Optional;

/**
 * Parses a source as javac reads it, Unicode escapes translated first (an escaped letter in a name
 * still spells it, an escaped line feed ends a line comment), with every position in the file's own
 * text: a {@code \u006c} counts six columns, as in javac's diagnostic positions, SARIF and an
 * editor. JavaParser's own translation moves the nodes back but not their tokens, where a call's
 * position (its {@code (}) is found.
 */
final class RawPositions {
  private final String source;
  private PositionMapping mapping;

  RawPositions(String source) {
    this.source = source;
  }

  /** Parses the source; the result's nodes and tokens are at their places in the source. */
  ParseResult<CompilationUnit> parse(JavaParser parser) {
    if (!source.contains("\\u")) {
      return parser.parse(source);
    }
    UnicodeEscapeProcessingProvider translated =
        new UnicodeEscapeProcessingProvider(Providers.provider(source));
    ParseResult<CompilationUnit> parsed = parser.parse(ParseStart.COMPILATION_UNIT, translated);
    mapping = translated.getPositionMapping();
    if (!mapping.isEmpty()) {
      parsed.getResult().ifPresent(this::moveBack);
    }
    return parsed;
  }

  /** Where {@code position} of the translated text is in the source. */
  Position of(Position position) {
    return mapping == null || mapping.isEmpty() ? position : mapping.transform(position);
  }

  private void moveBack(CompilationUnit unit) {
    unit.walk(node -> node.getRange().ifPresent(range -> node.setRange(mapping.transform(range))));
    Optional<JavaToken> token = unit.getTokenRange().map(tokens -> first(tokens.getBegin()));
    while (token.isPresent()) {
      JavaToken current = token.get();
      current.getRange().ifPresent(range -> current.setRange(mapping.transform(range)));
      token = current.getNextToken();
    }
  }

  private static JavaToken first(JavaToken token) {
    JavaToken first = token;
    while (first.getPreviousToken().isPresent()) {
      first = first.getPreviousToken().get();
    }
    return first;
  }
}
