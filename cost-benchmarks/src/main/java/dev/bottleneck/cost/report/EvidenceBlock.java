package dev.bottleneck.cost.report;

import dev.bottleneck.cost.Form.Kind;
import dev.bottleneck.cost.report.JmhRun.Measurement;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** The Markdown a rule page shows between the cost-benchmarks markers, from its results. */
final class EvidenceBlock {

  /** One results folder's measurements of one rule. */
  record JdkSection(
      int major, Path jmhFile, Optional<JmhRun> run, List<TableJson> tables, Machine machine) {}

  private EvidenceBlock() {}

  /** The lines between the markers; empty when no JDK has results for the rule. */
  static String render(String ruleId, List<JdkSection> sections, Forms forms) {
    StringBuilder out = new StringBuilder();
    for (JdkSection section : sections) {
      out.append("\n### Measured here: JDK ").append(section.major()).append("\n\n");
      section.run().ifPresent(run -> out.append(table(section, run, forms)).append('\n'));
      for (TableJson table : section.tables()) {
        out.append(table(table)).append('\n');
      }
      out.append(provenance(ruleId, section));
    }
    return out.isEmpty() ? "" : out.append('\n').toString();
  }

  private static String table(JdkSection section, JmhRun run, Forms forms) {
    List<String[]> rows = new ArrayList<>();
    for (Map.Entry<String, List<Measurement>> group : byGroup(section, run, forms).entrySet()) {
      List<Measurement> bads = new ArrayList<>();
      List<Measurement> goods = new ArrayList<>();
      for (Measurement m : group.getValue()) {
        (forms.of(m.method()).kind() == Kind.BAD ? bads : goods).add(m);
      }
      for (Measurement good : goods) {
        for (Measurement bad : bads) {
          if (compatible(bad.params(), good.params())) {
            rows.add(row(group.getKey(), bad, good, forms));
          }
        }
      }
    }
    boolean cases = rows.stream().anyMatch(row -> !row[0].isEmpty());
    StringBuilder out = new StringBuilder();
    out.append(cases ? "| Case " : "")
        .append("| Bad form | Time | Allocated | Good form | Time | Allocated | Bad / good |\n")
        .append(cases ? "|---" : "")
        .append("|---|---:|---:|---|---:|---:|---:|\n");
    for (String[] row : rows) {
      for (int i = cases ? 0 : 1; i < row.length; i++) {
        out.append("| ").append(row[i]).append(' ');
      }
      out.append("|\n");
    }
    return out.toString();
  }

  /** Measurements by {@code @Form} group, groups in the order the JSON first names them. */
  private static Map<String, List<Measurement>> byGroup(
      JdkSection section, JmhRun run, Forms forms) {
    Map<String, List<Measurement>> groups = new LinkedHashMap<>();
    for (Measurement m : run.measurements()) {
      Forms.Info form = forms.of(m.method());
      if (form == null) {
        throw Json.error(
            section.jmhFile(),
            "holds method "
                + m.method()
                + ", which "
                + forms.className()
                + " lacks or does not annotate with @Form; rerun the rule with"
                + " cost-benchmarks/run");
      }
      groups.computeIfAbsent(form.group(), group -> new ArrayList<>()).add(m);
    }
    return groups;
  }

  /** Parameters both forms have take the same values (a form may have parameters of its own). */
  private static boolean compatible(Map<String, String> bad, Map<String, String> good) {
    return bad.entrySet().stream()
        .allMatch(p -> !good.containsKey(p.getKey()) || good.get(p.getKey()).equals(p.getValue()));
  }

  private static String[] row(String group, Measurement bad, Measurement good, Forms forms) {
    Map<String, String> params = new LinkedHashMap<>(bad.params());
    params.putAll(good.params());
    List<String> cases = new ArrayList<>();
    if (!group.isEmpty()) {
      cases.add(escape(group));
    }
    params.forEach((name, value) -> cases.add(escape(name + "=" + value)));
    if (bad.threads() == good.threads()) {
      if (good.threads() > 1) {
        cases.add(good.threads() + " threads");
      }
    } else {
      cases.add("bad on " + threads(bad.threads()) + ", good on " + threads(good.threads()));
    }
    return new String[] {
      String.join(", ", cases),
      code(forms.of(bad.method()).label()),
      Units.time(bad.nanos(), bad.errorNanos()),
      allocation(bad),
      code(forms.of(good.method()).label()),
      Units.time(good.nanos(), good.errorNanos()),
      allocation(good),
      Units.ratio(bad.nanos() / good.nanos())
    };
  }

  private static String threads(int count) {
    return count + (count == 1 ? " thread" : " threads");
  }

  private static String allocation(Measurement m) {
    return m.hasAllocation() ? Units.bytes(m.allocatedBytes()) : "n/a";
  }

  private static String table(TableJson table) {
    StringBuilder out = new StringBuilder();
    out.append("**").append(table.title().trim()).append("**\n\n");
    out.append(cells(table.columns()));
    out.append(
        table.columns().stream().map(c -> "---").collect(Collectors.joining("|", "|", "|\n")));
    table.rows().forEach(row -> out.append(cells(row)));
    out.append('\n').append(table.notes().trim()).append('\n');
    return out.toString();
  }

  private static String cells(List<String> cells) {
    return cells.stream()
        .map(EvidenceBlock::escape)
        .collect(Collectors.joining(" | ", "| ", " |\n"));
  }

  private static String provenance(String ruleId, JdkSection section) {
    Machine machine = section.machine();
    StringBuilder out = new StringBuilder();
    if (section.run().isPresent()) {
      JmhRun run = section.run().get();
      out.append("Time per call ± JMH's 99.9% error, allocation per call (`")
          .append(JmhRun.ALLOCATION)
          .append("`), bad / good as time. JDK ")
          .append(run.jdkVersion())
          .append(" (")
          .append(run.vmName())
          .append(", ")
          .append(machine.jvmVendor())
          .append("), JMH ")
          .append(run.jmhVersion())
          .append(" `")
          .append(run.settings())
          .append("`");
    } else {
      out.append("JDK ")
          .append(machine.jvmVersion())
          .append(" (")
          .append(machine.jvmVendor())
          .append(")");
    }
    return out.append(", on ")
        .append(machine.describe())
        .append(", ")
        .append(machine.when())
        .append(". Reproduce: `JAVA_HOME=<JDK ")
        .append(section.major())
        .append("> cost-benchmarks/run ")
        .append(ruleId)
        .append("`.\n")
        .toString();
  }

  /** Code as a code span; a backtick inside takes a double-backtick span. */
  private static String code(String label) {
    String text = escape(label);
    return text.contains("`") ? "`` " + text + " ``" : "`" + text + "`";
  }

  private static String escape(String cell) {
    return cell.replace("|", "\\|").replace("\n", " ");
  }
}
