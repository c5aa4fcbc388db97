package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.symbolsolver.resolution.typesolvers.CombinedTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.JavaParserTypeSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SourceRootTypeSolverTest {
  private static final ParserConfiguration PARSING =
      new ParserConfiguration().setLanguageLevel(LanguageLevel.JAVA_25);

  @TempDir Path root;

  @Test
  void declaredNames() {
    assertThat(names("public class A { class Inner {} }")).containsExactly("A");
    assertThat(names("@interface Marker {} enum E { X } record R(int x) {} interface I {}"))
        .containsExactlyInAnyOrder("Marker", "E", "R", "I");
    assertThat(names("class /* the name */ Spaced\n{}")).containsExactly("Spaced");
    assertThat(names("@Tag(A.class) class A {}")).contains("A");
    assertThat(names("// class Commented\n/* class Hidden */ class Shown {}"))
        .containsExactly("Shown");
    assertThat(names("class A { String s = \"/* class NotHere\"; char c = '\"'; }  class B {}"))
        .contains("A", "B")
        .doesNotContain("NotHere");
    assertThat(names("class A { String t = \"\"\"\n  a \" quote */\n  \"\"\"; } class C {}"))
        .containsExactlyInAnyOrder("A", "C");
  }

  @Test
  void uncertainTextMakesEveryNamePossible() {
    assertThat(DeclaredNames.collect("class \\u0041 {}", new HashSet<>(), false)).isFalse();
    assertThat(DeclaredNames.collect("class A {} // \\u0041", new HashSet<>(), true)).isFalse();
    assertThat(DeclaredNames.collect("class A { String s = \"\\u0041\"; }", new HashSet<>(), false))
        .isTrue();
    assertThat(DeclaredNames.collect("class A { /* open", new HashSet<>(), false)).isFalse();
    assertThat(DeclaredNames.collect("class A { void f() { }", new HashSet<>(), false)).isFalse();
    assertThat(DeclaredNames.collect("class A { } }", new HashSet<>(), false)).isFalse();
    assertThat(DeclaredNames.collect("class A { String s = \"open\n; }", new HashSet<>(), false))
        .isFalse();
  }

  @Test
  void oneReadingAnswersForBothParsers() {
    for (String text :
        List.of(
            "class A {} interface B {}",
            "class A {} // \\u0041",
            "class A { String s = \"\\u0041\"; }",
            "class \\u0041 {}",
            "class A { /* open")) {
      for (boolean unicodeEscapes : List.of(false, true)) {
        for (String name : List.of("A", "B", "C")) {
          Set<String> names = new HashSet<>();
          boolean sure = DeclaredNames.collect(text, names, unicodeEscapes);
          assertThat(DeclaredNames.of(text).mayDeclare(name, unicodeEscapes))
              .as("%s, %s, escapes translated: %s", text, name, unicodeEscapes)
              .isEqualTo(!sure || names.contains(name));
        }
      }
    }
  }

  @Test
  void identification() throws IOException {
    write(
        "p/Main.java",
        "package p; public class Main {} class Secondary { static class Nested {} }");
    write("p/q/Other.java", "package p.q; public class Other {}");
    write("p/Escaped.java", "package p; class Esc\\u0061ped {}");
    CombinedTypeSolver solver = solver();

    assertThat(solver.tryToSolveType("p.Main").isSolved()).isTrue();
    assertThat(solver.tryToSolveType("p.Secondary").isSolved()).isTrue();
    assertThat(solver.tryToSolveType("p.Secondary.Nested").isSolved()).isTrue();
    assertThat(solver.tryToSolveType("p.q.Other").isSolved()).isTrue();
    assertThat(solver.tryToSolveType("p.Missing").isSolved()).isFalse();
    assertThat(solver.tryToSolveType("p.Main.Missing").isSolved()).isFalse();
    assertThat(solver.tryToSolveType("p.q.Secondary").isSolved()).isFalse();
  }

  @Test
  void answersAsJavaParserDoes() throws IOException {
    write(
        "p/Main.java",
        "package p; public class Main {} class Secondary { static class Nested {} }");
    write("p/r/Outer.java", "package p.r; public class Outer { class Builder {} } class Side {}");
    write("p/Escaped.java", "package p; class Esc\\u0061ped {} class Plain {}");
    write("p/q/Other.java", "package p.q; public class Other {} record Pair(int a) {}");
    CombinedTypeSolver ours = solver();
    CombinedTypeSolver stock = new CombinedTypeSolver();
    stock.add(new JavaParserTypeSolver(root, PARSING));
    for (String name :
        List.of(
            "p.Main",
            "p.Secondary",
            "p.Secondary.Nested",
            "p.Escaped",
            "p.Escaped.Plain",
            "p.Plain",
            "p.Esc\\u0061ped",
            "p.q.Other",
            "p.q.Pair",
            "p.q.Missing",
            "p.r.Builder",
            "p.r.Outer.Builder",
            "p.r.Side",
            "p.r.Outer.Missing",
            "p.Missing",
            "Main",
            "p")) {
      assertThat(ours.tryToSolveType(name).isSolved())
          .as(name)
          .isEqualTo(stock.tryToSolveType(name).isSolved());
    }
  }

  private CombinedTypeSolver solver() {
    CombinedTypeSolver solver = new CombinedTypeSolver();
    solver.add(
        new SourceRootTypeSolver(
            new ModuleFiles(List.of(root), List.of()).sourceRoots().get(0),
            new JavaParser(PARSING),
            new SolverCaches(10_000)));
    return solver;
  }

  private void write(String path, String source) throws IOException {
    Path file = root.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, source);
  }

  private static Set<String> names(String text) {
    Set<String> names = new HashSet<>();
    assertThat(DeclaredNames.collect(text, names, false)).isTrue();
    return names;
  }
}
