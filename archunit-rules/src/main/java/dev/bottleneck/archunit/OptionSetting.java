package dev.bottleneck.archunit;

import com.tngtech.archunit.ArchConfiguration;
import dev.bottleneck.catalog.RuleOption;

/**
 * A rule option of the catalog as {@code archunit.properties} sets it: {@code bottleneck.} and the
 * option's key, the colon escaped as the properties format needs ({@code
 * bottleneck.WideTransactional\:RemoteTypes=com.acme.rpc.RpcService}), the option the other engines
 * read as {@code -XepOpt:WideTransactional:RemoteTypes} and {@code
 * -Dbottleneck.rules=WideTransactional:RemoteTypes=...}. A bad value fails the rule's evaluation
 * with the catalog's one-line error, not the class that names the rule.
 */
final class OptionSetting {
  private OptionSetting() {}

  /** The property that sets {@code option}. */
  static String property(RuleOption<?> option) {
    return "bottleneck." + option.key();
  }

  /**
   * @throws AssertionError whose message is the catalog's error text, for a bad value
   */
  static <T> T value(RuleOption<T> option) {
    String value = ArchConfiguration.get().getPropertyOrDefault(property(option), null);
    RuleOption.Parsed<T> parsed = option.parse(value);
    if (parsed.error().isPresent()) {
      throw new AssertionError(parsed.error().get());
    }
    return parsed.value().orElseThrow();
  }
}
