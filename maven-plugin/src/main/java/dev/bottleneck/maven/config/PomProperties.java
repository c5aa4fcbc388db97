package dev.bottleneck.maven.config;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code ${name}} references of a pom's text, resolved against properties the caller read. */
final class PomProperties {
  private static final Pattern PROPERTY = Pattern.compile("\\$\\{([^}]+)}");
  private static final int NESTED_PROPERTIES = 5;

  private PomProperties() {}

  /** The text with every reference replaced, stripped; empty when one does not resolve. */
  static Optional<String> resolve(String text, Map<String, String> properties) {
    String value = text.strip();
    for (int i = 0; i < NESTED_PROPERTIES && value.contains("${"); i++) {
      Matcher matcher = PROPERTY.matcher(value);
      StringBuilder replaced = new StringBuilder();
      while (matcher.find()) {
        String known = properties.get(matcher.group(1));
        if (known == null) {
          return Optional.empty();
        }
        matcher.appendReplacement(replaced, Matcher.quoteReplacement(known.strip()));
      }
      matcher.appendTail(replaced);
      value = replaced.toString();
    }
    return value.contains("${") ? Optional.empty() : Optional.of(value);
  }
}
