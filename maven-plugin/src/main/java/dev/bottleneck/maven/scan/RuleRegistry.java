package dev.bottleneck.maven.scan;

import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.spi.JavaRule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The Java rules of this plugin, found through {@link ServiceLoader} with the plugin's own class
 * loader (each rule registers with {@code @AutoService(JavaRule.class)}), in catalog order. Adding
 * a rule needs no line here.
 */
final class RuleRegistry {
  private static final List<JavaRule> LOADED = load();

  /**
   * The rules of the last call, as its options configured them: a build's modules share their rules
   * and options, and a rule keeps nothing of one module's files, so each module need not build its
   * rules' word lists and matchers again. One entry, so that a long-lived process holds no more.
   */
  private static final AtomicReference<Configured> LAST = new AtomicReference<>();

  private record Configured(Set<String> ids, Map<String, String> options, List<JavaRule> rules) {}

  private RuleRegistry() {}

  /** Every rule on the plugin's class path, in catalog order. */
  static List<JavaRule> all() {
    return LOADED;
  }

  /**
   * The rules among {@code ids} that this engine implements, configured from {@code options}, in
   * catalog order.
   *
   * @throws IllegalArgumentException for an unknown rule id, an unknown option of one of these
   *     rules, or a bad option value
   */
  static List<JavaRule> create(Set<String> ids, Map<String, String> options) {
    Set<String> implemented = new TreeSet<>();
    Set<String> known = new TreeSet<>();
    for (JavaRule rule : LOADED) {
      implemented.add(rule.id());
      known.addAll(rule.options());
    }
    for (String key : options.keySet()) {
      String ruleId = key.contains(":") ? key.substring(0, key.indexOf(':')) : key;
      if (implemented.contains(ruleId) && !known.contains(key)) {
        String meant =
            known.stream()
                .filter(option -> option.equalsIgnoreCase(key))
                .map(option -> " (did you mean " + option + "?)")
                .findFirst()
                .orElse("");
        throw new IllegalArgumentException(
            "Unknown rule option '" + key + "'" + meant + "; known options are " + known);
      }
    }
    for (String id : new TreeSet<>(ids)) {
      Rule.byId(id);
    }
    Configured last = LAST.get();
    if (last != null && last.ids().equals(ids) && last.options().equals(options)) {
      return last.rules();
    }
    List<JavaRule> rules = new ArrayList<>();
    for (JavaRule rule : LOADED) {
      if (ids.contains(rule.id())) {
        rules.add(rule.configure(options));
      }
    }
    Configured now = new Configured(Set.copyOf(ids), Map.copyOf(options), List.copyOf(rules));
    LAST.set(now);
    return now.rules();
  }

  private static List<JavaRule> load() {
    Map<String, JavaRule> byId = new HashMap<>();
    for (JavaRule rule : ServiceLoader.load(JavaRule.class, JavaRule.class.getClassLoader())) {
      if (Rule.find(rule.id()).isEmpty()) {
        throw new IllegalStateException(
            rule.getClass().getName()
                + " claims rule id '"
                + rule.id()
                + "', which the catalog does not know; known ids are "
                + Rule.knownIds());
      }
      JavaRule previous = byId.putIfAbsent(rule.id(), rule);
      if (previous != null) {
        throw new IllegalStateException(
            "Two Java rules claim the id '"
                + rule.id()
                + "': "
                + previous.getClass().getName()
                + " and "
                + rule.getClass().getName());
      }
    }
    return byId.values().stream()
        .sorted(Comparator.comparing(rule -> Rule.byId(rule.id()).ordinal()))
        .toList();
  }
}
