package dev.bottleneck.archunit;

import com.tngtech.archunit.ArchConfiguration;
import dev.bottleneck.catalog.DocsLinks;

/**
 * Where the rules link to: {@code bottleneck.docsBaseUrl} in {@code archunit.properties}, the
 * setting the other engines read as {@code -XepOpt:Bottleneck:DocsBaseUrl} and {@code
 * bottleneck.docsBaseUrl}. The rules are constants, built when a test class first names them, so a
 * bad value must not fail there (an {@code ExceptionInInitializerError}, then a {@code
 * NoClassDefFoundError} for every later test); it fails each rule's evaluation instead, with the
 * one message that names the setting, the value and a valid example.
 */
final class DocsSetting {
  static final String PROPERTY = "bottleneck.docsBaseUrl";

  private DocsSetting() {}

  /**
   * @throws IllegalArgumentException whose message is the whole error text
   */
  static DocsLinks links() {
    return DocsLinks.parse(
        ArchConfiguration.get().getPropertyOrDefault(PROPERTY, ""),
        PROPERTY + " in archunit.properties");
  }

  /** The configured links, or the published site while the setting is unusable. */
  static DocsLinks linksOrDefault() {
    try {
      return links();
    } catch (IllegalArgumentException unusable) {
      return DocsLinks.DEFAULT;
    }
  }

  /** Fails an evaluation while the setting is unusable, with its message alone. */
  static void requireUsable() {
    try {
      links();
    } catch (IllegalArgumentException unusable) {
      throw new AssertionError(unusable.getMessage());
    }
  }
}
