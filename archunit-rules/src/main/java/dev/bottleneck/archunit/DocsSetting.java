package dev.bottleneck.archunit;

import com.tngtech.archunit.ArchConfiguration;
import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.LocalPages;

/**
 * Where the rules link to: {@code bottleneck.docsBaseUrl} in {@code archunit.properties}, the
 * setting the other engines read as {@code -XepOpt:Bottleneck:DocsBaseUrl} and {@code
 * bottleneck.docsBaseUrl}. The rules are constants, built when a test class first names them, so a
 * bad value must not fail there (an {@code ExceptionInInitializerError}, then a {@code
 * NoClassDefFoundError} for every later test); it fails each rule's evaluation instead, with the
 * one message that names the setting, the value and a valid example. Without the setting the rules
 * link the pages this build ships, installed on the machine as the other engines install them
 * ({@link LocalPages}); where they cannot be written, the site's future address, and standard error
 * says why once.
 */
final class DocsSetting {
  static final String PROPERTY = "bottleneck.docsBaseUrl";

  private DocsSetting() {}

  /**
   * The configured links, else the installed pages.
   *
   * @throws IllegalArgumentException whose message is the whole error text
   */
  static DocsLinks links() {
    return DocsLinks.parse(
            ArchConfiguration.get().getPropertyOrDefault(PROPERTY, ""),
            PROPERTY + " in archunit.properties")
        .orElseGet(DocsSetting::installed);
  }

  /** The configured links, or the installed pages while the setting is unusable. */
  static DocsLinks linksOrDefault() {
    try {
      return links();
    } catch (IllegalArgumentException unusable) {
      return installed();
    }
  }

  private static DocsLinks installed() {
    return LocalPages.links(
        problem ->
            System.err.println(
                "bottleneck: "
                    + problem
                    + "; set "
                    + PROPERTY
                    + " in archunit.properties to the address of your own copy of the pages"));
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
