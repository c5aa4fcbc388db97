package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A library fact is written once, in the catalog's fact tables, and every engine builds its
 * matchers from there. This test reads the main sources of the engines and fails when one of them
 * spells, as a string literal, a name that a fact table holds ({@code "createDefault"}, {@code
 * "isTraceEnabled"}) or any qualified library type name: the engine should read the table instead.
 */
final class FactsLiveOnceTest {
  private static final Path ROOT = Path.of("..");
  private static final Path FACTS =
      ROOT.resolve(
          Path.of("catalog", "src", "main", "java", "dev", "bottleneck", "catalog", "facts"));
  private static final List<Path> ENGINES =
      List.of(
          ROOT.resolve(Path.of("catalog", "src", "main", "java")),
          ROOT.resolve(Path.of("checks", "src", "main", "java")),
          ROOT.resolve(Path.of("maven-plugin", "src", "main", "java")),
          ROOT.resolve(Path.of("archunit-rules", "src", "main", "java")));

  private static final Pattern STRING_LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
  private static final Pattern NAME = Pattern.compile("[A-Za-z_$][\\w.$]*");
  private static final Pattern QUALIFIED_LIBRARY_NAME =
      Pattern.compile(
          "(?:javax?|jakarta|org|com|io|net|okhttp3|reactor|feign|tools|lombok)\\.[\\w.$]*");

  /**
   * Names of the Java language, not of a library, that engines legitimately spell: the types javac
   * and JavaParser report literals and exceptions with, and the implicit annotation attribute.
   */
  private static final Map<String, String> LANGUAGE =
      Map.ofEntries(
          Map.entry("java.lang.String", "the type of string literals and concatenations"),
          Map.entry("java.lang.Object", "the root of every type"),
          Map.entry("java.lang.Throwable", "the root of exceptions a log call may carry"),
          Map.entry("java.lang.Comparable", "a supertype of boxed primitives"),
          Map.entry("java.lang.Number", "a supertype of boxed primitives"),
          Map.entry("java.io.Serializable", "a supertype of boxed primitives and String"),
          Map.entry("java.lang.Boolean", "a boxed primitive"),
          Map.entry("java.lang.Byte", "a boxed primitive"),
          Map.entry("java.lang.Character", "a boxed primitive"),
          Map.entry("java.lang.Short", "a boxed primitive"),
          Map.entry("java.lang.Integer", "a boxed primitive"),
          Map.entry("java.lang.Long", "a boxed primitive"),
          Map.entry("java.lang.Float", "a boxed primitive"),
          Map.entry("java.lang.Double", "a boxed primitive"),
          Map.entry("java.lang.", "the implicitly imported package"),
          Map.entry("java.", "the prefix of the JDK's own packages"),
          Map.entry("javax.", "the prefix of the JDK's own packages"),
          Map.entry("java.lang.SuppressWarnings", "the language's suppression annotation"),
          Map.entry("class", "a keyword, and the attribute XML configuration names a class with"),
          Map.entry("abstract", "a keyword, and the attribute of an abstract Spring XML bean"),
          Map.entry("java.class.path", "the JDK's system property that holds the class path"),
          Map.entry("java.util", "a package whose functional calls run a lambda inline"),
          Map.entry(
              "java.util.concurrent", "a package whose calls hand a lambda to another thread"),
          Map.entry("value", "the implicit attribute of a single-member annotation"));

  @Test
  void enginesSpellNoNameThatAFactTableHolds() {
    Set<String> facts = new TreeSet<>();
    for (Path table : javaFiles(FACTS)) {
      for (String literal : literals(table)) {
        if (NAME.matcher(literal).matches()) {
          facts.add(literal);
        }
      }
    }
    assertThat(facts).as("names read from the fact tables in %s", FACTS).hasSizeGreaterThan(300);

    List<String> repeated = new ArrayList<>();
    for (Path engine : ENGINES) {
      for (Path file : javaFiles(engine)) {
        if (file.startsWith(FACTS)) {
          continue;
        }
        for (String literal : literals(file)) {
          boolean isFact = facts.contains(literal);
          boolean isLibraryType = QUALIFIED_LIBRARY_NAME.matcher(literal).matches();
          if ((isFact || isLibraryType) && !LANGUAGE.containsKey(literal)) {
            repeated.add(ROOT.relativize(file) + ": \"" + literal + "\"");
          }
        }
      }
    }
    assertThat(repeated)
        .as(
            "library names spelled outside the catalog's fact tables; add them to a table in %s"
                + " (or reuse the one that holds them) and build the matcher from it",
            ROOT.relativize(FACTS))
        .isEmpty();
  }

  /** String literals of a source file, outside comments. */
  static List<String> literals(Path file) {
    String source;
    try {
      source = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + file, e);
    }
    List<String> literals = new ArrayList<>();
    Matcher literal = STRING_LITERAL.matcher(withoutComments(source));
    while (literal.find()) {
      literals.add(literal.group(1));
    }
    return literals;
  }

  /** The source with its comments blanked, string and character literals kept as they are. */
  static String withoutComments(String source) {
    StringBuilder code = new StringBuilder(source.length());
    int i = 0;
    while (i < source.length()) {
      char c = source.charAt(i);
      if (c == '"' || c == '\'') {
        int end = i + 1;
        while (end < source.length() && source.charAt(end) != c && source.charAt(end) != '\n') {
          end += source.charAt(end) == '\\' ? 2 : 1;
        }
        end = Math.min(end + 1, source.length());
        code.append(source, i, end);
        i = end;
      } else if (source.startsWith("//", i)) {
        int end = source.indexOf('\n', i);
        i = end < 0 ? source.length() : end;
      } else if (source.startsWith("/*", i)) {
        int end = source.indexOf("*/", i + 2);
        i = end < 0 ? source.length() : end + 2;
        code.append(' ');
      } else {
        code.append(c);
        i++;
      }
    }
    return code.toString();
  }

  private static List<Path> javaFiles(Path root) {
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list " + root, e);
    }
  }

  @Test
  void commentsAreNotCode() {
    assertThat(withoutComments("a(\"x\"); // \"y\"\n/* \"z\" */ b('\"', \"w\\\"v\");"))
        .isEqualTo("a(\"x\"); \n  b('\"', \"w\\\"v\");");
  }
}
