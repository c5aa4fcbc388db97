package dev.bottleneck.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.LocalPages;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The command line as a user types it: help, options, and each mistake's message and exit code. */
final class ArgumentsTest {
  @TempDir Path folder;

  @Test
  void helpListsTheCommandsAndExitCodes() {
    CommandRun run = CommandRun.in(folder, "--help");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out())
        .contains("check", "fix", "baseline", "0   no finding fails the run", "2   usage");
  }

  /** The plugin's parameters, read from its descriptor, by goal. */
  private static Map<String, List<String>> pluginParameters() throws Exception {
    Map<String, List<String>> parameters = new TreeMap<>();
    try (InputStream descriptor =
        ArgumentsTest.class.getResourceAsStream("/META-INF/maven/plugin.xml")) {
      NodeList mojos =
          DocumentBuilderFactory.newInstance()
              .newDocumentBuilder()
              .parse(descriptor)
              .getElementsByTagName("mojo");
      for (int i = 0; i < mojos.getLength(); i++) {
        Element mojo = (Element) mojos.item(i);
        String goal = mojo.getElementsByTagName("goal").item(0).getTextContent();
        if (goal.equals("help")) {
          continue;
        }
        List<String> names = new ArrayList<>();
        NodeList list = mojo.getElementsByTagName("parameter");
        for (int j = 0; j < list.getLength(); j++) {
          Element parameter = (Element) list.item(j);
          if (!text(parameter, "editable").equals("false")) {
            names.add(text(parameter, "name"));
          }
        }
        parameters.put(goal, names);
      }
    }
    return parameters;
  }

  private static String text(Element element, String tag) {
    NodeList nodes = element.getElementsByTagName(tag);
    return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().strip();
  }

  @Test
  void eachCommandHasAnOptionForEveryParameterOfItsGoal() throws Exception {
    Map<String, List<String>> goals = pluginParameters();
    assertThat(goals).containsOnlyKeys("check", "fix", "baseline");
    List<String> missing = new ArrayList<>();
    goals.forEach(
        (goal, parameters) -> {
          String help = CommandRun.in(folder, goal, "--help").out();
          for (String parameter : parameters) {
            String option = CommandWords.option(parameter);
            if (!help.contains(option + "=") && !help.contains(option + "[=")) {
              missing.add(goal + " " + option + " (" + parameter + ")");
            }
          }
        });
    assertThat(missing).isEmpty();
  }

  @Test
  void optionNamesAreTheParametersInKebabCase() {
    assertThat(CommandWords.option("baselineFile")).isEqualTo("--baseline-file");
    assertThat(CommandWords.option("failOnParseError")).isEqualTo("--fail-on-parse-error");
    assertThat(CommandWords.option("docsBaseUrl")).isEqualTo("--docs-base-url");
    assertThat(CommandWords.option("threads")).isEqualTo("--threads");
  }

  @Test
  void noCommandIsAUsageError() {
    CommandRun run = CommandRun.in(folder);

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .contains("bottleneck: name a command: check, fix, baseline or lsp", "Usage:");
  }

  @Test
  void anUnknownOptionIsNamedWithTheNearestOneAndWhereToLookThemUp() {
    CommandRun run = CommandRun.in(folder, "check", "--thread=2");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .contains("Unknown option: '--thread=2'", "--threads")
        .contains("Run 'bottleneck check --help' for every option and its default.")
        .doesNotContain("Exception", "\tat ");
  }

  @Test
  void anOptionWithoutItsValueSaysSo() {
    CommandRun run = CommandRun.in(folder, "check", "--threads", "many");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("Invalid value for option '--threads': 'many' is not an int");
  }

  @Test
  void anUnknownRuleNamesTheKnownOnesAndTheGuide() {
    CommandRun run = CommandRun.in(folder, "check", "--rules=-NoSuchRule");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .startsWith("error: Invalid bottleneck --rules option (Unknown rule id 'NoSuchRule'")
        .contains(
            "; see "
                + LocalPages.links(problem -> {}).resolve("../command-line.html").orElseThrow());
  }

  @Test
  void aRuleIdInAnotherCaseNamesTheRightSpelling() {
    CommandRun run = CommandRun.in(folder, "check", "--rules=-objectmapperpercall");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .startsWith(
            "error: Invalid bottleneck --rules option (Unknown rule id 'objectmapperpercall'"
                + " (did you mean ObjectMapperPerCall?); known rule ids are ");
  }

  @Test
  void aMissingPathIsNamed() {
    CommandRun run = CommandRun.in(folder, "check", "no-such-folder");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "error: no-such-folder does not exist; name a project folder, a source folder or Java"
                + " files (or none, for the current folder)\n");
  }

  @Test
  void aFileThatIsNeitherJavaNorSpringConfigurationIsNamed() throws Exception {
    Files.writeString(folder.resolve("notes.txt"), "x");

    CommandRun run = CommandRun.in(folder, "check", "notes.txt");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).startsWith("error: notes.txt is neither a Java file nor a Spring Boot");
  }

  @Test
  void anUnknownFormatNamesTheKnownOnes() {
    CommandRun run = CommandRun.in(folder, "check", "--formats=sarif,xml");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "error: Unknown bottleneck report format 'xml'; --formats accepts console, sarif and"
                + " github\n");
  }

  @Test
  void zeroThreadsSaysWhatToSet() {
    CommandRun run = CommandRun.in(folder, "check", "--threads=0");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "error: --threads is 0; set it to 1 or more, or leave it out to use every available"
                + " processor\n");
  }

  @Test
  void anUnknownEncodingSaysWhatToSet() {
    CommandRun run = CommandRun.in(folder, "check", "--encoding=klingon");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "error: Unknown source encoding 'klingon'; set --encoding to a Java charset name such"
                + " as UTF-8\n");
  }

  @Test
  void skipAnalyzesNothing() {
    CommandRun run = CommandRun.in(folder, "check", "--skip", "no-such-folder");

    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).isEqualTo("bottleneck: skipped (--skip is set)\n");
  }

  @Test
  void versionNamesTheJava() {
    CommandRun run = CommandRun.in(folder, "--version");

    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).startsWith("bottleneck ").contains("Java ");
  }
}
