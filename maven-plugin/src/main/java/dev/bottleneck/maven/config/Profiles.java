package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.LogConfigs;
import java.util.Arrays;
import java.util.List;

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
    if (expression.isBlank() || expression.contains("!")) {
      return false;
    }
    List<String> names =
        Arrays.stream(expression.split("[,|&()\\s]+")).filter(name -> !name.isBlank()).toList();
    return !names.isEmpty() && names.stream().allMatch(LogConfigs::nonProductionProfile);
  }
}
