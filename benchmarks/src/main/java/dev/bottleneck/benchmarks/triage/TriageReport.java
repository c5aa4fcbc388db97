package dev.bottleneck.benchmarks.triage;

import dev.bottleneck.benchmarks.triage.Label.Verdict;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The findings of one run joined with the labels: per rule how many findings are true, debatable or
 * false alarms, which findings nobody has labelled yet, and which labels no finding matches any
 * more (stale: the rule stopped reporting it, or the code around it moved to another member).
 */
record TriageReport(
    Map<String, RuleCounts> rules,
    Map<String, Map<String, Integer>> falsePatterns,
    Map<String, Map<String, Integer>> debatablePatterns,
    List<TriageFinding> unlabelled,
    List<Label> stale) {

  /** Findings of one rule by verdict; findings without a label are counted apart. */
  record RuleCounts(int findings, int trueOnes, int debatable, int falseAlarms, int unlabelled) {
    static final RuleCounts NONE = new RuleCounts(0, 0, 0, 0, 0);

    RuleCounts plus(RuleCounts other) {
      return new RuleCounts(
          findings + other.findings,
          trueOnes + other.trueOnes,
          debatable + other.debatable,
          falseAlarms + other.falseAlarms,
          unlabelled + other.unlabelled);
    }

    int labelled() {
      return trueOnes + debatable + falseAlarms;
    }

    /** False alarms among the labelled findings, in percent; 0 when none is labelled. */
    double falseAlarmRate() {
      return labelled() == 0 ? 0 : 100.0 * falseAlarms / labelled();
    }

    static RuleCounts of(Verdict verdict) {
      return switch (verdict) {
        case TRUE -> new RuleCounts(1, 1, 0, 0, 0);
        case DEBATABLE -> new RuleCounts(1, 0, 1, 0, 0);
        case FALSE -> new RuleCounts(1, 0, 0, 1, 0);
      };
    }
  }

  /** Every finding counts, so findings that share a key (the same code twice) count twice. */
  static TriageReport join(List<TriageFinding> findings, List<Label> labels) {
    Map<TriageKey, Label> byKey = new HashMap<>();
    labels.forEach(label -> byKey.put(label.key(), label));
    Map<String, RuleCounts> rules = new TreeMap<>();
    Map<String, Map<String, Integer>> falsePatterns = new TreeMap<>();
    Map<String, Map<String, Integer>> debatablePatterns = new TreeMap<>();
    List<TriageFinding> unlabelled = new ArrayList<>();
    Map<TriageKey, Boolean> used = new HashMap<>();
    for (TriageFinding finding : findings) {
      String rule = finding.key().rule();
      Label label = byKey.get(finding.key());
      if (label == null) {
        unlabelled.add(finding);
        rules.merge(rule, new RuleCounts(1, 0, 0, 0, 1), RuleCounts::plus);
        continue;
      }
      used.put(label.key(), true);
      rules.merge(rule, RuleCounts.of(label.verdict()), RuleCounts::plus);
      Map<String, Map<String, Integer>> patterns =
          switch (label.verdict()) {
            case FALSE -> falsePatterns;
            case DEBATABLE -> debatablePatterns;
            case TRUE -> null;
          };
      if (patterns != null) {
        patterns
            .computeIfAbsent(rule, r -> new TreeMap<>())
            .merge(label.pattern(), 1, Integer::sum);
      }
    }
    List<Label> stale =
        labels.stream()
            .filter(label -> !used.containsKey(label.key()))
            .sorted((a, b) -> a.key().compareTo(b.key()))
            .toList();
    return new TriageReport(rules, falsePatterns, debatablePatterns, unlabelled, stale);
  }

  RuleCounts total() {
    return rules.values().stream().reduce(RuleCounts.NONE, RuleCounts::plus);
  }

  /** Several applications as one: counts and patterns added up, unlabelled and stale listed. */
  static TriageReport merge(List<TriageReport> reports) {
    Map<String, RuleCounts> rules = new TreeMap<>();
    Map<String, Map<String, Integer>> falsePatterns = new TreeMap<>();
    Map<String, Map<String, Integer>> debatablePatterns = new TreeMap<>();
    List<TriageFinding> unlabelled = new ArrayList<>();
    List<Label> stale = new ArrayList<>();
    for (TriageReport report : reports) {
      report.rules.forEach((rule, counts) -> rules.merge(rule, counts, RuleCounts::plus));
      addPatterns(falsePatterns, report.falsePatterns);
      addPatterns(debatablePatterns, report.debatablePatterns);
      unlabelled.addAll(report.unlabelled);
      stale.addAll(report.stale);
    }
    return new TriageReport(rules, falsePatterns, debatablePatterns, unlabelled, stale);
  }

  private static void addPatterns(
      Map<String, Map<String, Integer>> into, Map<String, Map<String, Integer>> from) {
    from.forEach(
        (rule, patterns) ->
            patterns.forEach(
                (pattern, count) ->
                    into.computeIfAbsent(rule, r -> new TreeMap<>())
                        .merge(pattern, count, Integer::sum)));
  }

  /** The per-rule table and the patterns, as Markdown. */
  List<String> render(String title) {
    List<String> lines = new ArrayList<>();
    lines.add("## " + title);
    lines.add("");
    lines.add("| Rule | Findings | True | Debatable | False | Unlabelled | False alarms |");
    lines.add("|---|---:|---:|---:|---:|---:|---:|");
    rules.forEach((rule, counts) -> lines.add(row(rule, counts)));
    lines.add(row("**All rules**", total()));
    patterns(lines, "False-alarm patterns", falsePatterns);
    patterns(lines, "Debatable patterns", debatablePatterns);
    return lines;
  }

  /**
   * What moved since the labels were written: findings without a label, labels without a finding.
   */
  List<String> renderMoved() {
    List<String> lines = new ArrayList<>();
    lines.add("Unlabelled findings: " + unlabelled.size());
    unlabelled.forEach(finding -> lines.add("  " + finding.tsv()));
    lines.add("Stale labels (no finding has their key): " + stale.size());
    stale.forEach(label -> lines.add("  " + label.tsv()));
    return lines;
  }

  private static void patterns(
      List<String> lines, String title, Map<String, Map<String, Integer>> patterns) {
    if (patterns.isEmpty()) {
      return;
    }
    lines.add("");
    lines.add("| Rule | " + title + " | Findings |");
    lines.add("|---|---|---:|");
    patterns.forEach(
        (rule, counts) ->
            counts.entrySet().stream()
                .sorted(
                    Map.Entry.<String, Integer>comparingByValue()
                        .reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .forEach(
                    e ->
                        lines.add("| " + rule + " | " + e.getKey() + " | " + e.getValue() + " |")));
  }

  private static String row(String rule, RuleCounts counts) {
    return String.format(
        Locale.ROOT,
        "| %s | %d | %d | %d | %d | %d | %s |",
        rule,
        counts.findings(),
        counts.trueOnes(),
        counts.debatable(),
        counts.falseAlarms(),
        counts.unlabelled(),
        counts.labelled() == 0
            ? "-"
            : String.format(Locale.ROOT, "%.1f%%", counts.falseAlarmRate()));
  }

  /**
   * Joins {@code <findings>/<app>.findings.tsv} with {@code <labels>/<app>.labels.tsv} for each
   * application and prints each table and the total. Exits with 1 when a file is malformed.
   *
   * <p>Arguments: labels folder, findings folder, application names.
   */
  public static void main(String[] args) {
    if (args.length < 3) {
      System.err.println("Usage: TriageReport <labels folder> <findings folder> <application>...");
      System.exit(2);
    }
    try {
      print(Path.of(args[0]), Path.of(args[1]), List.of(args).subList(2, args.length));
    } catch (IllegalArgumentException e) {
      System.err.println(e.getMessage());
      System.exit(1);
    }
  }

  static void print(Path labels, Path findings, List<String> applications) {
    List<TriageReport> reports = new ArrayList<>();
    for (String application : applications) {
      TriageReport report =
          join(
              TriageFinding.read(findings.resolve(application + ".findings.tsv")),
              Label.read(labels.resolve(application + ".labels.tsv")));
      reports.add(report);
      report.render(application).forEach(System.out::println);
      System.out.println();
      report.renderMoved().forEach(System.out::println);
      System.out.println();
    }
    TriageReport all = merge(reports);
    all.render("All applications").forEach(System.out::println);
    System.out.println();
    System.out.println(
        "Unlabelled findings: " + all.unlabelled.size() + ", stale labels: " + all.stale.size());
  }
}
