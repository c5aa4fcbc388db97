package dev.bottleneck.benchmarks.triage;

import java.util.Comparator;

/**
 * What identifies a finding across runs, as the plugin's baseline does: rule, module, file relative
 * to the module, enclosing member, and the hash of the reported code without whitespace. Lines and
 * columns are left out, so a label survives edits above the finding.
 *
 * @param module the module folder relative to the application root, {@code .} for the root module
 */
record TriageKey(String rule, String module, String file, String member, String snippetHash)
    implements Comparable<TriageKey> {
  static final int FIELDS = 5;

  private static final Comparator<TriageKey> ORDER =
      Comparator.comparing(TriageKey::rule)
          .thenComparing(TriageKey::module)
          .thenComparing(TriageKey::file)
          .thenComparing(TriageKey::member)
          .thenComparing(TriageKey::snippetHash);

  static TriageKey of(String[] fields) {
    return new TriageKey(fields[0], fields[1], fields[2], fields[3], fields[4]);
  }

  String tsv() {
    return String.join("\t", rule, module, file, member, snippetHash);
  }

  @Override
  public int compareTo(TriageKey other) {
    return ORDER.compare(this, other);
  }
}
