package dev.bottleneck.cli.lsp;

import dev.bottleneck.maven.run.Parameters;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * The settings a module's build gives {@code bottleneck-maven-plugin}, read from its {@code
 * pom.xml} and the parent poms within the workspace as Maven would apply them: the plugin's {@code
 * <configuration>} (in {@code <pluginManagement>}, in {@code <plugins>} and in the executions of
 * {@code check}), a child's value over its parent's, then the {@code bottleneck.*} properties for
 * what the configuration leaves out, with {@code ${...}} taken from the poms' properties and the
 * module's folders. Settings that only the build's verdict and reports use, and any value this
 * reading cannot work out, are ignored, each with a line that says so.
 */
final class PomSettings {
  static final String PLUGIN = "bottleneck-maven-plugin";

  /** Parameters that the editor applies as the build does. */
  private static final Set<String> APPLIED =
      Set.of(
          "rules",
          "includes",
          "excludes",
          "includeTests",
          "includeGeneratedSources",
          "encoding",
          "docsBaseUrl",
          "threads",
          "baselineFile",
          "skip");

  /** Parameters of the build's verdict and reports, and why an editor has no use for them. */
  private static final Map<String, String> NOT_FOR_AN_EDITOR =
      Map.of(
          "since", "the editor shows the findings of every line of the files it analyzes",
          "failOnViolation", "the editor shows findings and fails nothing",
          "failOnParseError", "the editor shows a file that does not parse as one diagnostic",
          "failFast", "the editor shows findings and fails nothing",
          "formats", "the editor writes no reports",
          "outputDirectory", "the editor writes no reports",
          "dryRun", "the editor offers fixes one at a time");

  private static final Pattern EXPRESSION = Pattern.compile("\\$\\{([^}]+)}");

  /**
   * What the poms say.
   *
   * @param parameters the settings the run checks, as the goals pass them
   * @param baselineFile the baseline file, if the build names one
   * @param skip whether the build skips the analysis of the module
   */
  record Read(Parameters parameters, Optional<Path> baselineFile, boolean skip) {}

  private final Path basedir;
  private final Consumer<String> ignored;
  private final Map<String, String> properties = new LinkedHashMap<>();
  private final Map<String, List<String>> configuration = new LinkedHashMap<>();

  private PomSettings(Path basedir, Consumer<String> ignored) {
    this.basedir = basedir;
    this.ignored = ignored;
  }

  /**
   * The settings of the module in {@code basedir}: the plugin's defaults when it has no {@code
   * pom.xml}.
   *
   * @param workspace parents outside this folder are not read
   * @param ignored told of each setting that is not applied, and why, in a line of its own
   */
  static Read read(Path basedir, Path workspace, Consumer<String> ignored) {
    PomSettings settings = new PomSettings(basedir, ignored);
    List<Element> chain = new ArrayList<>();
    Set<Path> seen = new HashSet<>();
    for (Path pom = basedir.resolve("pom.xml");
        pom != null && pom.startsWith(workspace) && Files.isRegularFile(pom) && seen.add(pom); ) {
      Optional<Element> project = parse(pom, ignored);
      if (project.isEmpty()) {
        break;
      }
      chain.add(0, project.get());
      pom = parent(pom, project.get()).orElse(null);
    }
    chain.forEach(settings::add);
    return settings.read();
  }

  /** The parent's pom as {@code <relativePath>} (by default {@code ../pom.xml}) names it. */
  private static Optional<Path> parent(Path pom, Element project) {
    return child(project, "parent")
        .map(parent -> child(parent, "relativePath").map(PomSettings::text).orElse("../pom.xml"))
        .filter(relative -> !relative.isBlank())
        .map(
            relative -> {
              Path path = pom.getParent().resolve(relative).normalize();
              return Files.isDirectory(path) ? path.resolve("pom.xml") : path;
            });
  }

  private void add(Element project) {
    child(project, "properties")
        .ifPresent(
            element -> elements(element).forEach(p -> properties.put(p.getTagName(), text(p))));
    Optional<Element> build = child(project, "build");
    List<Element> plugins = new ArrayList<>();
    build
        .flatMap(b -> child(b, "pluginManagement"))
        .flatMap(m -> child(m, "plugins"))
        .ifPresent(p -> plugins.addAll(elements(p)));
    build.flatMap(b -> child(b, "plugins")).ifPresent(p -> plugins.addAll(elements(p)));
    for (Element plugin : plugins) {
      if (child(plugin, "artifactId").map(PomSettings::text).filter(PLUGIN::equals).isPresent()) {
        child(plugin, "configuration").ifPresent(this::configure);
        child(plugin, "executions").ifPresent(this::configureCheck);
      }
    }
  }

  /** The configuration of the executions that run {@code check}. */
  private void configureCheck(Element executions) {
    for (Element execution : elements(executions)) {
      boolean check =
          child(execution, "goals")
              .map(goals -> elements(goals).stream().anyMatch(g -> text(g).equals("check")))
              .orElse(false);
      if (check) {
        child(execution, "configuration").ifPresent(this::configure);
      }
    }
  }

  private void configure(Element element) {
    for (Element parameter : elements(element)) {
      List<Element> items = elements(parameter);
      List<String> values = new ArrayList<>();
      if (items.isEmpty()) {
        values.add(text(parameter));
      } else {
        items.forEach(item -> values.add(text(item)));
      }
      configuration.put(parameter.getTagName(), values);
    }
  }

  private Read read() {
    for (String name : configuration.keySet()) {
      if (NOT_FOR_AN_EDITOR.containsKey(name)) {
        ignore(name, NOT_FOR_AN_EDITOR.get(name));
      } else if (!APPLIED.contains(name)) {
        ignore(name, "the plugin has no such parameter");
      }
    }
    Parameters parameters =
        new Parameters(
            value("rules").orElse(null),
            list("includes"),
            list("excludes"),
            flag("includeTests"),
            flag("includeGeneratedSources"),
            null,
            value("encoding").or(() -> property("project.build.sourceEncoding")).orElse("UTF-8"),
            value("docsBaseUrl").orElse(null),
            false,
            threads());
    Optional<Path> baseline = value("baselineFile").map(file -> basedir.resolve(file).normalize());
    return new Read(parameters, baseline, flag("skip"));
  }

  /** Says that the setting {@code name} is not applied, and why. */
  private void ignore(String name, String why) {
    ignored.accept(
        "bottleneck: ignored the setting "
            + name
            + " of "
            + PLUGIN
            + " in the pom of "
            + basedir
            + ": "
            + why);
  }

  /** The parameter's value, else its {@code bottleneck.} property, with expressions evaluated. */
  private Optional<String> value(String name) {
    List<String> values = configuration.get(name);
    String raw = values != null ? String.join(",", values) : properties.get("bottleneck." + name);
    if (raw == null || raw.isBlank()) {
      return Optional.empty();
    }
    Optional<String> evaluated = evaluate(raw);
    if (evaluated.isEmpty()) {
      ignore(name, raw + " refers to a value that only Maven knows; the default applies");
    }
    return evaluated;
  }

  private List<String> list(String name) {
    return value(name).map(text -> List.of(text.split(","))).orElse(null);
  }

  private boolean flag(String name) {
    return value(name).map(text -> Boolean.parseBoolean(text.strip())).orElse(false);
  }

  private Integer threads() {
    Optional<String> threads = value("threads");
    try {
      return threads.map(text -> Integer.valueOf(text.strip())).orElse(null);
    } catch (NumberFormatException notANumber) {
      ignore("threads", threads.get() + " is not a number; every available processor is used");
      return null;
    }
  }

  private Optional<String> property(String name) {
    return Optional.ofNullable(properties.get(name)).flatMap(this::evaluate);
  }

  /** The text with every {@code ${...}} replaced, or empty when one cannot be worked out. */
  private Optional<String> evaluate(String text) {
    String now = text;
    // Properties may refer to properties; a cycle is cut short.
    for (int round = 0; round < 10 && EXPRESSION.matcher(now).find(); round++) {
      Matcher expression = EXPRESSION.matcher(now);
      StringBuilder out = new StringBuilder();
      while (expression.find()) {
        Optional<String> value = known(expression.group(1));
        if (value.isEmpty()) {
          return Optional.empty();
        }
        expression.appendReplacement(out, Matcher.quoteReplacement(value.get()));
      }
      expression.appendTail(out);
      now = out.toString();
    }
    return EXPRESSION.matcher(now).find() ? Optional.empty() : Optional.of(now.strip());
  }

  private Optional<String> known(String name) {
    return switch (name) {
      case "basedir", "project.basedir" -> Optional.of(basedir.toString());
      case "project.build.directory" -> Optional.of(basedir.resolve("target").toString());
      default -> Optional.ofNullable(properties.get(name));
    };
  }

  private static Optional<Element> parse(Path pom, Consumer<String> ignored) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return Optional.of(factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement());
    } catch (ParserConfigurationException | SAXException | IOException unreadable) {
      ignored.accept(
          "bottleneck: ignored "
              + pom
              + ", which is not a readable pom ("
              + unreadable.getMessage()
              + "): the settings it and its parents give do not apply");
      return Optional.empty();
    }
  }

  private static Optional<Element> child(Element parent, String name) {
    return elements(parent).stream().filter(e -> e.getTagName().equals(name)).findFirst();
  }

  private static List<Element> elements(Element parent) {
    List<Element> children = new ArrayList<>();
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element element) {
        children.add(element);
      }
    }
    return children;
  }

  private static String text(Element element) {
    return element.getTextContent().strip();
  }
}
