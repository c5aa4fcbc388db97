package dev.bottleneck.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a rule's page ({@code src/site/markdown/rules/<RuleId>.md}) must hold: the catalog's header,
 * the sections Problem, Fix, Example, Suppression and Evidence, the rule's help (RuleHelp's three
 * sections, with text), its suppression key, and the snippets of its bad and good samples. {@code
 * RulePagesTest} reports what every page lacks; tests that need a whole page skip the rules whose
 * page is not, so that a missing page fails once.
 */
final class RulePages {
  static final Path PAGES = Path.of("..", "src", "site", "markdown", "rules");
  private static final String PLACEHOLDER = "(write ";
  private static final Pattern SNIPPET = Pattern.compile("<!-- MACRO\\{snippet\\|.*file=([^|}]+)");
  private static final List<String> SECTIONS =
      List.of("Problem", "Fix", "Example", "Suppression", "Evidence");

  /** The sections {@link RuleHelp} reads: each with text. */
  private static final List<String> HELP_SECTIONS = List.of("Problem", "Fix", "Suppression");

  private RulePages() {}

  static Path page(Rule rule) {
    return PAGES.resolve(rule.id() + ".md");
  }

  /** Whether the page of {@code rule} holds all it must. */
  static boolean complete(Rule rule) {
    return problems(rule).isEmpty();
  }

  /** What the page of {@code rule} lacks, each naming the page and what to write; empty if none. */
  static List<String> problems(Rule rule) {
    return problems(rule, page(rule));
  }

  /** What {@code page}, the page of {@code rule}, lacks. */
  static List<String> problems(Rule rule, Path page) {
    String name = page.normalize().toString();
    if (!Files.isRegularFile(page)) {
      return List.of(
          "create "
              + name
              + " from this template and replace its (write ...) lines:\n"
              + CatalogText.rulePageTemplate(rule));
    }
    String text = read(page);
    List<String> problems = new ArrayList<>();
    String header = CatalogText.rulePageHeader(rule);
    if (!text.startsWith(header)) {
      problems.add(name + " must start with the catalog's header:\n" + header);
    }
    List<String> missing =
        SECTIONS.stream().filter(section -> !text.contains("\n## " + section + "\n")).toList();
    missing.forEach(section -> problems.add(name + " lacks the section '## " + section + "'"));
    if (missing.stream().noneMatch(HELP_SECTIONS::contains)) {
      try {
        String key =
            rule.readsConfigurationFiles()
                ? "<rules>-" + rule.id() + "</rules>"
                : "@SuppressWarnings(\"" + rule.id() + "\")";
        if (!RuleHelp.parse(rule.id(), text).suppression().contains(key)) {
          problems.add(name + ": its Suppression section must show " + key);
        }
      } catch (IllegalStateException e) {
        problems.add(name + ": " + e.getMessage());
      }
    }
    if (text.contains(PLACEHOLDER)) {
      problems.add(name + " still holds lines of the template: replace each (write ...) line");
    }
    problems.addAll(snippetProblems(rule, name, text));
    return problems;
  }

  /**
   * The Example includes the rule's bad and good samples, and every other file it includes exists.
   * Whether the samples exist is the samples' own test ({@code CatalogTest}).
   */
  private static List<String> snippetProblems(Rule rule, String name, String text) {
    List<String> problems = new ArrayList<>();
    List<String> included = new ArrayList<>();
    Matcher snippet = SNIPPET.matcher(text);
    while (snippet.find()) {
      included.add(snippet.group(1));
    }
    if (rule.readsConfigurationFiles()) {
      return configSnippetProblems(rule, name, included);
    }
    for (String sample : List.of(rule.id() + "Bad.java", rule.id() + "Good.java")) {
      String path = "samples/src/main/java/dev/bottleneck/samples/" + sample;
      if (!included.contains(path)) {
        problems.add(
            name
                + ": its Example must include "
                + sample
                + " with <!-- MACRO{snippet|file="
                + path
                + "} -->");
      }
    }
    for (String path : included) {
      boolean ownSample =
          path.endsWith("/" + rule.id() + "Bad.java")
              || path.endsWith("/" + rule.id() + "Good.java");
      if (!ownSample && !Files.isRegularFile(Path.of("..").resolve(path))) {
        problems.add(name + " includes " + path + ", which does not exist");
      }
    }
    return problems;
  }

  /**
   * A rule of configuration files includes at least one file of each of its sample folders, {@code
   * samples/src/main/resources/dev/bottleneck/samples/<RuleId>Bad/} and {@code <RuleId>Good/}, and
   * every file it includes exists.
   */
  private static List<String> configSnippetProblems(Rule rule, String name, List<String> included) {
    List<String> problems = new ArrayList<>();
    for (String sample : List.of(rule.id() + "Bad/", rule.id() + "Good/")) {
      String folder = "samples/src/main/resources/dev/bottleneck/samples/" + sample;
      if (included.stream().noneMatch(path -> path.startsWith(folder))) {
        problems.add(
            name
                + ": its Example must include a file of "
                + folder
                + " with <!-- MACRO{snippet|file="
                + folder
                + "logback.xml} -->");
      }
    }
    included.stream()
        .filter(path -> !Files.isRegularFile(Path.of("..").resolve(path)))
        .forEach(path -> problems.add(name + " includes " + path + ", which does not exist"));
    return problems;
  }

  private static String read(Path page) {
    try {
      return Files.readString(page, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + page, e);
    }
  }
}
