package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.RuleHelp;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The plugin's metadata as the catalog says it: {@code findbugs.xml} (detectors and bug patterns),
 * {@code messages.xml} (the catalog's summary, problem, fix and page link per pattern) and {@code
 * bugrank.txt} (a rank that keeps every pattern, and so its detector, enabled). {@link
 * PluginMetadataTest} holds the files in {@code src/main/resources} equal to these texts.
 */
final class PluginMetadata {
  /** Each detector of the plugin and the rules it reports, in catalog order. */
  static final Map<Class<?>, List<Rule>> DETECTORS = detectors();

  /** The bug code of every pattern: the abbreviation SpotBugs shows before a bug. */
  static final String BUG_CODE = "BNK";

  /**
   * The rank of every pattern. SpotBugs disables a detector whose patterns all rank above its
   * threshold (20 by default, and PERFORMANCE patterns without a rank get 32); 12, plus 2 for the
   * normal priority the detectors report at, keeps them inside it.
   */
  static final int RANK = 12;

  private PluginMetadata() {}

  private static Map<Class<?>, List<Rule>> detectors() {
    Map<Class<?>, List<Rule>> detectors = new LinkedHashMap<>();
    detectors.put(EagerLogMessageDetector.class, List.of(Rule.EAGER_LOG_MESSAGE));
    detectors.put(
        PerCallCreationDetector.class,
        List.of(
            Rule.OBJECT_MAPPER_PER_CALL,
            Rule.JAXB_CONTEXT_PER_CALL,
            Rule.HTTP_CLIENT_PER_CALL,
            Rule.XML_FACTORY_PER_CALL));
    detectors.put(WideTransactionalDetector.class, List.of(Rule.WIDE_TRANSACTIONAL));
    detectors.put(AntPathMatcherDetector.class, List.of(Rule.ANT_PATH_MATCHER));
    detectors.put(CommonPoolAsyncDetector.class, List.of(Rule.COMMON_POOL_ASYNC));
    detectors.put(CommonsDbcpDetector.class, List.of(Rule.COMMONS_DBCP_POOL));
    return detectors;
  }

  /** The rules the plugin reports, in catalog order. */
  static List<Rule> rules() {
    return Arrays.stream(Rule.values())
        .filter(rule -> DETECTORS.values().stream().anyMatch(rules -> rules.contains(rule)))
        .toList();
  }

  static String findbugsXml() {
    StringBuilder xml = new StringBuilder();
    xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .append("<!-- Held equal to the catalog by PluginMetadataTest; do not edit by hand. -->\n")
        .append(
            "<FindbugsPlugin pluginid=\"dev.bottleneck.spotbugs\" provider=\"bottleneck\""
                + " defaultenabled=\"true\">\n");
    DETECTORS.forEach(
        (detector, rules) ->
            xml.append("  <Detector class=\"")
                .append(detector.getName())
                .append("\" speed=\"fast\" reports=\"")
                .append(rules.stream().map(Rule::id).collect(Collectors.joining(",")))
                .append("\"/>\n"));
    for (Rule rule : rules()) {
      xml.append("  <BugPattern type=\"")
          .append(rule.id())
          .append("\" abbrev=\"" + BUG_CODE + "\" category=\"PERFORMANCE\"/>\n");
    }
    return xml.append("</FindbugsPlugin>\n").toString();
  }

  static String messagesXml() {
    StringBuilder xml = new StringBuilder();
    xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .append("<!-- Held equal to the catalog by PluginMetadataTest; do not edit by hand. -->\n")
        .append("<MessageCollection>\n")
        .append("  <Plugin>\n")
        .append("    <ShortDescription>bottleneck: known Java performance bottlenecks")
        .append("</ShortDescription>\n")
        .append("    <Details>The bottleneck rules judged on class files. Each rule's help is")
        .append(" below; the Maven plugin and the command install the whole documentation in")
        .append(" ~/.cache/bottleneck/VERSION/.</Details>\n")
        .append("  </Plugin>\n");
    DETECTORS.forEach(
        (detector, rules) ->
            xml.append("  <Detector class=\"")
                .append(detector.getName())
                .append("\">\n    <Details>Reports ")
                .append(rules.stream().map(Rule::id).collect(Collectors.joining(", ")))
                .append(".</Details>\n  </Detector>\n"));
    for (Rule rule : rules()) {
      xml.append("  <BugPattern type=\"")
          .append(rule.id())
          .append("\">\n    <ShortDescription>")
          .append(escape(rule.summary()))
          .append("</ShortDescription>\n")
          // The finding's own text, the catalog message the other engines print: the bug's
          // third annotation, after its class and method.
          .append("    <LongDescription>{2}</LongDescription>\n")
          .append("    <Details><![CDATA[\n")
          .append(details(rule))
          .append("    ]]></Details>\n  </BugPattern>\n");
    }
    return xml.append("  <BugCode abbrev=\"" + BUG_CODE + "\">bottleneck</BugCode>\n")
        .append("</MessageCollection>\n")
        .toString();
  }

  static String bugrankTxt() {
    return rules().stream()
        .map(rule -> RANK + " BugPattern " + rule.id() + "\n")
        .collect(Collectors.joining());
  }

  /**
   * The summary, the page's Problem, Fix and Suppression as paragraphs, and where the page is. The
   * text is fixed at build time and read on any machine, so it links no page (the site has no
   * public address yet): links to other pages are their text.
   */
  private static String details(Rule rule) {
    RuleHelp help = RuleHelp.of(rule);
    StringBuilder html = new StringBuilder();
    html.append("<p>").append(escape(rule.summary())).append(".</p>\n");
    for (String paragraph : help.text(DocsLinks.NONE).split("\n\\s*\n")) {
      html.append("<p>").append(escape(paragraph.strip())).append("</p>\n");
    }
    return html.append("<p>The rule's page, rules/")
        .append(rule.id())
        .append(".html, is among those the Maven plugin and the command install in")
        .append(" ~/.cache/bottleneck/VERSION/.</p>\n")
        .toString();
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
