package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.LogConfigs;
import java.util.Optional;

/** Spring profile expressions of {@code <springProfile name="...">}. */
final class Profiles {
  private Profiles() {}

  /**
   * Whether an expression such as {@code dev | test} or {@code local,ci} is active only in profiles
   * that are not production: it negates nothing and names only {@link
   * LogConfigs#NON_PRODUCTION_PROFILES}. {@code !prod} is active in every other profile, so it is
   * production.
   */
  static boolean nonProduction(String expression) {
    return LogConfigs.nonProductionExpression(expression);
  }

  /** The profile of a {@code <springProfile name="...">} block inside {@code outer}, if any. */
  static Optional<String> within(Optional<String> outer, String expression) {
    return Optional.of(outer.map(enclosing -> enclosing + " & " + expression).orElse(expression));
  }
}
