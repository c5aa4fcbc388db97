package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.LogConfigs;
import java.util.Optional;

/**
 * Spring profile expressions of {@code <springProfile name="...">}; whether one is production is
 * {@link LogConfigs#nonProductionExpression}.
 */
final class Profiles {
  private Profiles() {}

  /** The profile of a {@code <springProfile name="...">} block inside {@code outer}, if any. */
  static Optional<String> within(Optional<String> outer, String expression) {
    return Optional.of(outer.map(enclosing -> enclosing + " & " + expression).orElse(expression));
  }
}
