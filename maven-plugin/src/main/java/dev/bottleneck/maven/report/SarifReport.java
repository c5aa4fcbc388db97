package dev.bottleneck.maven.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bottleneck.catalog.AtomicWrite;
import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.RuleHelp;
import dev.bottleneck.catalog.Severity;
import dev.bottleneck.maven.filter.Fingerprint;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import dev.bottleneck.maven.finding.ParseProblem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * SARIF 2.1.0 for GitHub code scanning and IDE viewers. Locations are relative to the repository
 * root under the {@code %SRCROOT%} base, so the file holds no absolute path. Our own fingerprint
 * sits in {@code partialFingerprints} under {@value #FINGERPRINT_KEY}: it survives line shifts, and
 * GitHub computes its own line hash on upload. The findings the baseline accepted are results too,
 * suppressed (kind {@code external}: the baseline file is the store that suppresses them), with
 * {@code baselineState} {@code unchanged}; with a baseline, every other result is {@code new}.
 */
public final class SarifReport {
  public static final String FILE_NAME = "bottleneck.sarif";
  static final String FINGERPRINT_KEY = "bottleneck/v1";
  static final String SRCROOT = "%SRCROOT%";
  private static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

  private SarifReport() {}

  /**
   * A shared, thread-safe writer: building one per report is the slow part. It lives in a holder so
   * that a run that writes no SARIF (the command's default) never loads Jackson: removing the
   * previous report touched this class, which loaded 478 classes (Jackson's 373 and the JDK's they
   * need) for nothing, an eighth of what a small application's check loads.
   */
  private static final class Json {
    static final ObjectMapper MAPPER =
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {}
  }

  /** The report as a run without a configured docs base writes it: no page addresses. */
  public static String render(
      Report report, ProjectPaths paths, String toolVersion, String category) {
    return render(report, paths, toolVersion, category, DocsLinks.NONE);
  }

  /**
   * @param toolVersion the plugin's version
   * @param category tells runs of several modules apart in code scanning, e.g. the artifact id
   * @param docs where each rule's {@code helpUri} and the links of its help point: a configured
   *     base, or {@link DocsLinks#NONE} for a report with no page address (the pages installed on
   *     this machine are an absolute path, which the report never holds)
   */
  public static String render(
      Report report, ProjectPaths paths, String toolVersion, String category, DocsLinks docs) {
    return render(List.of(new Module(report, paths, category)), toolVersion, docs);
  }

  /**
   * One module's report in a file of several.
   *
   * @param category tells the module's run apart in code scanning, e.g. its artifact id
   */
  public record Module(Report report, ProjectPaths paths, String category) {}

  /**
   * One SARIF file with a run for each module, each the run the module's own report would hold:
   * what the review bot merges from a multi-module build's reports, written at once by a tool that
   * analyzes every module in one process.
   *
   * @param toolVersion the tool's version
   * @param docs where each rule's {@code helpUri} and the links of its help point
   */
  public static String render(List<Module> modules, String toolVersion, DocsLinks docs) {
    ObjectNode sarif = Json.MAPPER.createObjectNode();
    sarif.put("$schema", SCHEMA);
    sarif.put("version", "2.1.0");
    ArrayNode runs = sarif.putArray("runs");
    for (Module module : modules) {
      run(runs.addObject(), module, toolVersion, docs);
    }
    try {
      return Json.MAPPER.writeValueAsString(sarif) + "\n";
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write SARIF", e);
    }
  }

  private static void run(ObjectNode run, Module module, String toolVersion, DocsLinks docs) {
    Map<String, Integer> ruleIndex =
        tool(run.putObject("tool").putObject("driver"), toolVersion, docs);
    run.putObject("automationDetails").put("id", "bottleneck/" + module.category() + "/");
    run.putObject("originalUriBaseIds")
        .putObject(SRCROOT)
        .putObject("description")
        .put("text", "The root of the git repository, or of the project outside git");
    run.put("columnKind", "utf16CodeUnits");
    invocation(run.putArray("invocations").addObject(), module.report(), module.paths());
    results(run.putArray("results"), module.report(), module.paths(), ruleIndex);
  }

  /**
   * The tool's driver with a descriptor for every rule of the catalog.
   *
   * @return each rule's index among the descriptors, by id
   */
  private static Map<String, Integer> tool(ObjectNode driver, String toolVersion, DocsLinks docs) {
    driver.put("name", "bottleneck");
    driver.put("version", toolVersion);
    driver.put("semanticVersion", toolVersion);
    ArrayNode rules = driver.putArray("rules");
    Map<String, Integer> ruleIndex = new HashMap<>();
    for (Rule rule : Rule.values()) {
      ruleIndex.put(rule.id(), ruleIndex.size());
      describe(rules.addObject(), rule, docs);
    }
    return ruleIndex;
  }

  /** Whether the run succeeded, and a notification for each file not analyzed by every rule. */
  private static void invocation(ObjectNode invocation, Report report, ProjectPaths paths) {
    invocation.put("executionSuccessful", report.errors().isEmpty());
    ArrayNode notifications = invocation.putArray("toolExecutionNotifications");
    for (ParseProblem error : report.errors()) {
      // Each message continues the file name, as on the console: "is not valid UTF-8 ...".
      notification(notifications.addObject(), "error", "File ", error, paths);
    }
    for (ParseProblem problem : report.problems()) {
      String lead =
          problem.parsed() ? "Not every rule checked the file: " : "File does not parse: ";
      notification(notifications.addObject(), "warning", lead, problem, paths);
    }
  }

  /**
   * A result for each finding, with its fix and a fingerprint that survives edits above it, then
   * one for each finding the baseline accepted, suppressed.
   */
  private static void results(
      ArrayNode results, Report report, ProjectPaths paths, Map<String, Integer> ruleIndex) {
    boolean baseline = report.baselined() > 0 || report.staleBaselineEntries() > 0;
    Map<String, Integer> occurrences = new HashMap<>();
    for (Finding finding : report.findings()) {
      ObjectNode result = result(results.addObject(), finding, paths, ruleIndex, occurrences);
      if (baseline) {
        result.put("baselineState", "new");
      }
    }
    for (Finding finding : report.baselinedFindings()) {
      ObjectNode result = result(results.addObject(), finding, paths, ruleIndex, occurrences);
      result
          .putArray("suppressions")
          .addObject()
          .put("kind", "external")
          .put("justification", "Accepted in the baseline file");
      result.put("baselineState", "unchanged");
    }
  }

  private static ObjectNode result(
      ObjectNode result,
      Finding finding,
      ProjectPaths paths,
      Map<String, Integer> ruleIndex,
      Map<String, Integer> occurrences) {
    String uri = paths.fromRepositoryRoot(finding.file());
    Rule rule = Rule.byId(finding.ruleId());
    result.put("ruleId", rule.id());
    result.put("ruleIndex", ruleIndex.get(rule.id()));
    result.put("level", level(rule.severity()));
    result.putObject("message").put("text", finding.message());
    location(result.putArray("locations").addObject(), uri, finding.line(), finding.column());
    related(result, uri, finding.related());
    finding.fix().ifPresent(fix -> fix(result.putArray("fixes").addObject(), uri, fix));
    String fingerprint = Fingerprint.of(finding, uri);
    // Identical findings in one member differ only by their order.
    int occurrence = occurrences.merge(fingerprint, 1, Integer::sum);
    result.putObject("partialFingerprints").put(FINGERPRINT_KEY, fingerprint + ":" + occurrence);
    return result;
  }

  /**
   * A rule's descriptor, with its page's help, so that code scanning and offline viewers show the
   * problem, the fix and how to suppress without the site: {@code fullDescription} is the Problem
   * section, {@code help} the Problem, Fix and Suppression sections, both as text and Markdown. A
   * catalog built without the rule's whole page (its tests fail then) gives no help to show, and
   * the descriptor is the summary and the link. Without a docs base there is no {@code helpUri},
   * and the help's links to other pages are their text.
   */
  private static void describe(ObjectNode descriptor, Rule rule, DocsLinks docs) {
    Optional<String> page = docs.addressed() ? Optional.of(docs.page(rule)) : Optional.empty();
    descriptor.put("id", rule.id());
    descriptor.put("name", rule.id());
    descriptor.putObject("shortDescription").put("text", rule.summary());
    Optional<RuleHelp> help = RuleHelp.find(rule);
    help.ifPresent(found -> problem(descriptor.putObject("fullDescription"), found, docs));
    page.ifPresent(address -> descriptor.put("helpUri", address));
    help.ifPresent(found -> help(descriptor.putObject("help"), rule, found, docs, page));
    descriptor.putObject("defaultConfiguration").put("level", level(rule.severity()));
    ArrayNode tags = descriptor.putObject("properties").putArray("tags");
    tags.add("performance");
    rule.tags().forEach(tags::add);
  }

  private static void problem(ObjectNode full, RuleHelp help, DocsLinks docs) {
    full.put("text", help.problemText(docs));
    full.put("markdown", help.problemMarkdown(docs));
  }

  private static void help(
      ObjectNode helpNode, Rule rule, RuleHelp help, DocsLinks docs, Optional<String> page) {
    helpNode.put(
        "text",
        rule.summary()
            + ".\n\n"
            + help.text(docs)
            + page.map(address -> "\n\nThe rule's page: " + address).orElse(""));
    helpNode.put(
        "markdown",
        "**"
            + rule.summary()
            + "**\n\n"
            + help.markdown(docs)
            + page.map(address -> "\n\n[The rule's page](" + address + ")").orElse(""));
  }

  /** Writes the report atomically: a reader sees the previous report or this one, whole. */
  public static Path write(Path outputDirectory, String sarif) throws IOException {
    Path file = outputDirectory.resolve(FILE_NAME);
    AtomicWrite.writeString(file, sarif);
    return file;
  }

  /**
   * Removes the report of an earlier run, so that a run that stops before writing its own leaves
   * none for a CI upload step to publish as current.
   */
  public static void deletePrevious(Path outputDirectory) throws IOException {
    Files.deleteIfExists(outputDirectory.resolve(FILE_NAME));
  }

  private static void notification(
      ObjectNode notification,
      String level,
      String prefix,
      ParseProblem problem,
      ProjectPaths paths) {
    notification.put("level", level);
    notification.putObject("message").put("text", prefix + problem.message());
    location(
        notification.putArray("locations").addObject(),
        paths.fromRepositoryRoot(problem.file()),
        problem.line(),
        problem.column());
  }

  /**
   * A fix as one replacement of whole lines, in the form reviewdog turns into a GitHub suggestion:
   * the artifact named exactly as the result's location names it, a region from column 1 of the
   * first line to the end of the last (no end column: SARIF's "end of line", which needs no
   * conversion between UTF-16 units and reviewdog's UTF-8 bytes), and the new lines.
   */
  private static void fix(ObjectNode fix, String uri, Fix change) {
    fix.putObject("description").put("text", change.description());
    ObjectNode artifactChange = fix.putArray("artifactChanges").addObject();
    artifactLocation(artifactChange.putObject("artifactLocation"), uri);
    ObjectNode replacement = artifactChange.putArray("replacements").addObject();
    ObjectNode deleted = replacement.putObject("deletedRegion");
    deleted.put("startLine", change.startLine());
    deleted.put("startColumn", 1);
    deleted.put("endLine", change.endLine());
    replacement.putObject("insertedContent").put("text", String.join("\n", change.lines()));
  }

  private static void artifactLocation(ObjectNode artifact, String uri) {
    artifact.put("uri", encode(uri));
    artifact.put("uriBaseId", SRCROOT);
  }

  /**
   * The other places a finding stands for, as {@code relatedLocations} that code scanning and the
   * review bot can point at: each with its own id and message, in the result's file.
   */
  private static void related(ObjectNode result, String uri, List<Finding.Related> related) {
    if (related.isEmpty()) {
      return;
    }
    ArrayNode locations = result.putArray("relatedLocations");
    for (int i = 0; i < related.size(); i++) {
      Finding.Related place = related.get(i);
      ObjectNode location = locations.addObject();
      location.put("id", i + 1);
      location(location, uri, place.line(), place.column());
      location.putObject("message").put("text", place.message());
    }
  }

  private static void location(ObjectNode location, String uri, int line, int column) {
    ObjectNode physical = location.putObject("physicalLocation");
    artifactLocation(physical.putObject("artifactLocation"), uri);
    ObjectNode region = physical.putObject("region");
    region.put("startLine", Math.max(1, line));
    region.put("startColumn", Math.max(1, column));
  }

  /** A relative URI reference: path segments percent-encoded where a URI needs it. */
  static String encode(String path) {
    StringBuilder uri = new StringBuilder();
    for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (Character.isLetterOrDigit(c) && c < 128 || "/-._~!$&'()*+,;=@".indexOf(c) >= 0) {
        uri.append((char) c);
      } else {
        uri.append('%').append(String.format("%02X", c));
      }
    }
    return uri.toString();
  }

  private static String level(Severity severity) {
    return switch (severity) {
      case ERROR -> "error";
      case WARNING -> "warning";
      case SUGGESTION -> "note";
    };
  }
}
