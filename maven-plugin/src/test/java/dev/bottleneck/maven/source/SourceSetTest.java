package dev.bottleneck.maven.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SourceSetTest {
  @TempDir Path project;

  @Test
  void collectsJavaFilesAndSpringConfigFiles() throws IOException {
    Path java = project.resolve("src/main/java");
    Path resources = project.resolve("src/main/resources");
    touch(java.resolve("com/acme/B.java"));
    touch(java.resolve("A.java"));
    touch(java.resolve("com/acme/notes.txt"));
    touch(resources.resolve("application.properties"));
    touch(resources.resolve("application-prod.yml"));
    touch(resources.resolve("config/application.yaml"));
    touch(resources.resolve("config/eu/application-eu.yml"));
    touch(resources.resolve("deep/nested/application.yml"));
    touch(resources.resolve("bootstrap.yml"));
    touch(resources.resolve("application.xml"));

    SourceSet set =
        SourceSet.collect(List.of(java), List.of(resources), selection(null, null, false));

    assertThat(relative(set.javaFiles())).containsExactly("A.java", "com/acme/B.java");
    assertThat(relative(set.configFiles()))
        .containsExactly(
            "application-prod.yml",
            "application.properties",
            "config/application.yaml",
            "config/eu/application-eu.yml");
  }

  @Test
  void includesAndExcludesAreAntLikeGlobsRelativeToTheRoot() throws IOException {
    Path java = project.resolve("src/main/java");
    Path resources = project.resolve("src/main/resources");
    touch(java.resolve("A.java"));
    touch(java.resolve("com/acme/B.java"));
    touch(java.resolve("com/acme/generated/C.java"));
    touch(java.resolve("org/other/D.java"));
    touch(resources.resolve("application.yml"));
    touch(resources.resolve("application-local.yml"));

    SourceSet set =
        SourceSet.collect(
            List.of(java),
            List.of(resources),
            selection(
                List.of("com/**", "A.java"),
                List.of("**/generated/", "application-local.yml"),
                false));

    assertThat(relative(set.javaFiles())).containsExactly("A.java", "com/acme/B.java");
    assertThat(relative(set.configFiles())).containsExactly("application.yml");
  }

  @Test
  void generatedSourcesOnlyWhenAsked() throws IOException {
    Path java = project.resolve("src/main/java");
    Path generated = project.resolve("target/generated-sources/annotations");
    touch(java.resolve("A.java"));
    touch(generated.resolve("Gen.java"));

    assertThat(
            relative(
                SourceSet.collect(List.of(java, generated), List.of(), selection(null, null, false))
                    .javaFiles()))
        .containsExactly("A.java");
    assertThat(
            relative(
                SourceSet.collect(List.of(java, generated), List.of(), selection(null, null, true))
                    .javaFiles()))
        .containsExactly("A.java", "Gen.java");
  }

  @Test
  void missingRootsAreSkippedAndDuplicatesCountOnce() throws IOException {
    Path java = project.resolve("src/main/java");
    touch(java.resolve("A.java"));
    SourceSet set =
        SourceSet.collect(
            List.of(java, java.resolve("../java"), project.resolve("src/missing")),
            List.of(project.resolve("src/main/resources")),
            selection(null, null, false));
    assertThat(relative(set.javaFiles())).containsExactly("A.java");
    assertThat(set.size()).isEqualTo(1);
  }

  @Test
  void retainKeepsTheFilesTheFilterAccepts() throws IOException {
    Path java = project.resolve("src/main/java");
    touch(java.resolve("A.java"));
    touch(java.resolve("B.java"));
    SourceSet set = SourceSet.collect(List.of(java), List.of(), selection(null, null, false));
    assertThat(relative(set.retain(file -> file.endsWith("B.java")).javaFiles()))
        .containsExactly("B.java");
  }

  @Test
  void strictReaderNamesFileAndEncodingParameter() throws IOException, SourceException {
    Path file = project.resolve("Latin.java");
    Files.write(
        file, "class Latin { String s = \"caf\u00e9\"; }".getBytes(StandardCharsets.ISO_8859_1));
    SourceReader strict =
        SourceReader.strict(StandardCharsets.UTF_8, "project.build.sourceEncoding");
    assertThatThrownBy(() -> strict.read(file))
        .isInstanceOf(SourceException.class)
        .hasMessage(
            file
                + ":[1,30] is not valid UTF-8 (malformed input at byte 29); save it as UTF-8 or set"
                + " project.build.sourceEncoding to its encoding");
    assertThat(SourceReader.strict(StandardCharsets.ISO_8859_1, "x").read(file))
        .contains("caf\u00e9");
    assertThat(SourceReader.lenient(StandardCharsets.UTF_8).read(file)).contains("caf\ufffd");
  }

  /** The message names the file once: the exception's own text would repeat it, absolute. */
  @Test
  void unreadableFileIsAnErrorNamingItOnce() throws IOException {
    Path missing = project.resolve("Missing.java");
    assertThatThrownBy(() -> SourceReader.strict(StandardCharsets.UTF_8, "x").read(missing))
        .isInstanceOf(SourceException.class)
        .hasMessage(
            missing + ":[1,1] was deleted while the files were analyzed; run the analysis again");
    Path folder = Files.createDirectories(project.resolve("Folder.java"));
    assertThatThrownBy(() -> SourceReader.strict(StandardCharsets.UTF_8, "x").read(folder))
        .isInstanceOf(SourceException.class)
        .hasMessageStartingWith(folder + ":[1,1] cannot be read (")
        .hasMessageEndingWith("); check that it is readable")
        .satisfies(e -> assertThat(e.getMessage().split(project.toString(), -1)).hasSize(2));
  }

  private SourceSet.Selection selection(
      List<String> includes, List<String> excludes, boolean generated) {
    return new SourceSet.Selection(includes, excludes, project.resolve("target"), generated);
  }

  @Test
  void blankAndMissingGlobsAreIgnored() throws IOException {
    Path java = project.resolve("src/main/java");
    touch(java.resolve("A.java"));
    touch(java.resolve("gen/G.java"));

    SourceSet set =
        SourceSet.collect(
            List.of(java),
            List.of(),
            selection(Arrays.asList(null, " "), Arrays.asList("", null, "**/gen/**"), false));

    assertThat(relative(set.javaFiles())).containsExactly("A.java");
    assertThat(set.warnings()).isEmpty();
  }

  @Test
  void includesThatSelectNothingAreAWarning() throws IOException {
    Path java = project.resolve("src/main/java");
    touch(java.resolve("com/acme/A.java"));
    touch(java.resolve("com/acme/B.java"));

    SourceSet set =
        SourceSet.collect(
            List.of(java), List.of(), selection(List.of("src/main/java/**/*.java"), null, false));

    assertThat(set.javaFiles()).isEmpty();
    assertThat(set.warnings())
        .containsExactly(
            "includes [src/main/java/**/*.java] select none of the 2 Java file(s) below"
                + " [src/main/java], so none is analyzed; include globs are relative to each source"
                + " root, e.g. com/acme/** rather than src/main/java/com/acme/**");
  }

  @Test
  void symbolicLinksToFoldersAreFollowedAndLoopsWarnedOnce() throws IOException {
    Path java = project.resolve("src/main/java");
    Path shared = project.resolve("shared");
    touch(java.resolve("A.java"));
    touch(shared.resolve("com/acme/S.java"));
    Files.createSymbolicLink(java.resolve("linked"), shared);
    Files.createSymbolicLink(shared.resolve("com/acme/loop"), shared);

    SourceSet set = SourceSet.collect(List.of(java), List.of(), selection(null, null, false));

    assertThat(relative(set.javaFiles())).containsExactly("A.java", "linked/com/acme/S.java");
    assertThat(set.warnings())
        .containsExactly(
            "src/main/java/linked/com/acme/loop"
                + " links back to a folder above it; its files are analyzed once, through the"
                + " folder it points to");
  }

  @Test
  void aLinkToAMissingSourceIsWarnedAboutNotSkippedSilently() throws IOException {
    Path java = project.resolve("src/main/java");
    Path resources = project.resolve("src/main/resources");
    touch(java.resolve("A.java"));
    Files.createSymbolicLink(java.resolve("Gone.java"), project.resolve("nowhere/Gone.java"));
    Files.createDirectories(resources);
    Files.createSymbolicLink(resources.resolve("application.yml"), project.resolve("gone.yml"));
    Files.createSymbolicLink(java.resolve("notes.txt"), project.resolve("gone.txt"));

    SourceSet set =
        SourceSet.collect(List.of(java), List.of(resources), selection(null, null, false));

    assertThat(relative(set.javaFiles())).containsExactly("A.java");
    assertThat(set.warnings())
        .containsExactly(
            "src/main/java/Gone.java is a symbolic link to a file that does not exist, so it is"
                + " not analyzed; restore its target or remove the link",
            "src/main/resources/application.yml is a symbolic link to a file that does not exist,"
                + " so it is not analyzed; restore its target or remove the link");
  }

  @Test
  void backslashInALinuxFileNameIsKept() throws IOException {
    Path java = project.resolve("src/main/java");
    touch(java.resolve("odd\\name.java"));
    SourceSet set = SourceSet.collect(List.of(java), List.of(), selection(null, null, false));
    assertThat(relative(set.javaFiles())).containsExactly("odd\\name.java");
  }

  private static List<String> relative(List<RootedFile> files) {
    return files.stream().map(RootedFile::relativePath).toList();
  }

  private static void touch(Path file) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, "");
  }
}
