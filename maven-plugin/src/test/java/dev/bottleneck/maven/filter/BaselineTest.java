package dev.bottleneck.maven.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.frontend.FrontEnd;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class BaselineTest {
  private static final Path ORDERS = Path.of("/repo/app/src/main/java/com/acme/Orders.java");
  private static final Path CONFIG = Path.of("/repo/app/src/main/resources/application.yml");
  private static final Function<Finding, String> RELATIVE =
      finding -> Path.of("/repo/app").relativize(finding.file()).toString();

  @TempDir Path dir;

  @Test
  void roundTripThroughTheFile() throws IOException, BaselineException {
    List<Finding> findings = List.of(mapper(12, "new ObjectMapper()"), antMatcherConfig(3));
    Path file = dir.resolve("sub/bottleneck-baseline.txt");
    Baseline.of(findings, RELATIVE).write(file);

    Baseline read = Baseline.read(file);

    assertThat(read.format()).isEqualTo(Baseline.of(findings, RELATIVE).format());
    assertThat(read.format())
        .startsWith("# bottleneck baseline v1\n")
        .contains(
            "ObjectMapperPerCall\tsrc/main/java/com/acme/Orders.java\tcom.acme.Orders#place(Order)"
                + "\t"
                + Fingerprint.snippetHash(mapper(1, "new ObjectMapper()"))
                + "\n");
    Baseline.Result result = read.apply(findings, RELATIVE, path -> true);
    assertThat(result.remaining()).isEmpty();
    assertThat(result.baselined()).isEqualTo(2);
    assertThat(result.stale()).isZero();
  }

  @Test
  void lineShiftsAndReindentingKeepAFindingBaselined() {
    Baseline baseline = Baseline.of(List.of(mapper(12, "new ObjectMapper()")), RELATIVE);
    Baseline.Result result =
        baseline.apply(List.of(mapper(40, "new   ObjectMapper(\n)")), RELATIVE, path -> true);
    assertThat(result.remaining()).isEmpty();
    assertThat(result.baselined()).isEqualTo(1);
  }

  @Test
  void changedCodeOrAnotherMemberIsNew() {
    Baseline baseline = Baseline.of(List.of(mapper(12, "new ObjectMapper()")), RELATIVE);
    Finding otherSnippet = mapper(12, "new ObjectMapper(factory)");
    Finding otherMember =
        new Finding(
            "ObjectMapperPerCall",
            ORDERS,
            12,
            5,
            "m",
            "com.acme.Orders#cancel()",
            "new ObjectMapper()");
    Baseline.Result result =
        baseline.apply(List.of(otherSnippet, otherMember), RELATIVE, path -> true);
    assertThat(result.remaining()).containsExactly(otherSnippet, otherMember);
    assertThat(result.baselined()).isZero();
    assertThat(result.stale()).isEqualTo(1);
  }

  @Test
  void countsMatterForIdenticalFindings() {
    Baseline baseline = Baseline.of(List.of(mapper(12, "new ObjectMapper()")), RELATIVE);
    Finding second = mapper(14, "new ObjectMapper()");
    Baseline.Result result =
        baseline.apply(List.of(mapper(12, "new ObjectMapper()"), second), RELATIVE, path -> true);
    assertThat(result.remaining()).containsExactly(second);
    assertThat(result.baselined()).isEqualTo(1);
  }

  @Test
  void staleEntriesCountOnlyForFilesThatWereAnalyzed() {
    Baseline baseline =
        Baseline.of(List.of(mapper(12, "new ObjectMapper()"), antMatcherConfig(3)), RELATIVE);
    assertThat(baseline.apply(List.of(), RELATIVE, path -> true).stale()).isEqualTo(2);
    assertThat(baseline.apply(List.of(), RELATIVE, path -> path.endsWith(".yml")).stale())
        .isEqualTo(1);
  }

  @Test
  void entriesOfDeletedOrRenamedFilesAreStaleWhateverTheRunAnalyzed() throws IOException {
    Files.createDirectories(dir.resolve("src"));
    Files.writeString(dir.resolve("src/Kept.java"), "class Kept {}");
    Predicate<String> stale = Baseline.analyzedOrGone(Set.of("src/Analyzed.java"), dir);
    assertThat(stale.test("src/Analyzed.java")).isTrue();
    assertThat(stale.test("src/Deleted.java")).isTrue();
    assertThat(stale.test("src/Kept.java")).isFalse();
    assertThat(stale.test("src/Nul\0.java")).isTrue();
  }

  @Test
  void readerAcceptsAByteOrderMark() throws IOException, BaselineException {
    Baseline baseline = Baseline.of(List.of(mapper(12, "new ObjectMapper()")), RELATIVE);
    Path file = dir.resolve("bom.txt");
    Files.writeString(file, "\uFEFF" + baseline.format());
    assertThat(Baseline.read(file).format()).isEqualTo(baseline.format());
  }

  @Test
  void tabsLineBreaksAndBackslashesInPathsRoundTrip() throws IOException, BaselineException {
    String path = "src/main/java/a\tb\nc\rd\\e\\tf.java";
    Baseline baseline = Baseline.of(List.of(mapper(12, "new ObjectMapper()")), finding -> path);
    Path file = dir.resolve("escaped.txt");
    baseline.write(file);

    assertThat(Files.readAllLines(file)).hasSize(4);
    assertThat(Files.readAllLines(file).get(3))
        .startsWith("ObjectMapperPerCall\tsrc/main/java/a\\tb\\nc\\rd\\\\e\\\\tf.java\t");
    Baseline read = Baseline.read(file);
    assertThat(read.format()).isEqualTo(baseline.format());
    assertThat(
            read.apply(List.of(mapper(12, "new ObjectMapper()")), finding -> path, p -> true)
                .baselined())
        .isEqualTo(1);
  }

  @Test
  void writeReplacesTheFileAndLeavesNoTemporaryFile() throws IOException, BaselineException {
    Path file = dir.resolve("baseline.txt");
    Files.writeString(file, "old");
    Baseline baseline = Baseline.of(List.of(mapper(12, "new ObjectMapper()")), RELATIVE);
    baseline.write(file);
    assertThat(Files.readString(file)).isEqualTo(baseline.format());
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).containsExactly(file);
    }
  }

  @Test
  void malformedFileNamesLineAndFix() {
    Path file = Path.of("bottleneck-baseline.txt");
    assertThatThrownBy(
            () -> Baseline.parse(file, List.of("AntPathMatcher\ta\tb\t0123456789abcdef")))
        .isInstanceOf(BaselineException.class)
        .hasMessage(
            "bottleneck-baseline.txt:1 is not a bottleneck baseline: the first line must be"
                + " '# bottleneck baseline v1'; regenerate it with mvn bottleneck:baseline");
    assertThatThrownBy(
            () ->
                Baseline.parse(
                    file, List.of("# bottleneck baseline v1", "", "AntPathMatcher a b c")))
        .isInstanceOf(BaselineException.class)
        .hasMessage(
            "bottleneck-baseline.txt:3 is not a baseline entry (rule, file, member, snippet hash,"
                + " tab-separated): 'AntPathMatcher a b c'; fix the line or regenerate the file"
                + " with mvn bottleneck:baseline");
  }

  @Test
  void missingFileNamesTheParameterAndTheFileOnce() {
    Path missing = dir.resolve("nope.txt");
    assertThatThrownBy(() -> Baseline.read(missing, "nope.txt", FrontEnd.MAVEN))
        .isInstanceOf(BaselineException.class)
        .hasMessage(
            "nope.txt cannot be read (it no longer exists); check the baselineFile parameter");
  }

  @Test
  void aNewerFormatIsNamedAsSuch() {
    assertThatThrownBy(
            () -> Baseline.parse(Path.of("b.txt"), List.of("# bottleneck baseline v2", "x")))
        .isInstanceOf(BaselineException.class)
        .hasMessage(
            "b.txt:1 is a baseline of format v2, which a newer bottleneck wrote; this one reads"
                + " '# bottleneck baseline v1': run the newer bottleneck, or regenerate the file"
                + " with mvn bottleneck:baseline");
  }

  /** A line of 200 MB (here 20 MB) is quoted by its start and its length, not whole. */
  @Test
  void aLongLineIsQuotedInPart() {
    String line = "A".repeat(20_000_000);
    Throwable failure =
        catchThrowable(
            () -> Baseline.parse(Path.of("b.txt"), List.of("# bottleneck baseline v1", line)));

    assertThat(failure).isInstanceOf(BaselineException.class);
    assertThat(failure.getMessage())
        .hasSizeLessThan(400)
        .contains("'" + "A".repeat(100) + "...' (20000000 characters)");
  }

  private static Finding mapper(int line, String snippet) {
    return new Finding(
        "ObjectMapperPerCall",
        ORDERS,
        line,
        9,
        "Share the ObjectMapper",
        "com.acme.Orders#place(Order)",
        snippet);
  }

  private static Finding antMatcherConfig(int line) {
    return new Finding(
        "AntPathMatcher",
        CONFIG,
        line,
        26,
        "legacy matcher",
        "spring.mvc.pathmatch.matching-strategy",
        "matching-strategy: ant_path_matcher");
  }
}
