package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class StoredFactsTest {
  /** Long enough ago for a file to be kept: before {@link FileStamp#SETTLED_MILLIS}. */
  private static final Instant SETTLED = Instant.now().minusSeconds(3_600);

  @TempDir Path temporary;

  @Test
  void aModuleReadsTheFactsAnotherModuleReadOfAnUnchangedFile() throws IOException {
    Path shared = settled("api/p/A.java", "package p; class A { void a() { load(); } }");

    FileFacts asCaller = factsOf(shared, List.of("web"), List.of("api"));
    FileFacts asOwn = factsOf(shared, List.of("api"), List.of("web"));

    assertThat(asOwn).isSameAs(asCaller);
    assertThat(asOwn.calls("load")).isTrue();
  }

  @Test
  void aChangedFileIsReadAgain() throws IOException {
    Path file = settled("api/p/A.java", "package p; class A { void a() { load(); } }");
    FileFacts before = factsOf(file, List.of("api"), List.of());

    Files.writeString(file, "package p; class A { void a() { save(); } }");
    Files.setLastModifiedTime(file, FileTime.from(SETTLED.plusSeconds(1)));
    // As the next entry to the engine does: a file's stamp is read once per look.
    StoredListings.look();
    FileFacts after = factsOf(file, List.of("api"), List.of());

    assertThat(after).isNotSameAs(before);
    assertThat(after.calls("save")).isTrue();
    assertThat(after.calls("load")).isFalse();
  }

  @Test
  void aFileJustModifiedIsNotKept() throws IOException {
    Path file = write("api/p/A.java", "package p; class A { void a() { load(); } }");

    FileFacts first = factsOf(file, List.of("api"), List.of());
    FileFacts second = factsOf(file, List.of("api"), List.of());

    assertThat(second).isNotSameAs(first);
  }

  @Test
  void theTextAnEditorHoldsNeverEntersTheStore() throws IOException {
    Path file = settled("api/p/A.java", "package p; class A { void a() { load(); } }");
    ModuleFiles editing = files(List.of("api"), List.of());
    editing.update(file, "package p; class A { void a() { edited(); } }");

    FileFacts fromDisk = factsOf(file, List.of("web"), List.of("api"));

    assertThat(fromDisk.calls("load")).isTrue();
    assertThat(fromDisk.calls("edited")).isFalse();
    assertThat(editing.calls().filesCalling("edited").orElseThrow()).containsExactly(file);
  }

  @Test
  void theTextGateTakesTheWordsReadWithAnOwnFilesFactsOnce() throws IOException {
    String text = "package p; class A { void a() { load(); } }";
    Path own = write("api/p/A.java", text);
    Path caller = write("web/p/B.java", text.replace("A", "B"));
    ModuleFiles files = files(List.of("api"), List.of("web"));
    files.everyFileRead().orElseThrow();

    assertThat(files.wordsRead(own, text.replace("load", "save"))).isEmpty();
    assertThat(files.wordsRead(own, text)).isEmpty();
    assertThat(files.wordsRead(caller, text.replace("A", "B"))).isEmpty();

    ModuleFiles again = files(List.of("api"), List.of("web"));
    again.everyFileRead().orElseThrow();
    assertThat(again.wordsRead(own, text).orElseThrow().has("load")).isTrue();
    assertThat(again.wordsRead(own, text)).isEmpty();
  }

  @Test
  void theScanAndTheSiblingsTakeTheBytesReadWithTheFactsOfAnUnchangedFile() throws IOException {
    Path file = settled("api/p/A.java", "package p; class A { void a() { load(); } }");
    ModuleFiles caller = files(List.of("web"), List.of("api"));
    caller.everyFileRead().orElseThrow();

    ModuleFiles own = files(List.of("api"), List.of("web"));
    byte[] scanned = own.ownBytes(file).orElseThrow();

    assertThat(files(List.of("api"), List.of()).ownBytes(file).orElseThrow()).isSameAs(scanned);
    assertThat(own.ownText(file)).contains("package p; class A { void a() { load(); } }");
    assertThat(caller.ownBytes(file)).isEmpty();
  }

  @Test
  void aFileWhoseFactsAnEditorReplacedIsReadFromDisk() throws IOException {
    Path file = settled("api/p/A.java", "package p; class A { void a() { load(); } }");
    ModuleFiles editing = files(List.of("api"), List.of());
    byte[] listed = editing.ownBytes(file).orElseThrow();

    Files.writeString(file, "package p; class A { void a() { saved(); } }");
    editing.update(file, "package p; class A { void a() { saved(); } }");

    assertThat(editing.ownBytes(file).orElseThrow()).isNotSameAs(listed);
    assertThat(editing.ownText(file)).contains("package p; class A { void a() { saved(); } }");
  }

  @Test
  void aSiblingThatIsNotUtf8HasNoText() throws IOException {
    Path file = settled("api/p/A.java", "package p; class A {}");
    Files.write(file, new byte[] {'c', 'l', 'a', 's', 's', ' ', (byte) 0xC3, '{', '}'});
    Files.setLastModifiedTime(file, FileTime.from(SETTLED));

    assertThat(files(List.of("api"), List.of()).ownText(file)).isEmpty();
  }

  /** The facts of {@code file} as a fresh module execution with these roots reads them. */
  private FileFacts factsOf(Path file, List<String> sourceRoots, List<String> callerRoots) {
    return files(sourceRoots, callerRoots).everyFileRead().orElseThrow().stream()
        .filter(listed -> listed.path().equals(file))
        .findFirst()
        .orElseThrow()
        .facts();
  }

  private ModuleFiles files(List<String> sourceRoots, List<String> callerRoots) {
    return new ModuleFiles(
        sourceRoots.stream().map(temporary::resolve).toList(),
        callerRoots.stream().map(temporary::resolve).toList());
  }

  private Path settled(String relative, String text) throws IOException {
    Path file = write(relative, text);
    Files.setLastModifiedTime(file, FileTime.from(SETTLED));
    return file;
  }

  private Path write(String relative, String text) throws IOException {
    Path file = temporary.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.createDirectories(temporary.resolve("web"));
    return Files.writeString(file, text).toAbsolutePath().normalize();
  }
}
