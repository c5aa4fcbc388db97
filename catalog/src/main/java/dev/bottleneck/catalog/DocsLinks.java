package dev.bottleneck.catalog;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where the rule pages are, one setting for every engine: Error Prone reads it as {@code
 * -XepOpt:Bottleneck:DocsBaseUrl=...}, the Maven plugin as {@code bottleneck.docsBaseUrl}, the
 * command as {@code --docs-base-url}, the ArchUnit rules as {@code bottleneck.docsBaseUrl} in
 * {@code archunit.properties}. Left out, links point to the pages this build ships, installed on
 * the user's machine ({@link LocalPages}). A team that hosts the site itself points every link of
 * every report there. A base in a repository's rendered sources ({@code
 * https://github.com/OWNER/bottleneck/blob/COMMIT/src/site/markdown/rules/}, where GitHub and
 * GitLab show the pages without any site) links the pages' markdown sources: {@code <RuleId>.md},
 * and {@code .md} for every page a page links.
 *
 * @param baseUrl the folder that holds {@code <RuleId>.html}, ending with {@code /}; null for
 *     {@link #NONE}
 */
public record DocsLinks(URI baseUrl) {
  /** The Error Prone flag, after {@code -XepOpt:}. */
  public static final String FLAG = "Bottleneck:DocsBaseUrl";

  /** How the Error Prone flag is spelled on the command line, for messages. */
  public static final String FLAG_SETTING = "-XepOpt:" + FLAG;

  /**
   * The address the site is to be published at, where nothing is served yet: the links of a run
   * whose pages could not be installed on the machine, which says so.
   */
  public static final DocsLinks SITE = new DocsLinks(URI.create(Rule.DOCS_BASE_URL));

  /**
   * No address: for a report that travels to other machines (SARIF, SpotBugs's messages) when no
   * base is configured. Such a report carries no page address; a relative link of a page becomes
   * its text, an absolute one stays.
   */
  public static final DocsLinks NONE = new DocsLinks(null);

  private static final Set<String> SCHEMES = Set.of("http", "https", "file");
  private static final String EXAMPLE = "https://docs.example.com/bottleneck/rules/";

  /** A link with a scheme, which stays as written. */
  private static final Pattern ABSOLUTE = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*:");

  /** A site page's extension, before any fragment. */
  private static final Pattern HTML_PAGE = Pattern.compile("\\.html(#.*)?$");

  public DocsLinks {
    if (baseUrl != null && (!baseUrl.isAbsolute() || !baseUrl.getPath().endsWith("/"))) {
      throw new IllegalArgumentException("a docs base URL is absolute and ends with /: " + baseUrl);
    }
  }

  /**
   * The setting's value, or empty when {@code value} is null or blank: then the engine links the
   * pages installed on the machine ({@link LocalPages}).
   *
   * @param setting how the user spelled the setting, named in the error, e.g. {@code
   *     bottleneck.docsBaseUrl}
   * @throws IllegalArgumentException whose message is the whole error text: the setting, the value,
   *     what is wrong and a valid example
   */
  public static Optional<DocsLinks> parse(String value, String setting) {
    if (value == null || value.isBlank()) {
      return Optional.empty();
    }
    String text = value.strip();
    URI uri;
    try {
      uri = new URI(text);
    } catch (URISyntaxException e) {
      String where = " at character " + (e.getIndex() + 1);
      throw bad(setting, value, "it is not a URL (" + e.getReason() + where + ")");
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!uri.isAbsolute() || uri.isOpaque() || !SCHEMES.contains(scheme)) {
      throw bad(setting, value, "it is not an absolute http, https or file URL");
    }
    if (!scheme.equals("file") && (uri.getHost() == null || uri.getHost().isEmpty())) {
      throw bad(setting, value, "it names no host");
    }
    if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
      throw bad(setting, value, "a base URL has no query (?) or fragment (#)");
    }
    String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
    if (!path.endsWith("/")) {
      // The base is a folder: "https://host/rules" means the pages under it, not a page "rules".
      path = path + "/";
    }
    return Optional.of(new DocsLinks(URI.create(scheme + ":" + authority(uri) + path)));
  }

  private static String authority(URI uri) {
    return uri.getRawAuthority() == null ? "//" : "//" + uri.getRawAuthority();
  }

  private static IllegalArgumentException bad(String setting, String value, String why) {
    return new IllegalArgumentException(
        setting
            + "="
            + value
            + " is not a usable docs base URL: "
            + why
            + "; set it to the address of the folder that holds the rule pages, such as "
            + EXAMPLE
            + ", or leave it out to link to the pages installed with bottleneck");
  }

  /** Whether links have an address: every value but {@link #NONE}. */
  public boolean addressed() {
    return baseUrl != null;
  }

  /**
   * The rule's page.
   *
   * @throws IllegalStateException for {@link #NONE}, which has no address
   */
  public String page(Rule rule) {
    if (baseUrl == null) {
      throw new IllegalStateException("No docs base: the page of " + rule.id() + " has no address");
    }
    return baseUrl + rule.id() + (markdownSources() ? ".md" : ".html");
  }

  /**
   * Whether the base is a folder of a repository's sources as its host renders them ({@code /blob/}
   * on GitHub, {@code /-/blob/} on GitLab), whose pages are the markdown files.
   */
  public boolean markdownSources() {
    return baseUrl != null && baseUrl.getPath().contains("/blob/");
  }

  /**
   * The page of the rule with this id, or the base when the catalog does not know the id.
   *
   * @throws IllegalStateException for {@link #NONE}, which has no address
   */
  public String page(String ruleId) {
    return Rule.find(ruleId).map(this::page).orElse(baseUrl.toString());
  }

  /**
   * A link of a rule page resolved to an absolute URL: {@code ObjectMapperPerCall.html} is a
   * sibling page, {@code ../archunit.html} a guide one folder up. Absolute links stay as written.
   * Empty for a relative link under {@link #NONE}.
   */
  public Optional<String> resolve(String link) {
    boolean absolute = ABSOLUTE.matcher(link).lookingAt();
    if (baseUrl == null) {
      return absolute ? Optional.of(link) : Optional.empty();
    }
    String resolved = baseUrl.resolve(link).toString();
    if (resolved.startsWith("file:/") && !resolved.startsWith("file://")) {
      // URI.resolve drops the empty authority of file:///...; keep the form the base has.
      resolved = "file://" + resolved.substring("file:".length());
    }
    return Optional.of(
        markdownSources() && !absolute
            ? HTML_PAGE.matcher(resolved).replaceFirst(".md$1")
            : resolved);
  }
}
