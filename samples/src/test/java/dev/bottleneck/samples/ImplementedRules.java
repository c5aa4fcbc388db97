package dev.bottleneck.samples;

import com.google.errorprone.bugpatterns.BugChecker;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.spi.JavaRule;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The engines' rules as a user's build loads them (through {@link ServiceLoader}), and the catalog
 * rules each engine claims and has: what the conformance tests run and expect findings of. A rule
 * an engine claims without having it fails once, in the test that holds the engine to the catalog
 * ({@link CatalogTest} for Error Prone, {@code RuleRegistryTest} in the plugin), and not again in
 * every test that would expect its findings.
 */
final class ImplementedRules {
  /** The catalog's Error Prone rules whose check is registered. */
  static final Set<String> ERROR_PRONE =
      ids(
          errorProneChecks().stream().map(checker -> checker.getClass().getSimpleName()),
          Engine.ERROR_PRONE);

  /** The rules of {@link #ERROR_PRONE} that the Maven plugin claims and has too. */
  static final Set<String> ERROR_PRONE_AND_PLUGIN =
      ids(
          ServiceLoader.load(JavaRule.class).stream()
              .map(provider -> provider.get().id())
              .filter(ERROR_PRONE::contains),
          Engine.MAVEN_PLUGIN);

  private ImplementedRules() {}

  /** The catalog's Error Prone rules whose check is not registered ({@link CatalogTest} fails). */
  static List<Rule> errorProneRulesWithoutCheck() {
    return Stream.of(Rule.values())
        .filter(rule -> rule.implementedBy(Engine.ERROR_PRONE))
        .filter(rule -> !ERROR_PRONE.contains(rule.id()))
        .toList();
  }

  /**
   * The rules of {@link #ERROR_PRONE} in catalog order: those a build may name with {@code -Xep},
   * since Error Prone stops at a check it does not know. A list of checks gains a rule once its
   * check exists.
   */
  static List<Rule> errorProneRules() {
    return Stream.of(Rule.values()).filter(rule -> ERROR_PRONE.contains(rule.id())).toList();
  }

  /** Our checks registered through {@code @AutoService(BugChecker.class)}. */
  static List<BugChecker> errorProneChecks() {
    List<BugChecker> ours = new ArrayList<>();
    for (BugChecker checker : ServiceLoader.load(BugChecker.class)) {
      if (checker.getClass().getName().startsWith("dev.bottleneck.")) {
        ours.add(checker);
      }
    }
    return ours;
  }

  /** Those of {@code loaded} that name a catalog rule claiming {@code engine}. */
  private static Set<String> ids(Stream<String> loaded, Engine engine) {
    return loaded
        .filter(id -> Rule.find(id).filter(rule -> rule.implementedBy(engine)).isPresent())
        .collect(Collectors.toUnmodifiableSet());
  }
}
