package dev.bottleneck.maven.scan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.maven.LibraryJar;
import dev.bottleneck.maven.finding.Finding;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rules' text gates ({@link dev.bottleneck.maven.spi.JavaRule#mayReport}) never skip a file
 * their rule reports in: every shared case and sample with a marked finding passes the gate of each
 * rule marked in it, that rule alone enabled, its module every case or sample (so that a subtype or
 * an annotated interface declared in another file counts); and a file no rule may report in is not
 * parsed.
 */
final class TextGateTest {
  private static final Path SAMPLES = Path.of("..", "samples", "src", "main", "java");
  private static final Map<String, JavaSourceScanner> ALONE = new ConcurrentHashMap<>();

  @TempDir Path root;

  static Stream<Path> markedFiles() {
    return Stream.concat(
            Markers.files(CasesConformanceTest.CASES).stream(), Markers.files(SAMPLES).stream())
        .filter(file -> !markers(file).isEmpty());
  }

  @ParameterizedTest
  @MethodSource("markedFiles")
  void everyMarkedRulePassesItsGate(Path file) throws IOException {
    String source = Files.readString(file, StandardCharsets.UTF_8);
    for (Marker marker : markers(file)) {
      if (CasesConformanceTest.IMPLEMENTED.contains(marker.ruleId())) {
        assertThat(alone(marker.ruleId(), file).mayReport(source))
            .as("%s gate on %s", marker.ruleId(), file)
            .isTrue();
      }
    }
  }

  @Test
  void aFileNoRuleMayReportInIsNotParsedSoItsSyntaxErrorIsLeftToTheCompiler() {
    JavaSourceScanner scanner = all();
    String quiet = "package p;\nclass Quiet {\n  int x = ;\n}\n";
    assertThat(scanner.mayReport(quiet)).isFalse();
    assertThat(scanner.scan(root.resolve("p/Quiet.java"), quiet).problems()).isEmpty();
  }

  @Test
  void aBrokenFileWithARuleWordIsParsedAndReported() {
    String loud =
        """
        package p;
        class Loud {
          void run(org.slf4j.Logger log, int x) {
            log.debug("x " + x);
            int y = ;
          }
        }
        """;
    assertThat(all().scan(root.resolve("p/Loud.java"), loud).problems()).hasSize(1);
  }

  @Test
  void aSurelyBrokenFileIsParsedAndReportedWithoutAnyRuleWord() {
    for (String broken :
        List.of("class A { void half( { }", "class B { int x = 1 # 2; }", "class C { int x; ")) {
      assertThat(all().scan(root.resolve("p/Broken.java"), broken).problems())
          .as(broken)
          .isNotEmpty();
    }
  }

  @Test
  void aSubclassDeclaredInAnotherFileOpensTheGateOfItsCreation() throws IOException {
    write("p/Mapper.java", "package p;\nclass Mapper extends BaseMapper {}\n");
    write(
        "p/BaseMapper.java",
        "package p;\nclass BaseMapper extends com.fasterxml.jackson.databind.ObjectMapper {}\n");
    JavaSourceScanner scanner = scanner(Set.of("ObjectMapperPerCall"));
    assertThat(scanner.mayReport("package p;\nclass Use { Object m() { return new Mapper(); } }"))
        .isTrue();
    assertThat(scanner.mayReport("package p;\nclass Use { Object m() { return new Other(); } }"))
        .isFalse();
  }

  @Test
  void aLibrarySubclassOnTheClassPathOpensTheGateOfItsCreationAndNoOtherNameDoes()
      throws IOException {
    Path jar =
        LibraryJar.compile(
            root,
            "mappers.jar",
            Map.of(
                "com/fasterxml/jackson/databind/ObjectMapper.java",
                "package com.fasterxml.jackson.databind;\n"
                    + "public class ObjectMapper {\n"
                    + "  public String writeValueAsString(Object o) { return \"\"; }\n"
                    + "}\n",
                "lib/LenientMapper.java",
                "package lib;\n"
                    + "public class LenientMapper extends"
                    + " com.fasterxml.jackson.databind.ObjectMapper {}\n",
                "lib/Holder.java",
                "package lib;\n"
                    + "public class Holder {\n"
                    + "  public static class Inner extends LenientMapper {}\n"
                    + "}\n",
                "lib/Unrelated.java",
                "package lib;\npublic class Unrelated {}\n"));
    Path sources = Files.createDirectories(root.resolve("src"));
    write("src/p/Mine.java", "package p;\nclass Mine extends lib.LenientMapper {}\n");
    JavaSourceScanner scanner =
        new JavaSourceScanner(
            new ScanConfig(
                Set.of("ObjectMapperPerCall"), Map.of(), List.of(sources), List.of(jar)));
    String lenient =
        """
        package p;

        import lib.LenientMapper;

        class Handler {
          String handle(Object body) throws Exception {
            return new LenientMapper().writeValueAsString(body);
          }
        }
        """;
    assertThat(scanner.mayReport(lenient)).isTrue();
    assertThat(scanner.scan(sources.resolve("p/Handler.java"), lenient).findings())
        .extracting(Finding::ruleId)
        .containsExactly("ObjectMapperPerCall");
    assertThat(scanner.mayReport("class A { Object m() { return new lib.Holder.Inner(); } }"))
        .isTrue();
    assertThat(scanner.mayReport("class A { Object m() { return new p.Mine(); } }")).isTrue();
    assertThat(scanner.mayReport("class A { Object m() { return new @Ann(\"(\") Mine(); } }"))
        .isTrue();
    String unrelated =
        """
        package p;

        import lib.Unrelated;

        class Other {
          Object make() {
            return new Unrelated();
          }
        }
        """;
    assertThat(scanner.mayReport(unrelated)).isFalse();
    assertThat(
            scanner.mayReport("class C { Object m() { return lib.Unrelated.builder().build(); } }"))
        .isFalse();
    assertThat(
            scanner.mayReport(
                "class C { Object m() { return lib.Holder.Inner.<T>builder().build(); } }"))
        .isTrue();
    assertThat(scanner.mayReport("class B { Object m() { return new java.util.ArrayList<>(); } }"))
        .isFalse();
  }

  @Test
  void aFactoryReachedThroughAJdkSubtypeOpensTheGate() {
    assertThat(
            scanner(Set.of("XmlFactoryPerCall"))
                .mayReport(
                    "import javax.xml.transform.sax.SAXTransformerFactory;\n"
                        + "class A { Object m() { return SAXTransformerFactory.newInstance(); } }"))
        .isTrue();
  }

  @Test
  void anInterfaceAnnotatedInAnotherFileOpensTheGateOfItsImplementations() throws IOException {
    write(
        "p/Tx.java",
        "package p;\n@org.springframework.transaction.annotation.Transactional\n"
            + "@interface Tx {}\n");
    write("p/Api.java", "package p;\n@Tx\ninterface Api { void save(); }\n");
    write("p/Middle.java", "package p;\ninterface Middle extends Api {}\n");
    JavaSourceScanner scanner = scanner(Set.of("WideTransactional"));
    assertThat(
            scanner.mayReport("package p;\nclass Impl implements Middle { public void save() {} }"))
        .isTrue();
    assertThat(
            scanner.mayReport(
                "package p;\nclass Plain implements Runnable { public void run() {} }"))
        .isFalse();
    assertThat(scanner.mayReport("package p;\n@Tx class Own { public void save() {} }")).isTrue();
  }

  @Test
  void configuredLevelsChooseTheLogWords() {
    JavaSourceScanner info =
        new JavaSourceScanner(
            new ScanConfig(
                Set.of("EagerLogMessage"),
                Map.of("EagerLogMessage:Levels", "info"),
                List.of(root),
                List.of()));
    String infoLog = "class A { void m(org.slf4j.Logger log, int x) { log.info(\"x\" + x); } }";
    String julLog =
        "class B { void m(java.util.logging.Logger log, int x) { log.log(Level.Info, \"\" + x); }"
            + " }";
    assertThat(info.mayReport(infoLog)).isTrue();
    assertThat(info.mayReport(julLog)).isTrue();
    assertThat(scanner(Set.of("EagerLogMessage")).mayReport(infoLog)).isFalse();
  }

  private static SortedSet<Marker> markers(Path file) {
    return Markers.readFile(rootOf(file), file);
  }

  private static Path rootOf(Path file) {
    return file.startsWith(SAMPLES) ? SAMPLES : CasesConformanceTest.CASES;
  }

  private static JavaSourceScanner alone(String ruleId, Path file) {
    Path module = rootOf(file);
    return ALONE.computeIfAbsent(
        ruleId + " " + module,
        key ->
            new JavaSourceScanner(
                new ScanConfig(Set.of(ruleId), Map.of(), List.of(module), List.of())));
  }

  private JavaSourceScanner all() {
    return scanner(CasesConformanceTest.IMPLEMENTED);
  }

  private JavaSourceScanner scanner(Set<String> rules) {
    return new JavaSourceScanner(new ScanConfig(rules, Map.of(), List.of(root), List.of()));
  }

  private void write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
