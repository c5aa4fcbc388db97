package dev.bottleneck.cost.report;

import dev.bottleneck.catalog.Rule;
import dev.bottleneck.cost.report.CostClasses.TableMain;
import dev.bottleneck.cost.report.EvidenceBlock.JdkSection;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Renders every rule page's measured evidence from {@code cost-benchmarks/results/jdk<N>/}: the
 * block between {@link #BEGIN} and {@link #END} in the page's {@code ## Evidence} section, inserted
 * at the section's end when the markers are missing. Everything outside the markers is left alone.
 * A rule without results gets an empty block. Usage: {@code EvidencePages [repo root]} (default:
 * the nearest folder above the working directory that holds {@code cost-benchmarks}).
 */
public final class EvidencePages {

  public static final String BEGIN = "<!-- cost-benchmarks:begin -->";
  public static final String END = "<!-- cost-benchmarks:end -->";

  private static final Pattern JDK_FOLDER = Pattern.compile("jdk(\\d+)");

  /** The suffix of a rule's machine record: {@code <RuleId>.machine.json}. */
  static final String MACHINE = ".machine.json";

  private final Path resultsDir;
  private final Path pagesDir;
  private final CostClasses classes;

  EvidencePages(Path resultsDir, Path pagesDir, CostClasses classes) {
    this.resultsDir = resultsDir;
    this.pagesDir = pagesDir;
    this.classes = classes;
  }

  /** The pages and results of the repository at {@code root}, with the classes found here. */
  static EvidencePages ofRepository(Path root) {
    return new EvidencePages(
        root.resolve("cost-benchmarks/results"),
        root.resolve("src/site/markdown/rules"),
        CostClasses.scan());
  }

  public static void main(String[] args) throws IOException {
    Path root = args.length > 0 ? Path.of(args[0]) : repositoryRoot();
    EvidencePages pages = ofRepository(root);
    for (Rule rule : Rule.values()) {
      Path page = pages.page(rule);
      String current = Files.readString(page);
      String rendered = pages.renderPage(rule, current);
      if (!rendered.equals(current)) {
        Files.writeString(page, rendered);
        System.out.println("rendered " + root.relativize(page));
      }
    }
    for (String gap : pages.gaps()) {
      System.out.println("warning: " + gap);
    }
  }

  Path page(Rule rule) {
    Path page = pagesDir.resolve(rule.id() + ".md");
    if (!Files.isRegularFile(page)) {
      throw new IllegalStateException(page + " is missing: every catalog rule has a page");
    }
    return page;
  }

  /** The page with its block rendered from the results. */
  String renderPage(Rule rule, String page) {
    return withBlock(page(rule), page, block(rule));
  }

  /** What the page shows between the markers (without them). */
  String block(Rule rule) {
    Class<?> benchmark = classes.benchmarks().get(rule);
    Forms forms =
        benchmark == null ? new Forms(rule.id() + "Benchmark", Map.of()) : Forms.of(benchmark);
    List<JdkSection> sections = new ArrayList<>();
    for (Path folder : jdkFolders()) {
      Path jmhFile = folder.resolve(rule.id() + ".json");
      Optional<JmhRun> run =
          benchmark != null && Files.isRegularFile(jmhFile)
              ? Optional.of(JmhRun.read(jmhFile, benchmark.getName()))
              : Optional.empty();
      List<TableJson> tables = new ArrayList<>();
      for (TableMain main : classes.tableMains(rule)) {
        Path file = folder.resolve(tableFileName(main));
        if (Files.isRegularFile(file)) {
          tables.add(TableJson.read(file, rule.id()));
        }
      }
      if (run.isEmpty() && tables.isEmpty()) {
        continue;
      }
      int major = major(folder);
      run.ifPresent(r -> checkMajor(jmhFile, r.jdkVersion(), major));
      Path machine = folder.resolve(rule.id() + MACHINE);
      if (!Files.isRegularFile(machine)) {
        throw new IllegalStateException(
            folder
                + " has results of "
                + rule.id()
                + " but no "
                + machine.getFileName()
                + "; rerun "
                + rerun(folder)
                + rule.id());
      }
      sections.add(new JdkSection(major, jmhFile, run, tables, Machine.read(machine)));
    }
    return EvidenceBlock.render(rule.id(), sections, forms);
  }

  /**
   * What the results lack or hold in excess, each with the command that fixes it: a rule with a
   * benchmark class or a table main but no results in a JDK folder that exists, a benchmark method
   * missing from a rule's results, a file no class writes.
   */
  List<String> gaps() {
    List<String> gaps = new ArrayList<>();
    for (Path folder : jdkFolders()) {
      Set<String> expected = new HashSet<>();
      String rerun = rerun(folder);
      for (Rule rule : Rule.values()) {
        expected.add(rule.id() + MACHINE);
      }
      classes
          .benchmarks()
          .forEach(
              (rule, type) -> {
                Path file = folder.resolve(rule.id() + ".json");
                expected.add(file.getFileName().toString());
                if (!Files.isRegularFile(file)) {
                  gaps.add(file + " is missing: run " + rerun + rule.id());
                  return;
                }
                Set<String> measured = new HashSet<>();
                JmhRun.read(file, type.getName())
                    .measurements()
                    .forEach(m -> measured.add(m.method()));
                for (String method : CostClasses.benchmarkMethods(type).keySet()) {
                  if (!measured.contains(method)) {
                    gaps.add(file + " has no result for " + method + ": run " + rerun + rule.id());
                  }
                }
              });
      for (TableMain main : classes.tableMains()) {
        Path file = folder.resolve(tableFileName(main));
        expected.add(file.getFileName().toString());
        if (!Files.isRegularFile(file)) {
          gaps.add(file + " is missing: run " + rerun + main.rule().id());
        }
      }
      for (Rule rule : Rule.values()) {
        Path machine = folder.resolve(rule.id() + MACHINE);
        if (hasResults(folder, rule) && !Files.isRegularFile(machine)) {
          gaps.add(machine + " is missing: run " + rerun + rule.id());
        }
      }
      try (Stream<Path> files = Files.list(folder)) {
        files
            .filter(file -> !expected.contains(file.getFileName().toString()))
            .sorted()
            .forEach(
                file ->
                    gaps.add(
                        file
                            + " belongs to no <RuleId>Benchmark or <RuleId><What> main; delete"
                            + " it"));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return gaps;
  }

  /** Whether {@code folder} holds {@code <RuleId>.json} or a {@code <RuleId>-<What>.json}. */
  private boolean hasResults(Path folder, Rule rule) {
    if (Files.isRegularFile(folder.resolve(rule.id() + ".json"))) {
      return true;
    }
    return classes.tableMains(rule).stream()
        .anyMatch(main -> Files.isRegularFile(folder.resolve(tableFileName(main))));
  }

  private static String rerun(Path folder) {
    return "JAVA_HOME=<JDK " + major(folder) + "> cost-benchmarks/run ";
  }

  /** {@code jdk17}, {@code jdk25}, ... by version. */
  List<Path> jdkFolders() {
    if (!Files.isDirectory(resultsDir)) {
      return List.of();
    }
    try (Stream<Path> folders = Files.list(resultsDir)) {
      return folders
          .filter(Files::isDirectory)
          .filter(folder -> JDK_FOLDER.matcher(folder.getFileName().toString()).matches())
          .sorted(Comparator.comparingInt(EvidencePages::major))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + resultsDir, e);
    }
  }

  static String tableFileName(TableMain main) {
    return main.rule().id() + "-" + main.what() + ".json";
  }

  /** The block between the markers replaced, or appended to the Evidence section with them. */
  static String withBlock(Path page, String text, String block) {
    String marked = BEGIN + "\n" + block + END;
    int begin = text.indexOf(BEGIN);
    int end = text.indexOf(END);
    if (begin >= 0 && end > begin) {
      return text.substring(0, begin) + marked + text.substring(end + END.length());
    }
    if (begin >= 0 || end >= 0) {
      throw new IllegalStateException(
          page
              + " has only one of "
              + BEGIN
              + " and "
              + END
              + ", or them out of order; fix the pair");
    }
    Matcher evidence = Pattern.compile("(?m)^## Evidence[ \\t]*$").matcher(text);
    if (!evidence.find()) {
      throw new IllegalStateException(page + " has no '## Evidence' section to hold " + BEGIN);
    }
    Matcher next = Pattern.compile("(?m)^## ").matcher(text);
    int sectionEnd = next.find(evidence.end()) ? next.start() : text.length();
    String section = text.substring(0, sectionEnd).stripTrailing();
    String rest = text.substring(sectionEnd);
    return section + "\n\n" + marked + "\n" + (rest.isEmpty() ? "" : "\n" + rest);
  }

  private static int major(Path folder) {
    Matcher matcher = JDK_FOLDER.matcher(folder.getFileName().toString());
    if (!matcher.matches()) {
      throw new IllegalArgumentException(folder + " is not named jdk<major>");
    }
    return Integer.parseInt(matcher.group(1));
  }

  private static void checkMajor(Path file, String jdkVersion, int major) {
    Matcher digits = Pattern.compile("^(\\d+)").matcher(jdkVersion);
    if (!digits.find() || Integer.parseInt(digits.group(1)) != major) {
      throw Json.error(
          file,
          "was measured on JDK " + jdkVersion + ", not " + major + "; it is in the wrong folder");
    }
  }

  private static Path repositoryRoot() {
    Path dir = Path.of("").toAbsolutePath();
    for (Path candidate = dir; candidate != null; candidate = candidate.getParent()) {
      if (Files.isDirectory(candidate.resolve("cost-benchmarks"))
          && Files.isDirectory(candidate.resolve("src/site/markdown/rules"))) {
        return candidate;
      }
    }
    throw new IllegalStateException(
        "no repository root above " + dir + "; pass it as the first argument");
  }
}
