package dev.bottleneck.catalog;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * One option of one rule, declared once for every engine: Error Prone reads it as {@code
 * -XepOpt:Rule:Name=value}, the Maven plugin as {@code -Dbottleneck.rules=Rule:Name=value}. Both
 * parse the value here, so a bad value gets the same one-line error text everywhere.
 *
 * @param rule the rule the option configures
 * @param name the option's name, UpperCamelCase
 * @param summary what the option does, one line
 * @param defaultValue the value when the option is not set
 * @param parser turns a value into the option's type; throws {@link IllegalArgumentException} whose
 *     message is the whole error text, naming the option and the valid values
 */
public record RuleOption<T>(
    Rule rule, String name, String summary, T defaultValue, Function<String, T> parser) {

  public RuleOption {
    Objects.requireNonNull(rule);
    Objects.requireNonNull(defaultValue);
    if (!name.matches("[A-Z][A-Za-z0-9]*")) {
      throw new IllegalArgumentException("an option name is UpperCamelCase, got '" + name + "'");
    }
  }

  /** {@code EagerLogMessage:Levels}: how every engine spells the option. */
  public String key() {
    return rule.id() + ":" + name;
  }

  /** The option's value, or its error text. */
  public record Parsed<T>(Optional<T> value, Optional<String> error) {
    /**
     * The value.
     *
     * @throws IllegalArgumentException with the error text, when the value was bad
     */
    public T orElseThrow() {
      return value.orElseThrow(() -> new IllegalArgumentException(error.orElseThrow()));
    }
  }

  /** The value set, or the default when {@code value} is null. Never throws. */
  public Parsed<T> parse(String value) {
    if (value == null) {
      return new Parsed<>(Optional.of(defaultValue), Optional.empty());
    }
    try {
      return new Parsed<>(Optional.of(parser.apply(value)), Optional.empty());
    } catch (IllegalArgumentException bad) {
      return new Parsed<>(Optional.empty(), Optional.of(bad.getMessage()));
    }
  }
}
