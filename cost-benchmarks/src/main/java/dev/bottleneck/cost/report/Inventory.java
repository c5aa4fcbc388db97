package dev.bottleneck.cost.report;

import dev.bottleneck.catalog.Rule;
import dev.bottleneck.cost.report.CostClasses.TableMain;
import java.util.Optional;

/**
 * What the run script measures, found by the naming rule of {@link CostClasses}. {@code rules}
 * prints the ids of the rules with a benchmark class or a table main, in catalog order; {@code
 * benchmark <RuleId>} prints the rule's benchmark class (nothing if it has none); {@code tables
 * <RuleId>} prints each table main's class and output file name, tab-separated.
 */
public final class Inventory {

  private Inventory() {}

  public static void main(String[] args) {
    CostClasses classes = CostClasses.scan();
    String command = args.length > 0 ? args[0] : "";
    switch (command) {
      case "rules" -> classes.measuredRules().forEach(rule -> System.out.println(rule.id()));
      case "benchmark" ->
          Optional.ofNullable(classes.benchmarks().get(rule(args, classes)))
              .ifPresent(type -> System.out.println(type.getName()));
      case "tables" -> {
        for (TableMain main : classes.tableMains(rule(args, classes))) {
          System.out.println(main.className() + "\t" + EvidencePages.tableFileName(main));
        }
      }
      default -> fail("usage: Inventory rules | benchmark <RuleId> | tables <RuleId>");
    }
  }

  private static Rule rule(String[] args, CostClasses classes) {
    if (args.length < 2) {
      fail("usage: Inventory " + args[0] + " <RuleId>");
    }
    Optional<Rule> rule = Rule.find(args[1]);
    if (rule.isEmpty() || !classes.measuredRules().contains(rule.get())) {
      fail(
          "no measurements for rule '"
              + args[1]
              + "'; rules with measurements: "
              + String.join(", ", classes.measuredRules().stream().map(Rule::id).toList()));
    }
    return rule.get();
  }

  private static void fail(String message) {
    System.err.println(message);
    System.exit(2);
  }
}
