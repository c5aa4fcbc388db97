package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ModuleFilesTest {
  @TempDir Path temporary;

  @Test
  void listsTheFilesOfEachSourceRootByRelativePathInRootOrder() throws IOException {
    Path main = write("main/p/A.java", "package p; class A {}");
    Path generated = write("generated/p/A.java", "package p; class A {}");
    write("main/p/notes.txt", "class Notes {}");
    write("caller/p/A.java", "package p; class A {}");
    ModuleFiles files = files(List.of("main", "absent", "generated"), List.of("caller"));

    assertThat(files.sourceFiles("p/A.java")).containsExactly(main, generated);
    assertThat(files.sourceFiles("p/notes.txt")).isEmpty();
    assertThat(files.sourceFiles("p/B.java")).isEmpty();
    assertThat(files.sourceRoots())
        .extracting(ModuleFiles.Root::isDirectory)
        .containsExactly(true, false, true);
  }

  @Test
  void answersFromTheListingNotFromTheDisk() throws IOException {
    write("main/p/A.java", "package p; class A { void a() { load(); } }");
    ModuleFiles files = files(List.of("main"), List.of());
    assertThat(files.sourceFiles("p/A.java")).hasSize(1);

    Path later = write("main/p/B.java", "package p; class B { void b() { load(); } }");

    assertThat(files.sourceFiles("p/B.java")).isEmpty();
    assertThat(files.sourceFilesDeclaring("p", "B", false)).isEmpty();
    assertThat(files.sourceRoots().get(0).mayDeclare("p", "B", false)).isFalse();
    assertThat(files.calls().filesCalling("load").orElseThrow()).doesNotContain(later);
  }

  @Test
  void findsTheFilesThatMayDeclareASecondaryType() throws IOException {
    Path main = write("main/p/Main.java", "package p; public class Main {} class Secondary {}");
    write("main/p/Other.java", "package p; public class Other {}");
    Path escaped = write("main/p/Escaped.java", "package p; class Plain {} // \\u0041");
    Path generated = write("generated/p/Gen.java", "package p; class Secondary {}");
    ModuleFiles files = files(List.of("main", "generated"), List.of());

    assertThat(files.sourceFilesDeclaring("p", "Secondary", false))
        .containsExactly(main, generated);
    assertThat(files.sourceFilesDeclaring("p", "Plain", false)).containsExactly(escaped);
    assertThat(files.sourceFilesDeclaring("p", "Missing", false)).isEmpty();
    assertThat(files.sourceFilesDeclaring("p", "Missing", true)).containsExactly(escaped);
    assertThat(files.sourceFilesDeclaring("q", "Secondary", false)).isEmpty();
  }

  @Test
  void aRootMayDeclareATypeInItsFileOrAnotherFileOfThePackage() throws IOException {
    write("main/Top.java", "class Top {}");
    write("main/p/Main.java", "package p; public class Main {} class Secondary {}");
    ModuleFiles.Root root = files(List.of("main"), List.of()).sourceRoots().get(0);

    assertThat(root.mayDeclare("", "Top", false)).isTrue();
    assertThat(root.mayDeclare("p", "Main", false)).isTrue();
    assertThat(root.mayDeclare("p", "Secondary", false)).isTrue();
    assertThat(root.mayDeclare("p", "Missing", false)).isFalse();
    assertThat(root.mayDeclare("p/q", "Main", false)).isFalse();
  }

  @Test
  void aFileThatCannotBeReadMakesTheCallersAndItsPackageUnknown() throws IOException {
    write("main/p/A.java", "package p; class A { void a() { load(); } }");
    Path gone = write("main/p/B.java", "package p; class B {} class Side {}");
    write("main/q/C.java", "package q; class C { void c() { load(); } }");
    ModuleFiles files = files(List.of("main"), List.of());
    assertThat(files.sourceFiles("p/B.java")).containsExactly(gone);

    Files.delete(gone);

    assertThat(files.calls().filesCalling("load")).isEmpty();
    assertThat(files.sourceFilesDeclaring("p", "Side", false)).isEmpty();
    assertThat(files.sourceRoots().get(0).mayDeclare("p", "Missing", false)).isTrue();
    assertThat(files.sourceRoots().get(0).mayDeclare("q", "Missing", false)).isFalse();
  }

  @Test
  void anUpdateReplacesTheFactsOfOneFileAndTheCallersOfTheNamesItAddsOrTakesAway()
      throws IOException {
    Path a = write("main/p/A.java", "package p; class A { void a() { load(); } }");
    Path b = write("main/p/B.java", "package p; class B { void b() { save(); } }");
    ModuleFiles files = files(List.of("main"), List.of());
    assertThat(files.calls().filesCalling("load")).contains(List.of(a));

    files.update(b, "package p; class B { void b() { load(); } } class Side {}");

    assertThat(files.calls().filesCalling("load")).contains(List.of(a, b));
    assertThat(files.calls().filesCalling("save")).contains(List.of());
    assertThat(files.sourceFilesDeclaring("p", "Side", false)).containsExactly(b);
    assertThat(Files.readString(b)).contains("save()");

    files.update(a, "package p; class A { void a() { } }");

    assertThat(files.calls().filesCalling("load")).contains(List.of(b));
  }

  @Test
  void anUpdateThatKeepsTheNamesAFileCallsKeepsTheAnswers() throws IOException {
    Path a = write("main/p/A.java", "package p; class A { void a() { load(); } }");
    write("main/p/B.java", "package p; class B extends A { void b() { save(); } }");
    ModuleFiles files = files(List.of("main"), List.of());
    Optional<List<Path>> callers = files.calls().filesCalling("load");
    Optional<List<Path>> subtypes = files.calls().filesExtending("A");

    files.update(a, "package p; class A { void a() { load(); load(); } // typed\n }");

    assertThat(files.calls().filesCalling("load")).isSameAs(callers);
    assertThat(files.calls().filesExtending("A")).isSameAs(subtypes);
  }

  @Test
  void anUpdateThatAddsOrTakesAwayASupertypeDropsTheAnswerForThatName() throws IOException {
    write("main/p/A.java", "package p; class A {}");
    Path b = write("main/p/B.java", "package p; class B extends A {}");
    Path c = write("main/p/C.java", "package p; class C {}");
    ModuleFiles files = files(List.of("main"), List.of());
    assertThat(files.calls().filesExtending("A")).contains(List.of(b));
    assertThat(files.typeNames().below(Set.of("A"))).contains(Set.of("A", "B"));

    files.update(c, "package p; class C extends A {}");
    files.update(b, "package p; class B {}");

    assertThat(files.calls().filesExtending("A")).contains(List.of(c));
    assertThat(files.typeNames().below(Set.of("A"))).contains(Set.of("A", "C"));
  }

  @Test
  void anUpdateInsideAMethodBodyKeepsTheTypeNamesAndAnUpdateOfAHeaderDropsThem()
      throws IOException {
    Path a = write("main/p/A.java", "package p; @Service class A { void a() { } }");
    ModuleFiles files = files(List.of("main"), List.of());
    Optional<Set<String>> services = files.typeNames().declaredWhereAnnotated(Set.of("Service"));
    assertThat(services).contains(Set.of("A"));

    files.update(a, "package p; @Service class A { void a() { load(); } }");
    assertThat(files.typeNames().declaredWhereAnnotated(Set.of("Service"))).isSameAs(services);

    files.update(a, "package p; class A { void a() { load(); } }");
    assertThat(files.typeNames().declaredWhereAnnotated(Set.of("Service"))).contains(Set.of());
  }

  @Test
  void aRemovedFileLeavesTheAnswersItWasIn() throws IOException {
    Path a = write("main/p/A.java", "package p; class A { void a() { load(); } }");
    Path b = write("main/p/B.java", "package p; class B extends A { void b() { load(); } }");
    ModuleFiles files = files(List.of("main"), List.of());
    assertThat(files.calls().filesCalling("load")).contains(List.of(a, b));
    assertThat(files.typeNames().below(Set.of("A"))).contains(Set.of("A", "B"));

    files.remove(b);

    assertThat(files.calls().filesCalling("load")).contains(List.of(a));
    assertThat(files.calls().filesExtending("A")).contains(List.of());
    assertThat(files.typeNames().below(Set.of("A"))).contains(Set.of("A"));
  }

  @Test
  void anUpdateOfAFileThatCannotBeReadMakesTheCallersKnownAgain() throws IOException {
    Path a = write("main/p/A.java", "package p; class A { void a() { load(); } }");
    Path gone = write("main/p/B.java", "package p; class B {}");
    ModuleFiles files = files(List.of("main"), List.of());
    files.sourceFiles("p/A.java");
    Files.delete(gone);
    assertThat(files.calls().filesCalling("load")).isEmpty();

    files.update(gone, "package p; class B { void b() { load(); } }");

    assertThat(files.calls().filesCalling("load")).contains(List.of(a, gone));
  }

  @Test
  void aNewFileJoinsTheListingAndARemovedOneLeavesIt() throws IOException {
    Path a = write("main/p/A.java", "package p; class A { void a() { load(); } }");
    ModuleFiles files = files(List.of("main"), List.of("caller"));
    assertThat(files.calls().filesCalling("load")).contains(List.of(a));
    Path created = temporary.resolve("main/p/B.java");
    Path calling = temporary.resolve("caller/q/Use.java");

    files.update(created, "package p; class B { void b() { load(); } }");
    files.update(calling, "package q; class Use { void u() { load(); } }");
    files.update(temporary.resolve("elsewhere/C.java"), "class C { void c() { load(); } }");

    assertThat(files.sourceFiles("p/B.java")).containsExactly(created);
    assertThat(files.sourceFiles("q/Use.java")).isEmpty();
    assertThat(files.sourceRoots().get(0).mayDeclare("p", "B", false)).isTrue();
    assertThat(files.calls().filesCalling("load")).contains(List.of(a, created, calling));

    files.remove(a);

    assertThat(files.sourceFiles("p/A.java")).isEmpty();
    assertThat(files.sourceRoots().get(0).mayDeclare("p", "A", false)).isFalse();
    assertThat(files.calls().filesCalling("load")).contains(List.of(created, calling));
    assertThat(a).exists();
  }

  @Test
  void aLinkBackUpTheTreeIsNotAFailure() throws IOException {
    Path a = write("main/p/A.java", "package p; class A { void a() { load(); } }");
    Files.createSymbolicLink(temporary.resolve("main/p/loop"), temporary.resolve("main"));
    ModuleFiles files = files(List.of("main"), List.of());

    assertThat(files.calls().filesCalling("load")).contains(List.of(a));
  }

  @Test
  void threadsThatAskTogetherGetTheSameAnswer() throws Exception {
    List<Path> calling = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      calling.add(write("main/p/C" + i + ".java", "package p; class C { void c() { load(); } }"));
    }
    calling.sort(null);
    ModuleFiles files = files(List.of("main"), List.of());
    CyclicBarrier together = new CyclicBarrier(4);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Optional<List<Path>>>> answers = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        answers.add(
            pool.submit(
                () -> {
                  together.await(30, TimeUnit.SECONDS);
                  return files.calls().filesCalling("load");
                }));
      }

      for (Future<Optional<List<Path>>> answer : answers) {
        assertThat(answer.get(30, TimeUnit.SECONDS)).contains(calling);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private ModuleFiles files(List<String> sourceRoots, List<String> callerRoots) {
    return new ModuleFiles(
        sourceRoots.stream().map(temporary::resolve).toList(),
        callerRoots.stream().map(temporary::resolve).toList());
  }

  private Path write(String relative, String text) throws IOException {
    Path file = temporary.resolve(relative);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text).toAbsolutePath().normalize();
  }
}
