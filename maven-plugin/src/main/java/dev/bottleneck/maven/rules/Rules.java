package dev.bottleneck.maven.rules;

import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.spi.JavaRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/** The Java source rules of this engine, by catalog id. */
public final class Rules {
  private static final Map<String, Function<Map<String, String>, JavaRule>> BY_ID =
      Map.of(
          EagerLogMessageRule.ID, EagerLogMessageRule::new,
          ObjectMapperPerCallRule.ID, options -> new ObjectMapperPerCallRule(),
          JaxbContextPerCallRule.ID, options -> new JaxbContextPerCallRule(),
          HttpClientPerCallRule.ID, options -> new HttpClientPerCallRule(),
          WideTransactionalRule.ID, options -> new WideTransactionalRule(),
          AntPathMatcherRule.ID, options -> new AntPathMatcherRule(),
          CommonPoolAsyncRule.ID, options -> new CommonPoolAsyncRule());
  private static final Set<String> OPTIONS = Set.of(LogLevels.OPTION);

  private Rules() {}

  /** Whether this engine implements the rule with this catalog id. */
  public static boolean implemented(String id) {
    return BY_ID.containsKey(id);
  }

  /**
   * The rules among {@code ids} that this engine implements, configured from {@code options}.
   *
   * @throws IllegalArgumentException for an unknown option of one of these rules, or a bad value
   */
  public static List<JavaRule> create(Set<String> ids, Map<String, String> options) {
    for (String key : options.keySet()) {
      String ruleId = key.contains(":") ? key.substring(0, key.indexOf(':')) : key;
      if (BY_ID.containsKey(ruleId) && !OPTIONS.contains(key)) {
        throw new IllegalArgumentException(
            "Unknown rule option '" + key + "'; known options are " + new TreeSet<>(OPTIONS));
      }
    }
    List<JavaRule> rules = new ArrayList<>();
    for (String id : new TreeSet<>(ids)) {
      Rule.byId(id);
      Function<Map<String, String>, JavaRule> factory = BY_ID.get(id);
      if (factory != null) {
        rules.add(factory.apply(options));
      }
    }
    return List.copyOf(rules);
  }
}
