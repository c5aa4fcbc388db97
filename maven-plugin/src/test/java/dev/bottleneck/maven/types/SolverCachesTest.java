package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.resolution.cache.Cache;
import com.github.javaparser.resolution.model.SymbolReference;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SolverCachesTest {
  @TempDir Path root;

  @Test
  void theParsedFilesOfEveryRootCountTowardsOneBound() {
    CompilationUnit unit = TestSources.parse("package p; class A { int a; }");
    long nodes = SourceIndex.nodesOf(Optional.of(unit));
    SolverCaches caches = new SolverCaches(nodes + 1);

    caches.files().put(Path.of("/one/p/A.java"), Optional.of(unit));
    assertThat(caches.full()).isFalse();
    caches.files().put(Path.of("/two/p/A.java"), Optional.of(unit));

    assertThat(caches.full()).isTrue();
  }

  @Test
  void emptyingDropsTheFilesAndEveryAnswer() {
    SolverCaches caches = new SolverCaches(1);
    Cache<String, SymbolReference<?>> answers = caches.answers();
    caches.files().put(Path.of("/p/A.java"), Optional.of(TestSources.parse("class A {}")));
    caches.directories().put(Path.of("/p"), List.of());
    answers.put("p.Missing", SymbolReference.unsolved());

    caches.empty();

    assertThat(caches.full()).isFalse();
    assertThat(caches.files().isEmpty()).isTrue();
    assertThat(caches.directories().isEmpty()).isTrue();
    assertThat(answers.isEmpty()).isTrue();
  }

  @Test
  void theSolverAnswersTheSameOnceItsCachesWereEmptied() throws IOException {
    TestSources.write(
        root,
        "p/Helper.java",
        "package p; public class Helper { public String name() { return \"\"; } }");
    ModuleFiles files = new ModuleFiles(List.of(root), List.of());
    // A bound of one node: every file the solver parses fills it.
    ClasspathTypes solver = new ClasspathTypes(files, List.of(), 1);
    CompilationUnit scanned =
        TestSources.parse(
            "package q; import p.Helper; class Main { Object f(Helper h) { return h.name(); } }");
    MethodCallExpr call = scanned.findFirst(MethodCallExpr.class).orElseThrow();

    Optional<String> first = solver.typeOf(call);
    solver.nextFile();
    CompilationUnit again = TestSources.parse(scanned.toString());

    assertThat(first).contains("java.lang.String");
    assertThat(solver.typeOf(again.findFirst(MethodCallExpr.class).orElseThrow())).isEqualTo(first);
    assertThat(solver.declaration("p.Helper")).isPresent();
  }
}
