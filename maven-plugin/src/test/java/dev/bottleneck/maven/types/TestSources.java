package dev.bottleneck.maven.types;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.ast.CompilationUnit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Source files for the resolution tests: parsed as the scanner parses them, or written below a
 * root.
 */
final class TestSources {
  private TestSources() {}

  static CompilationUnit parse(String text) {
    return new JavaParser(new ParserConfiguration().setLanguageLevel(LanguageLevel.JAVA_25))
        .parse(text)
        .getResult()
        .orElseThrow();
  }

  static void write(Path root, String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
