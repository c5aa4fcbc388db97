package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.github.javaparser.ast.CompilationUnit;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class DeclaredTypesTest {
  private static final String TRANSACTIONAL =
      "org.springframework.transaction.annotation.Transactional";

  @TempDir Path root;
  private final DeclaredTypes store = new DeclaredTypes();

  @Test
  void aSiblingsTypesAreResolvedInItsOwnFile() throws IOException {
    write("p/Parent.java", "package p; public class Parent {}");
    write(
        "p/Base.java",
        """
        package p;

        import java.util.List;
        import org.springframework.transaction.annotation.Propagation;
        import org.springframework.transaction.annotation.Transactional;

        @Transactional(propagation = Propagation.NEVER, transactionManager = "kafkaTx")
        public abstract class Base<T> extends Parent implements Runnable, Comparable<T> {
          @Transactional
          public void save(List<T> items, String... tags) {}

          private static int count() {
            return 0;
          }

          abstract void run(int times);

          public interface Callback {}
        }
        """);

    TypeFacts base = typesFor(scanned("package q; class Main {}")).sourceFacts("p.Base").get();

    assertThat(base.file()).contains(root.resolve("p/Base.java"));
    assertThat(base.kind()).isEqualTo(TypeFacts.Kind.CLASS);
    assertThat(base.supertypes())
        .containsExactly("p.Parent", "java.lang.Runnable", "java.lang.Comparable");
    assertThat(base.supertypesResolved()).isTrue();
    assertThat(base.superclass()).contains("p.Parent");
    assertThat(base.annotations())
        .containsExactly(
            new TypeFacts.Annotation(
                TRANSACTIONAL,
                Map.of("propagation", "NEVER"),
                Map.of("transactionManager", "kafkaTx")));
    assertThat(base.methods())
        .containsExactly(
            new TypeFacts.Method(
                "save",
                2,
                true,
                false,
                false,
                true,
                true,
                false,
                List.of(new TypeFacts.Annotation(TRANSACTIONAL, Map.of(), Map.of())),
                Optional.of(TypeFacts.Method.VOID)),
            new TypeFacts.Method(
                "count", 0, false, true, true, false, true, false, List.of(), Optional.of("int")),
            new TypeFacts.Method(
                "run",
                1,
                false,
                false,
                false,
                false,
                false,
                false,
                List.of(),
                Optional.of(TypeFacts.Method.VOID)));
    assertThat(typesFor(scanned("package q; class Main {}")).sourceFacts("p.Base.Callback"))
        .map(TypeFacts::kind)
        .contains(TypeFacts.Kind.INTERFACE);
  }

  @Test
  void aMethodsReturnTypeIsResolvedInItsFileAndATypeVariableIsNot() throws IOException {
    write(
        "p/Store.java",
        """
        package p;

        import java.util.List;

        public class Store<T> {
          public List<T> all() { return null; }
          public T first() { return null; }
          public String[] names() { return null; }
        }
        """);

    TypeFacts store = typesFor(scanned("package q; class Main {}")).sourceFacts("p.Store").get();

    assertThat(store.methods())
        .extracting(TypeFacts.Method::returns)
        .containsExactly(
            Optional.of("java.util.List"), Optional.empty(), Optional.of("java.lang.String[]"));
  }

  @Test
  void aMethodsBodyIsKnownToDoNoWorkFromTheSiblingsDeclarationsAndFromItsOwnTree()
      throws IOException {
    String store =
        """
        package p;

        class Store {
          private int size;

          int size() {
            return size;
          }

          void size(int size) {
            this.size = size;
          }

          void clear() {
            reset();
          }

          Object copy() {
            return new Store();
          }

          private void reset() {}
        }
        """;
    write("p/Store.java", store);

    TypeFacts sibling = typesFor(scanned("package q; class Main {}")).sourceFacts("p.Store").get();
    TypeFacts own = typesFor(scanned(store)).sourceFacts("p.Store").get();

    assertThat(sibling.methods())
        .extracting(TypeFacts.Method::bodyMayWork)
        .containsExactly(false, false, true, true, false);
    assertThat(own.methods())
        .extracting(TypeFacts.Method::bodyMayWork)
        .containsExactly(false, false, true, true, false);
  }

  @Test
  void aSupertypeThatDoesNotResolveIsNotedAndLeftOut() throws IOException {
    write("p/Odd.java", "package p; class Odd extends Nowhere implements Runnable {}");

    TypeFacts odd = typesFor(scanned("package p; class Main {}")).sourceFacts("p.Odd").get();

    assertThat(odd.supertypes()).containsExactly("java.lang.Runnable");
    assertThat(odd.supertypesResolved()).isFalse();
    assertThat(odd.superclass()).isEmpty();
  }

  @Test
  void everyFileThatAsksSharesOneReading() throws IOException {
    write("p/Base.java", "package p; public class Base {}");

    Optional<TypeFacts> first = typesFor(scanned("package p; class A {}")).sourceFacts("p.Base");
    Optional<TypeFacts> second = typesFor(scanned("package p; class B {}")).sourceFacts("p.Base");

    assertThat(first).isPresent();
    assertThat(second.get()).isSameAs(first.get());
  }

  @Test
  void theFileBeingScannedIsReadFromItsOwnTree() throws IOException {
    write("p/Base.java", "package p; public class Base extends Parent {}");

    TypeFacts base =
        typesFor(scanned("package p; class Base implements Runnable {}"))
            .sourceFacts("p.Base")
            .get();

    assertThat(base.supertypes()).containsExactly("java.lang.Runnable");
    assertThat(base.file()).isEmpty();
  }

  @Test
  void aTypeIsFoundInAnyFileOfItsPackageAndNoFileDeclaresALibraryType() throws IOException {
    write("p/Holder.java", "package p; public class Holder {} class Hidden implements Runnable {}");
    Types types = typesFor(scanned("package p; class Main {}"));

    assertThat(types.sourceFacts("p.Hidden").flatMap(TypeFacts::file))
        .contains(root.resolve("p/Holder.java"));
    assertThat(types.sourceFacts("java.util.List")).isEmpty();
    assertThat(types.sourceFacts("p.Missing")).isEmpty();
  }

  @Test
  void oneFileIsForgottenAloneAndReadAgainWhenAsked() throws IOException {
    write("p/A.java", "package p; public class A {}");
    write("p/B.java", "package p; public class B {}");
    TypeFacts a = typesFor(scanned("package p; class Main {}")).sourceFacts("p.A").get();
    TypeFacts b = typesFor(scanned("package p; class Main {}")).sourceFacts("p.B").get();

    write("p/A.java", "package p; public class A implements Runnable {}");
    store.forget(root.resolve("p/A.java"));
    Types later = typesFor(scanned("package p; class Main {}"));

    assertThat(later.sourceFacts("p.A").get()).isNotSameAs(a);
    assertThat(later.sourceFacts("p.A").get().supertypes()).containsExactly("java.lang.Runnable");
    assertThat(later.sourceFacts("p.B").get()).isSameAs(b);
  }

  @Test
  void aFileThatLooksForANameInItselfDoesNotWaitForItself() throws IOException {
    // Resolving Missing asks whether A.java declares p.A.Missing while A's facts are being read.
    write("p/A.java", "package p; import p.A.*; public class A extends Missing {}");
    Types types = typesFor(scanned("package q; class Main {}"));

    Optional<TypeFacts> a =
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> types.sourceFacts("p.A"));

    assertThat(a.get().supertypesResolved()).isFalse();
  }

  @Test
  void subtypesAreFoundThroughAbstractClassesAndForgottenWithTheirFile() throws IOException {
    write("p/Sender.java", "package p; public interface Sender { void send(); }");
    write("p/Base.java", "package p; public abstract class Base implements Sender {}");
    write("p/Sms.java", "package p; public class Sms extends Base { public void send() {} }");
    write(
        "q/Mail.java",
        "package q; public class Mail implements p.Sender { public void send() {} }");
    write(
        "p/Other.java",
        "package p; public class Other implements Runnable { public void run() {} }");

    assertThat(typesFor(scanned("package z; class Main {}")).sourceSubtypes("p.Sender"))
        .containsExactly("p.Base", "p.Sms", "q.Mail");

    write(
        "p/Push.java", "package p; public class Push implements Sender { public void send() {} }");
    ModuleFiles files = new ModuleFiles(List.of(root), List.of());
    store.forget(root.resolve("p/Push.java"));
    assertThat(typesFor(scanned("package z; class Main {}"), files).sourceSubtypes("p.Sender"))
        .containsExactly("p.Base", "p.Push", "p.Sms", "q.Mail");
  }

  /**
   * Each type's subtypes are read from the files that name it after extends or implements, once per
   * module: a lookup that parsed every file for every type asked about would take minutes.
   */
  @Test
  void subtypesOfManyTypesAreFoundWithoutReadingEveryFileForEach() throws IOException {
    int interfaces = 200;
    for (int index = 0; index < interfaces; index++) {
      write("p/I" + index + ".java", "package p; public interface I" + index + " {}");
      for (int implementation = 0; implementation < 5; implementation++) {
        write(
            "p/C" + index + "x" + implementation + ".java",
            "package p; public class C%dx%d implements I%d {}"
                .formatted(index, implementation, index));
      }
    }
    Types types = typesFor(scanned("package z; class Main {}"));

    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          for (int round = 0; round < 3; round++) {
            for (int index = 0; index < interfaces; index++) {
              assertThat(types.sourceSubtypes("p.I" + index)).hasSize(5);
            }
          }
        });
  }

  private Types typesFor(CompilationUnit unit) {
    return typesFor(unit, new ModuleFiles(List.of(root), List.of()));
  }

  private Types typesFor(CompilationUnit unit, ModuleFiles files) {
    return new Types(
        new SourceIndex(
            files, null, unit, new SourceIndex.Siblings(10_000, 10_000, Overlay.NONE), store),
        new ClasspathTypes(files, List.of(), 10_000));
  }

  private static CompilationUnit scanned(String text) {
    return TestSources.parse(text);
  }

  private void write(String relative, String text) throws IOException {
    TestSources.write(root, relative, text);
  }
}
