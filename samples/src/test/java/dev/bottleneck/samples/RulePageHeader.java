package dev.bottleneck.samples;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.util.Locale;
import java.util.stream.Collectors;

/** The header every rule page starts with, made from the catalog so that the two cannot drift. */
final class RulePageHeader {
  private RulePageHeader() {}

  static String of(Rule rule) {
    String engines =
        rule.engines().stream().map(RulePageHeader::engineName).collect(Collectors.joining(", "));
    return "# " + rule.id() + "\n\n"
        + "*" + rule.summary() + "*\n\n"
        + "| Default severity | Tags | Engines |\n"
        + "|---|---|---|\n"
        + "| " + rule.severity().name().toLowerCase(Locale.ROOT) + " | "
        + String.join(", ", rule.tags()) + " | " + engines + " |\n";
  }

  private static String engineName(Engine engine) {
    return switch (engine) {
      case ERROR_PRONE -> "Error Prone";
      case MAVEN_PLUGIN -> "Maven plugin";
      case ARCHUNIT -> "ArchUnit";
    };
  }
}
