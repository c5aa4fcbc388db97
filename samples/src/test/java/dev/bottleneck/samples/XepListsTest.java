package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.bottleneck.catalog.CatalogText;
import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Error Prone runs only the checks a build names with {@code -Xep:Id}: a check left out of a list
 * is silently never run, so every list that enables our checks names exactly the catalog's Error
 * Prone rules, and every {@code -Xep} flag in the build and the docs names one of them. Error Prone
 * also stops at a name it does not know, so a rule must join the lists once its check exists: until
 * then {@link CatalogTest} reports the missing check, and the lists may name the rule or not.
 */
final class XepListsTest {
  private static final Path ROOT = Path.of("..");
  private static final Path README = ROOT.resolve("README.md");
  private static final Path ERROR_PRONE_GUIDE =
      ROOT.resolve(Path.of("src", "site", "markdown", "error-prone.md"));
  private static final Path SETUP_IT_POM =
      ROOT.resolve(
          Path.of("checks", "src", "it", "bottleneck-only-in-existing-compiler-block", "pom.xml"));
  private static final Pattern XEP_FLAG =
      Pattern.compile("-Xep(?::|Opt:|PatchChecks:)(\\w+(?:,\\w+)*)");

  @Test
  void selfCheckProfileRunsEveryErrorProneRule() {
    assertProperty(
        ROOT.resolve("pom.xml"),
        "bottleneck.self-check.checks",
        "-XepDisableAllChecks "
            + CatalogText.xepList(
                ImplementedRules.errorProneRules(), "${bottleneck.self-check.severity}"));
  }

  @Test
  void samplesBuildRunsEveryErrorProneRule() {
    assertProperty(
        ROOT.resolve(Path.of("samples", "pom.xml")),
        "bottleneck.errorprone.checks",
        "-XepDisableAllChecks " + CatalogText.xepList(ImplementedRules.errorProneRules(), "WARN"));
  }

  /**
   * The documented setup runs only our checks, leaves the tests out, and is the line the
   * integration test builds with.
   */
  @Test
  void documentedSetupRunsEveryErrorProneRule() {
    String expected =
        "<arg>-Xplugin:ErrorProne -XepDisableAllChecks -XepExcludedPaths:.*/src/test/.* "
            + CatalogText.xepList(ImplementedRules.errorProneRules(), "WARN")
            + "</arg>";
    Map<Path, List<String>> shown = new LinkedHashMap<>();
    for (Path file : List.of(README, ERROR_PRONE_GUIDE, SETUP_IT_POM)) {
      shown.put(
          file,
          GeneratedBlock.lines(file).stream()
              .filter(line -> line.contains(DocumentedSetupTest.XPLUGIN_ARG))
              .map(String::strip)
              .map(XepListsTest::withoutChecksToCome)
              .toList());
    }
    GeneratedBlock.assertEachShows(
        shown, "the one line that runs only the bottleneck checks", expected);
  }

  @Test
  void everyXepFlagNamesAnErrorProneRule() throws IOException {
    List<String> unknown = new ArrayList<>();
    for (Path file : filesWithXepFlags()) {
      List<String> lines = GeneratedBlock.lines(file);
      for (int i = 0; i < lines.size(); i++) {
        Matcher flag = XEP_FLAG.matcher(lines.get(i));
        while (flag.find()) {
          for (String id : flag.group(1).split(",")) {
            if (!isErrorProneRule(id)) {
              unknown.add(file.normalize() + ":" + (i + 1) + ": " + flag.group());
            }
          }
        }
      }
    }
    assertThat(unknown)
        .as(
            "-Xep flags that name no Error Prone rule of the catalog (Engine.ERROR_PRONE); known:"
                + " %s",
            CatalogText.rulesOf(Engine.ERROR_PRONE).stream().map(Rule::id).toList())
        .isEmpty();
  }

  private static boolean isErrorProneRule(String id) {
    // -XepOpt:Bottleneck:... sets what every check shares (DocsLinks.FLAG), not one rule.
    if (id.equals(DocsLinks.FLAG.substring(0, DocsLinks.FLAG.indexOf(':')))) {
      return true;
    }
    return Rule.find(id).filter(rule -> rule.implementedBy(Engine.ERROR_PRONE)).isPresent();
  }

  /** The build files and docs: every pom, the root Markdown files and the site's pages. */
  private static List<Path> filesWithXepFlags() throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> root = Files.list(ROOT);
        Stream<Path> site = Files.walk(ROOT.resolve(Path.of("src", "site")))) {
      files.addAll(root.filter(f -> f.toString().endsWith(".md")).toList());
      files.addAll(site.filter(f -> f.toString().endsWith(".md")).toList());
    }
    try (Stream<Path> modules = Files.list(ROOT)) {
      files.addAll(
          modules.map(dir -> dir.resolve("pom.xml")).filter(Files::isRegularFile).toList());
    }
    files.add(ROOT.resolve("pom.xml"));
    return files.stream().sorted().toList();
  }

  /**
   * {@code list} without the {@code -Xep} flags of the rules whose check does not exist yet: a list
   * may name them early ({@link CatalogTest} reports the missing check, and a build that runs the
   * list stops at the unknown name).
   */
  static String withoutChecksToCome(String list) {
    String rest = list;
    for (Rule rule : ImplementedRules.errorProneRulesWithoutCheck()) {
      rest = rest.replaceAll(" -Xep:" + rule.id() + ":[^\\s<]+", "");
    }
    return rest;
  }

  private static void assertProperty(Path pom, String name, String expected) {
    String text = String.join("\n", GeneratedBlock.lines(pom));
    Matcher property = Pattern.compile("<" + Pattern.quote(name) + ">(.*?)</").matcher(text);
    if (!property.find()) {
      fail("%s lacks the property <%s>", pom.normalize(), name);
    }
    if (!withoutChecksToCome(property.group(1)).equals(expected)) {
      fail(
          "%s: property <%s> must enable every Error Prone rule of the catalog and no other;"
              + " set it to:%n<%s>%s</%s>",
          pom.normalize(), name, name, expected, name);
    }
  }
}
