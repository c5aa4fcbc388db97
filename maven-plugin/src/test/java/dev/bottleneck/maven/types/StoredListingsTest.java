package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class StoredListingsTest {
  private static final FileTime SETTLED = FileTime.from(Instant.now().minusSeconds(3_600));

  @TempDir Path folder;
  private Path root;

  @BeforeEach
  void write() throws IOException {
    root = folder.resolve("src/main/java");
    write("p/A.java");
    write("p/q/B.java");
    write("p/q/notes.txt");
    write("r/C.java");
    Files.createDirectories(folder.resolve("elsewhere"));
    write("../../../elsewhere/D.java");
    Files.createSymbolicLink(root.resolve("p/linked"), folder.resolve("elsewhere"));
    Files.createSymbolicLink(root.resolve("p/q/up"), root.resolve("p"));
    Files.createSymbolicLink(root.resolve("r/Gone.java"), root.resolve("r/Missing.java"));
    Files.createSymbolicLink(root.resolve("r/Same.java"), root.resolve("r/C.java"));
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void theWalkVisitsAsTheJdksWalkFreshAndFromKeptListings(boolean followLinks) throws IOException {
    settle();
    List<String> jdk = jdkWalk(followLinks);

    assertThat(storedWalk(followLinks)).isEqualTo(jdk);
    StoredListings.look();
    assertThat(storedWalk(followLinks)).isEqualTo(jdk);
    assertThat(jdk)
        .contains("file r/Gone.java (link)")
        .containsAll(
            followLinks
                ? List.of("failed p/q/up FileSystemLoopException", "file p/linked/D.java")
                : List.of("file p/q/up (link)", "file p/linked (link)"));
  }

  @Test
  void withinOneLookAFolderIsListedOnceAndAfterTheNextItsNewFileIsSeen() throws IOException {
    settle();
    assertThat(javaFiles())
        .containsExactly("p/A.java", "p/linked/D.java", "p/q/B.java", "r/C.java", "r/Same.java");

    write("p/E.java");
    assertThat(javaFiles())
        .containsExactly("p/A.java", "p/linked/D.java", "p/q/B.java", "r/C.java", "r/Same.java");

    StoredListings.look();
    assertThat(javaFiles())
        .containsExactly(
            "p/A.java", "p/E.java", "p/linked/D.java", "p/q/B.java", "r/C.java", "r/Same.java");
  }

  @Test
  void aDeletedFileAndARenamedFolderAreSeenAfterTheNextLook() throws IOException {
    settle();
    assertThat(javaFiles())
        .containsExactly("p/A.java", "p/linked/D.java", "p/q/B.java", "r/C.java", "r/Same.java");

    Files.delete(root.resolve("p/A.java"));
    Files.move(root.resolve("r"), root.resolve("s"));
    StoredListings.look();

    assertThat(javaFiles()).containsExactly("p/linked/D.java", "p/q/B.java", "s/C.java");
  }

  @Test
  void aFolderChangedWithinTheSettlingTimeIsListedAgainThoughItsTimeIsTheSame() throws IOException {
    Path p = root.resolve("p");
    FileTime fresh = Files.getLastModifiedTime(p);
    assertThat(javaFiles())
        .containsExactly("p/A.java", "p/linked/D.java", "p/q/B.java", "r/C.java", "r/Same.java");

    // A second change within the same tick of the file system's clock leaves the time as it was.
    write("p/E.java");
    Files.setLastModifiedTime(p, fresh);
    StoredListings.look();

    assertThat(javaFiles())
        .containsExactly(
            "p/A.java", "p/E.java", "p/linked/D.java", "p/q/B.java", "r/C.java", "r/Same.java");
  }

  @Test
  void aFileStampIsReadOncePerLook() throws IOException {
    Path a = root.resolve("p/A.java");
    long before = StoredListings.attributes(a).orElseThrow().size();

    Files.writeString(a, "class A { int longer; }");
    assertThat(StoredListings.attributes(a).orElseThrow().size()).isEqualTo(before);

    StoredListings.look();
    assertThat(StoredListings.attributes(a).orElseThrow().size())
        .isEqualTo("class A { int longer; }".length());
    assertThat(StoredListings.isRegularFile(root.resolve("p/Missing.java"))).isFalse();
    assertThat(StoredListings.isDirectory(root.resolve("p"))).isTrue();
  }

  private List<String> javaFiles() throws IOException {
    List<String> files = new ArrayList<>();
    StoredListings.walkFileTree(
        root,
        true,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
            if (attributes.isRegularFile() && file.toString().endsWith(".java")) {
              files.add(relative(file));
            }
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFileFailed(Path file, IOException failure) {
            return FileVisitResult.CONTINUE;
          }
        });
    files.sort(null);
    return files;
  }

  private List<String> jdkWalk(boolean followLinks) throws IOException {
    Recorder recorder = new Recorder();
    Set<FileVisitOption> options =
        followLinks ? EnumSet.of(FileVisitOption.FOLLOW_LINKS) : Set.of();
    Files.walkFileTree(root, options, Integer.MAX_VALUE, recorder);
    return recorder.events;
  }

  private List<String> storedWalk(boolean followLinks) throws IOException {
    Recorder recorder = new Recorder();
    StoredListings.walkFileTree(root, followLinks, recorder);
    return recorder.events;
  }

  /** Every call of a visitor, in order, with what it was given. */
  private final class Recorder extends SimpleFileVisitor<Path> {
    final List<String> events = new ArrayList<>();

    @Override
    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
      events.add("enter " + relative(dir) + kind(attributes));
      return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
      events.add("file " + relative(file) + kind(attributes));
      return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFileFailed(Path file, IOException failure) {
      events.add("failed " + relative(file) + " " + failure.getClass().getSimpleName());
      return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult postVisitDirectory(Path dir, IOException failure) {
      events.add("leave " + relative(dir) + (failure == null ? "" : " " + failure));
      return FileVisitResult.CONTINUE;
    }

    private static String kind(BasicFileAttributes attributes) {
      return attributes.isSymbolicLink() ? " (link)" : attributes.isRegularFile() ? "" : " (?)";
    }
  }

  private String relative(Path file) {
    return root.relativize(file).toString().replace('\\', '/');
  }

  private void write(String relative) throws IOException {
    Path file = root.resolve(relative).normalize();
    Files.createDirectories(file.getParent());
    Files.writeString(file, "class " + file.getFileName() + " {}");
  }

  /** Every folder and file an hour back, so that their listings are kept. */
  private void settle() throws IOException {
    try (Stream<Path> paths = Files.walk(folder)) {
      for (Path path : paths.toList()) {
        if (!Files.isSymbolicLink(path)) {
          Files.setLastModifiedTime(path, SETTLED);
        }
      }
    }
  }
}
