package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ModuleTypeNamesTest {
  @TempDir Path root;

  @Test
  void aboveFollowsTheSupertypesOfTheFilesThatDeclareEachNameFound() throws IOException {
    ModuleTypeNames names = chain();

    // The names after extends may hold more than types: a qualified name's parts.
    assertThat(names.above("Leaf"))
        .contains(Set.of("Leaf", "Middle", "Top", "java", "io", "Serializable"));
    assertThat(names.above("Middle"))
        .contains(Set.of("Middle", "Top", "java", "io", "Serializable"));
    assertThat(names.above("Unknown")).contains(Set.of("Unknown"));
  }

  @Test
  void belowFollowsTheTypesOfTheFilesThatExtendEachNameFound() throws IOException {
    ModuleTypeNames names = chain();

    assertThat(names.below(Set.of("Top"))).contains(Set.of("Top", "Middle", "Leaf", "Other"));
    assertThat(names.below(Set.of("Leaf"))).contains(Set.of("Leaf"));
  }

  @Test
  void aCycleOfSupertypesEnds() throws IOException {
    write("p/P.java", "package p; class P extends Q {}");
    write("p/Q.java", "package p; class Q extends P {}");
    ModuleTypeNames names = new ModuleFiles(List.of(root), List.of()).typeNames();

    assertThat(names.above("P")).contains(Set.of("P", "Q"));
    assertThat(names.below(Set.of("Q"))).contains(Set.of("P", "Q"));
  }

  @Test
  void annotationsAndTypesDeclaredWhereAnnotated() throws IOException {
    write("p/Tx.java", "package p; @Transactional @interface Tx {}");
    write("p/Service.java", "package p; @Tx class Service {}");
    ModuleTypeNames names = new ModuleFiles(List.of(root), List.of()).typeNames();

    assertThat(names.annotationsDeclaredWhereAnnotated(Set.of("Transactional")))
        .contains(Set.of("Tx"));
    // An annotation type's declaration reads as a use of its name, which only adds a name.
    assertThat(names.declaredWhereAnnotated(Set.of("Tx"))).contains(Set.of("Tx", "Service"));
  }

  private ModuleTypeNames chain() throws IOException {
    write("p/Top.java", "package p; interface Top extends java.io.Serializable {}");
    write("p/Middle.java", "package p; abstract class Middle implements Top {}");
    write("p/Leaf.java", "package p; final class Leaf extends Middle {}");
    write("q/Other.java", "package q; class Other implements p.Top {}");
    return new ModuleFiles(List.of(root), List.of()).typeNames();
  }

  private void write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
