package dev.bottleneck.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A rule's help for reports that travel without the site (SARIF in code scanning, offline viewers):
 * the Problem, Fix and Suppression sections of its page. The page is the one source: the build
 * packs {@code src/site/markdown/rules/<RuleId>.md} into this module, and {@code RulePagesTest}
 * holds every rule to having the three sections.
 *
 * @param problem the Problem section, Markdown, links as the page writes them
 * @param fix the Fix section
 * @param suppression the Suppression section
 */
public record RuleHelp(String problem, String fix, String suppression) {
  /** Where the build puts the rule pages, on the class path. */
  static final String PAGES = "/dev/bottleneck/catalog/rules/";

  private static final Pattern LINK = Pattern.compile("\\[([^\\]]+)\\]\\(([^)\\s]+)\\)");
  private static final Pattern HEADING = Pattern.compile("(?m)^(#{2,6}) +(.+?) *$");

  /**
   * The help of a rule, read from its packed page.
   *
   * @throws IllegalStateException when the page or one of its sections is missing from the build
   */
  public static RuleHelp of(Rule rule) {
    return parse(rule.id(), page(rule));
  }

  /**
   * The help of a rule, or empty when the build packed no page for it or the page lacks one of the
   * three sections: a report then describes the rule without its help instead of failing. The
   * catalog's tests fail the build that would pack such a page ({@code RulePagesTest}).
   */
  public static Optional<RuleHelp> find(Rule rule) {
    return packed(rule).flatMap(page -> complete(rule.id(), page));
  }

  static String page(Rule rule) {
    return packed(rule)
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "The page of rule "
                        + rule.id()
                        + " is missing from the catalog jar; the build packs"
                        + " src/site/markdown/rules/"
                        + rule.id()
                        + ".md"));
  }

  private static Optional<String> packed(Rule rule) {
    try (InputStream in = RuleHelp.class.getResourceAsStream(PAGES + rule.id() + ".md")) {
      return in == null
          ? Optional.empty()
          : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the page of rule " + rule.id(), e);
    }
  }

  static RuleHelp parse(String ruleId, String page) {
    Map<String, String> sections = sections(page);
    return new RuleHelp(
        section(sections, ruleId, "Problem"),
        section(sections, ruleId, "Fix"),
        section(sections, ruleId, "Suppression"));
  }

  /** The help of a page that has the three sections, each with text. */
  static Optional<RuleHelp> complete(String ruleId, String page) {
    Map<String, String> sections = sections(page);
    boolean whole =
        Stream.of("Problem", "Fix", "Suppression")
            .allMatch(title -> !sections.getOrDefault(title, "").isEmpty());
    return whole ? Optional.of(parse(ruleId, page)) : Optional.empty();
  }

  /** The page's {@code ## } sections by title, each with its {@code ### } subsections. */
  private static Map<String, String> sections(String page) {
    Map<String, String> sections = new LinkedHashMap<>();
    String title = null;
    StringBuilder body = new StringBuilder();
    for (String line : page.replace("\r\n", "\n").split("\n", -1)) {
      if (line.startsWith("## ") || line.startsWith("# ")) {
        if (title != null) {
          sections.put(title, body.toString().strip());
        }
        title = line.startsWith("## ") ? line.substring(3).strip() : null;
        body.setLength(0);
      } else if (title != null) {
        body.append(line).append('\n');
      }
    }
    if (title != null) {
      sections.put(title, body.toString().strip());
    }
    return sections;
  }

  private static String section(Map<String, String> sections, String ruleId, String title) {
    String text = sections.get(title);
    if (text == null || text.isEmpty()) {
      throw new IllegalStateException(
          "The page of rule " + ruleId + " has no '## " + title + "' section with text");
    }
    return text;
  }

  /** The three sections as one Markdown text, headed, every link absolute. */
  public String markdown(DocsLinks docs) {
    List<String> parts = new ArrayList<>();
    parts.add("## Problem\n\n" + absoluteLinks(problem, docs));
    parts.add("## Fix\n\n" + absoluteLinks(fix, docs));
    parts.add("## Suppression\n\n" + absoluteLinks(suppression, docs));
    return String.join("\n\n", parts);
  }

  /** The Problem section alone, Markdown, every link absolute. */
  public String problemMarkdown(DocsLinks docs) {
    return absoluteLinks(problem, docs);
  }

  /** The Fix section alone, Markdown, every link absolute: what an editor's hover shows. */
  public String fixMarkdown(DocsLinks docs) {
    return absoluteLinks(fix, docs);
  }

  /** The three sections as plain text: links written out, no code quotes, headings as lines. */
  public String text(DocsLinks docs) {
    return plain(
        "Problem\n\n" + problem + "\n\nFix\n\n" + fix + "\n\nSuppression\n\n" + suppression, docs);
  }

  /** The Problem section alone, plain text. */
  public String problemText(DocsLinks docs) {
    return plain(problem, docs);
  }

  /** Links made absolute; under {@link DocsLinks#NONE} a relative link is its text alone. */
  private static String absoluteLinks(String markdown, DocsLinks docs) {
    Matcher link = LINK.matcher(markdown);
    StringBuilder out = new StringBuilder();
    while (link.find()) {
      String text = link.group(1);
      String written =
          docs.resolve(link.group(2)).map(url -> "[" + text + "](" + url + ")").orElse(text);
      link.appendReplacement(out, Matcher.quoteReplacement(written));
    }
    link.appendTail(out);
    return out.toString();
  }

  private static String plain(String markdown, DocsLinks docs) {
    Matcher link = LINK.matcher(markdown);
    StringBuilder out = new StringBuilder();
    while (link.find()) {
      String text = link.group(1);
      String written = docs.resolve(link.group(2)).map(url -> text + " (" + url + ")").orElse(text);
      link.appendReplacement(out, Matcher.quoteReplacement(written));
    }
    link.appendTail(out);
    return HEADING.matcher(out.toString().replace("`", "")).replaceAll("$2");
  }
}
