package dev.bottleneck.reviewbot;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The shipped action, the one example workflow ({@link #EXAMPLE}) and every GitHub workflow the
 * docs show, read as text or YAML trees.
 */
final class ActionFiles {
  static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  /** The example workflow every page that shows one includes verbatim. */
  static final String EXAMPLE = "src/site/resources/examples/bottleneck.yml";

  static final String PLACEHOLDER = "OWNER/bottleneck@COMMIT_SHA";

  private static final Pattern YAML_BLOCK =
      Pattern.compile("(?m)^```ya?ml\\n(.*?)^```", Pattern.DOTALL);

  /** What makes a YAML block a GitHub Actions workflow or a piece of one. */
  private static final Pattern GITHUB_WORKFLOW =
      Pattern.compile("(?m)^\\s*(runs-on:|-?\\s*uses:\\s*[\\w.-]+/[\\w./-]*@)");

  private ActionFiles() {}

  static Path action() {
    return Tools.repositoryRoot().resolve("action.yml");
  }

  static JsonNode actionTree() {
    return read(action());
  }

  /** The example workflow, as a user pastes it. */
  static String documentedWorkflow() {
    return text(Tools.repositoryRoot().resolve(EXAMPLE));
  }

  /** The docs pages: the README and every page of the site. */
  static List<Path> docsPages() {
    Path root = Tools.repositoryRoot();
    List<Path> pages = new ArrayList<>();
    pages.add(root.resolve("README.md"));
    pages.add(root.resolve("CONTRIBUTING.md"));
    try (Stream<Path> files = Files.walk(root.resolve("src/site/markdown"))) {
      files.filter(file -> file.toString().endsWith(".md")).sorted().forEach(pages::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return pages;
  }

  /** Every GitHub workflow (or piece of one) in a YAML block of the page, in order. */
  static List<String> workflowsIn(Path page) {
    List<String> workflows = new ArrayList<>();
    Matcher block = YAML_BLOCK.matcher(text(page));
    while (block.find()) {
      if (GITHUB_WORKFLOW.matcher(block.group(1)).find()) {
        workflows.add(block.group(1));
      }
    }
    return workflows;
  }

  static JsonNode tree(String yaml) {
    try {
      return YAML.readTree(yaml);
    } catch (IOException e) {
      throw new AssertionError("Not YAML: " + e.getMessage() + "\n" + yaml, e);
    }
  }

  static String text(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonNode read(Path file) {
    return tree(text(file));
  }
}
