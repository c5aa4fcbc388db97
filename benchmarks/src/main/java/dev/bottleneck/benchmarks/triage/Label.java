package dev.bottleneck.benchmarks.triage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A human verdict on the findings with one key. The reason of a false alarm (and of a debatable
 * one) starts with the name of its pattern, then a colon: {@code start-up code: @PostConstruct}.
 */
record Label(TriageKey key, Verdict verdict, String reason) {
  static final String HEADER =
      "# rule\tmodule\tfile\tmember\tsnippet hash\tverdict (true|debatable|false)\treason";

  enum Verdict {
    TRUE,
    DEBATABLE,
    FALSE;

    String text() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** The text before the reason's first colon, or the whole reason. */
  String pattern() {
    int colon = reason.indexOf(':');
    return (colon < 0 ? reason : reason.substring(0, colon)).strip();
  }

  String tsv() {
    return String.join("\t", key.tsv(), verdict.text(), reason);
  }

  /** No labels when the file does not exist yet: every finding is then unlabelled. */
  static List<Label> read(Path file) {
    List<Label> labels = new ArrayList<>();
    if (!Files.exists(file)) {
      return labels;
    }
    Set<TriageKey> seen = new HashSet<>();
    for (TsvLines.Row row : TsvLines.read(file, HEADER)) {
      String where = row.where();
      String[] fields = row.fields();
      Verdict verdict;
      try {
        verdict = Verdict.valueOf(fields[5].strip().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            where + "verdict '" + fields[5] + "' is none of true, debatable, false", e);
      }
      if (fields[6].isBlank()) {
        throw new IllegalArgumentException(where + "give a one-line reason for the verdict");
      }
      Label label = new Label(TriageKey.of(fields), verdict, fields[6].strip());
      if (!seen.add(label.key())) {
        throw new IllegalArgumentException(where + "the key is labelled twice; keep one line");
      }
      labels.add(label);
    }
    return labels;
  }
}
