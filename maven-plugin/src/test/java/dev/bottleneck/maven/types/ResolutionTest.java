package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.StaticJavaParser;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.MethodCallExpr;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ResolutionTest {
  @TempDir Path root;

  @Test
  void threadsShareTheSiblingsTheyRead() throws Exception {
    write("p/Base.java", "package p; public class Base { protected String name; }");
    Resolution resolution = new Resolution(List.of(root), List.of());
    // Each task waits for the other, so they run on two threads at once.
    CyclicBarrier together = new CyclicBarrier(2);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<TypeDeclaration<?>>> reads = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        reads.add(
            pool.submit(
                () -> {
                  together.await(30, TimeUnit.SECONDS);
                  return sibling(resolution, "p.Base");
                }));
      }

      assertThat(reads.get(0).get(30, TimeUnit.SECONDS))
          .isSameAs(reads.get(1).get(30, TimeUnit.SECONDS));
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void theSolverWorksOnACopyOfASharedSibling() throws IOException {
    write("p/Helper.java", "package p; class Helper { int size() { return \"abc\".length(); } }");
    Resolution resolution = new Resolution(List.of(root), List.of());
    Types types = resolution.forFile(parse("package p; class Main {}"));
    TypeDeclaration<?> helper = types.sourceDeclarationWithBodies("p.Helper").orElseThrow();
    MethodCallExpr call = helper.findFirst(MethodCallExpr.class).orElseThrow();
    CompilationUnit shared = call.findCompilationUnit().orElseThrow();

    assertThat(types.typeOf(call)).contains("int");
    assertThat(shared.containsData(Node.SYMBOL_RESOLVER_KEY)).isFalse();
    assertThat(call.getDataKeys()).isEmpty();
    assertThat(types.sourceDeclarationWithBodies("p.Helper")).containsSame(helper);
  }

  @Test
  void aSiblingIsReadWholeWithoutItsLanguageLevelValidation() throws IOException {
    // The validator rejects a private abstract method; the grammar, and the sibling's own scan,
    // read the file.
    write(
        "p/Helper.java",
        """
        package p;
        abstract class Helper {
          private abstract void never();
          int size() { var text = "abc"; return text.length(); }
        }
        """);
    Resolution resolution = new Resolution(List.of(root), List.of());
    Types types = resolution.forFile(parse("package p; class Main {}"));

    TypeDeclaration<?> helper = types.sourceDeclarationWithBodies("p.Helper").orElseThrow();

    // Java 25's post-processing still runs: var is a type to infer, not a class named var.
    assertThat(helper.findFirst(VariableDeclarator.class).orElseThrow().getType().isVarType())
        .isTrue();
  }

  @Test
  void aCopyHasTheSameNodeAtTheSamePlace() {
    String text = "package p; class A { void f() { g(1, h(2)); g(3, h(4)); } }";
    CompilationUnit original = parse(text);
    CompilationUnit copy = parse(text);
    MethodCallExpr inner = original.findAll(MethodCallExpr.class).get(3);

    Node mirror = SourceIndex.counterpart(inner, copy).orElseThrow();

    assertThat(mirror).isNotSameAs(inner);
    assertThat(mirror.toString()).isEqualTo("h(4)");
    assertThat(mirror.getRange()).isEqualTo(inner.getRange());
    assertThat(SourceIndex.counterpart(inner, parse("package p; class A {}"))).isEmpty();
  }

  @Test
  void callSitesComeInPathOrderWithTheScannedFileLast() throws IOException {
    write("p/B.java", "package p; class B { void b() { load(2); } }");
    write(
        "p/A.java",
        "package p; class A { void a() { load(1); x.load(); } Runnable r = this::load; }");
    Types types =
        new Resolution(List.of(root), List.of())
            .forFile(parse("package p; class Main { void m() { load(3); } }"));

    SourceIndex.CallSites sites = types.callSites(method("void load(int n) {}"));

    List<String> read = new ArrayList<>();
    sites.forEachRemaining(site -> read.add(site.toString()));
    assertThat(read).containsExactly("load(1)", "x.load()", "this::load", "load(2)", "load(3)");
    assertThat(sites.allKnown()).isTrue();
  }

  @Test
  void callSitesReadASiblingOnlyWhenTheWalkReachesIt() throws IOException {
    write("p/A.java", "package p; class A { void a() { load(1); } }");
    Path later = root.resolve("p/B.java");
    write("p/B.java", "package p; class B { void b() { load(2); } }");
    Types types = new Resolution(List.of(root), List.of()).forFile(parse("package p; class M {}"));

    SourceIndex.CallSites sites = types.callSites(method("void load(int n) {}"));
    assertThat(sites.next().toString()).isEqualTo("load(1)");
    Files.writeString(later, "package p; class B { void b() { load(2 } }");

    assertThat(sites.hasNext()).isFalse();
    assertThat(sites.allKnown()).isFalse();
  }

  @Test
  void callSitesPassOverASiblingThatCallsTheNameWithOtherArgumentsOnly() throws IOException {
    write("p/A.java", "package p; class A { void a() { load(1); } }");
    // Not parsed: its text calls load with two arguments only (and it would not parse).
    write("p/B.java", "package p; class B { void b() { load(1, f(2, 3)); } void load(int n) }");
    write("p/C.java", "package p; class C { void c() { load(/* (, */ \",\" + ')'); } }");
    Types types = new Resolution(List.of(root), List.of()).forFile(parse("package p; class M {}"));

    SourceIndex.CallSites sites = types.callSites(method("void load(int n) {}"));

    List<String> read = new ArrayList<>();
    sites.forEachRemaining(site -> read.add(site.toString()));
    assertThat(read).containsExactly("load(1)", "load(\",\" + ')')");
    assertThat(sites.allKnown()).isTrue();
    SourceIndex.CallSites anyArguments = types.callSites(method("void load(int... n) {}"));
    anyArguments.forEachRemaining(site -> {});
    assertThat(anyArguments.allKnown()).isFalse();
  }

  private static MethodDeclaration method(String declaration) {
    return StaticJavaParser.parseMethodDeclaration(declaration);
  }

  private static TypeDeclaration<?> sibling(Resolution resolution, String name) {
    return resolution
        .forFile(parse("package p; class Main extends Base {}"))
        .sourceDeclaration(name)
        .orElseThrow();
  }

  private static CompilationUnit parse(String text) {
    return TestSources.parse(text);
  }

  private void write(String relative, String text) throws IOException {
    TestSources.write(root, relative, text);
  }
}
