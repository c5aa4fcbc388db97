package dev.bottleneck.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * Renders the documentation site's Markdown pages to self-contained HTML for the catalog jar, where
 * {@link LocalPages} finds them. The build runs it after compiling the tests ({@code
 * process-test-classes}), with commonmark on the test class path only, so no engine depends on a
 * Markdown library at run time; {@code SitePagesTest} holds the packed pages equal to the Markdown.
 *
 * <p>Each page keeps its path ({@code rules/ObjectMapperPerCall.md} becomes {@code
 * rules/ObjectMapperPerCall.html}), so the pages' relative links work as they do on the site. The
 * site's snippet macros include the samples they name, and headings get the ids the site gives them
 * ({@code ## What it costs} is {@code #What_it_costs}).
 */
public final class SitePages {
  private static final List<org.commonmark.Extension> EXTENSIONS =
      List.of(TablesExtension.create());
  private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
  private static final HtmlRenderer RENDERER =
      HtmlRenderer.builder()
          .extensions(EXTENSIONS)
          .attributeProviderFactory(context -> SitePages::headingId)
          .build();

  private static final Pattern SNIPPET =
      Pattern.compile("(?m)^<!-- MACRO\\{snippet\\|file=([^}]+)\\} -->$");
  private static final Pattern TITLE = Pattern.compile("(?m)^# +(.+?) *$");
  private static final Pattern BACKTICKS = Pattern.compile("`+");

  private static final String STYLE =
      """
      body{font:16px/1.5 system-ui,sans-serif;max-width:56rem;margin:0 auto;padding:0 1rem 3rem;\
      color:#1f2328}
      header,footer{font-size:.875rem;color:#59636e;padding:.75rem 0}
      header{border-bottom:1px solid #d1d9e0}footer{border-top:1px solid #d1d9e0;margin-top:2rem}
      a{color:#0969da}code,pre{font:.875rem/1.45 ui-monospace,monospace}
      pre{background:#f6f8fa;padding:1rem;overflow:auto}
      :not(pre)>code{background:#eff1f3;padding:.1em .3em;border-radius:4px}
      table{border-collapse:collapse;display:block;overflow:auto}
      th,td{border:1px solid #d1d9e0;padding:.3rem .7rem;vertical-align:top}
      blockquote{margin:0;padding:0 1rem;color:#59636e;border-left:.25rem solid #d1d9e0}
      """;

  private SitePages() {}

  /**
   * Writes the pages and their index.
   *
   * @param args the site's Markdown folder, the repository root (snippet paths start there), the
   *     output folder, and the version the pages belong to
   */
  public static void main(String[] args) throws IOException {
    Path site = Path.of(args[0]);
    Path root = Path.of(args[1]);
    Path output = Path.of(args[2]);
    Map<String, String> pages = render(site, root, args[3]);
    for (Map.Entry<String, String> page : pages.entrySet()) {
      Path file = output.resolve(page.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, page.getValue(), StandardCharsets.UTF_8);
    }
    Files.writeString(
        output.resolve(LocalPages.INDEX), index(pages, args[3]), StandardCharsets.ISO_8859_1);
  }

  /** Every page of the site, by its path relative to the site's root, in path order. */
  static Map<String, String> render(Path site, Path root, String version) throws IOException {
    Map<String, String> pages = new TreeMap<>();
    try (Stream<Path> files = Files.walk(site)) {
      for (Path file : files.filter(path -> path.toString().endsWith(".md")).sorted().toList()) {
        String relative = site.relativize(file).toString().replace('\\', '/');
        String html = relative.substring(0, relative.length() - ".md".length()) + ".html";
        pages.put(html, page(Files.readString(file, StandardCharsets.UTF_8), html, root, version));
      }
    }
    return pages;
  }

  /** The index {@link LocalPages} reads: the version, a digest of every page, and their paths. */
  static String index(Map<String, String> pages, String version) {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    for (Map.Entry<String, String> page : pages.entrySet()) {
      digest.update((page.getKey() + "\n").getBytes(StandardCharsets.UTF_8));
      digest.update(page.getValue().getBytes(StandardCharsets.UTF_8));
    }
    return "# The site's pages as rendered by SitePages at build time; read by LocalPages.\n"
        + "version="
        + version
        + "\ndigest="
        + HexFormat.of().formatHex(digest.digest())
        + "\npages="
        + String.join(",", pages.keySet())
        + "\n";
  }

  /** One page, whole: the rendered Markdown between a header and a footer that name the build. */
  static String page(String markdown, String path, Path root, String version) {
    String up = "../".repeat((int) path.chars().filter(c -> c == '/').count());
    Matcher title = TITLE.matcher(markdown);
    String name = title.find() ? title.group(1) : path;
    String body = RENDERER.render(PARSER.parse(snippets(markdown, root)));
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        + "<title>"
        + escape(name)
        + " - bottleneck</title>\n<style>\n"
        + STYLE
        + "</style>\n</head>\n<body>\n<header><a href=\""
        + up
        + "index.html\">bottleneck</a> "
        + escape(version)
        + ": the documentation that came with this build</header>\n<main>\n"
        + body
        + "</main>\n<footer>Rendered from src/site/markdown/"
        + escape(path.substring(0, path.length() - ".html".length()))
        + ".md of bottleneck "
        + escape(version)
        + ".</footer>\n</body>\n</html>\n";
  }

  /** The site's snippet macros replaced with the files they name, as fenced code. */
  private static String snippets(String markdown, Path root) {
    Matcher macro = SNIPPET.matcher(markdown);
    StringBuilder out = new StringBuilder();
    while (macro.find()) {
      String file = macro.group(1).strip();
      String code;
      try {
        code = Files.readString(root.resolve(file), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException("The snippet " + file + " cannot be read", e);
      }
      String fence = "`".repeat(Math.max(3, longestBackticks(code) + 1));
      String language = file.substring(file.lastIndexOf('.') + 1);
      String block = fence + language + "\n" + code + (code.endsWith("\n") ? "" : "\n") + fence;
      macro.appendReplacement(out, Matcher.quoteReplacement(block));
    }
    macro.appendTail(out);
    return out.toString();
  }

  private static int longestBackticks(String code) {
    return BACKTICKS.matcher(code).results().mapToInt(run -> run.group().length()).max().orElse(0);
  }

  /** A heading's id as the site's renderer (Doxia) writes it: spaces as {@code _}, no marks. */
  private static void headingId(Node node, String tagName, Map<String, String> attributes) {
    if (node instanceof Heading heading) {
      StringBuilder text = new StringBuilder();
      heading.accept(
          new AbstractVisitor() {
            @Override
            public void visit(Text literal) {
              text.append(literal.getLiteral());
            }

            @Override
            public void visit(Code code) {
              text.append(code.getLiteral());
            }
          });
      attributes.put("id", id(text.toString()));
    }
  }

  static String id(String heading) {
    StringBuilder id = new StringBuilder();
    for (char c : heading.strip().toCharArray()) {
      if (Character.isLetterOrDigit(c) || c == '-' || c == '.' || c == '_') {
        id.append(c);
      } else if (Character.isWhitespace(c)) {
        id.append('_');
      }
    }
    return id.toString();
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
