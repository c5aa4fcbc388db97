package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ModuleCallsTest {
  @TempDir Path root;

  @Test
  void namesTheFilesThatCallOrReferToAMethodInPathOrder() throws IOException {
    Path b = write("p/B.java", "class B { void run() { load (1); } }");
    Path a = write("p/A.java", "class A { Runnable r = this::load; }");
    write("p/C.java", "class C { String load = \"unloaded\"; }");
    write("p/notes.txt", "load()");

    ModuleCalls calls = new ModuleCalls(List.of(root));

    assertThat(calls.filesCalling("load")).contains(List.of(absolute(a), absolute(b)));
    assertThat(calls.filesCalling("unknown")).contains(List.of());
  }

  @Test
  void aMissingRootHoldsNoCalls() {
    ModuleCalls calls = new ModuleCalls(List.of(root.resolve("absent")));

    assertThat(calls.filesCalling("load")).contains(List.of());
  }

  @Test
  void isBuiltOnceFromTheFilesAsTheyWereThen() throws IOException {
    write("p/A.java", "class A { void a() { load(); } }");
    ModuleCalls calls = new ModuleCalls(List.of(root));
    assertThat(calls.filesCalling("load").orElseThrow()).hasSize(1);

    write("p/B.java", "class B { void b() { load(); } }");

    assertThat(calls.filesCalling("load").orElseThrow()).hasSize(1);
  }

  private Path write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }

  private static Path absolute(Path file) {
    return file.toAbsolutePath().normalize();
  }
}
