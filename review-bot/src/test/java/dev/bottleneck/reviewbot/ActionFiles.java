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

/** The shipped action and the workflow the guide documents, read as YAML trees. */
final class ActionFiles {
  static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  static final String GUIDE = "src/site/markdown/pull-requests.md";
  static final String PLACEHOLDER = "OWNER/bottleneck@COMMIT_SHA";

  private static final Pattern LINTED_BLOCK =
      Pattern.compile("<!-- actionlint:[^>]*-->\\s*```yaml\\n(.*?)```", Pattern.DOTALL);

  private ActionFiles() {}

  static Path action() {
    return Tools.repositoryRoot().resolve("action.yml");
  }

  static JsonNode actionTree() {
    return read(action());
  }

  /** The guide's example workflow, as a user pastes it. */
  static String documentedWorkflow() {
    String guide = text(Tools.repositoryRoot().resolve(GUIDE));
    Matcher matcher = LINTED_BLOCK.matcher(guide);
    List<String> blocks = new ArrayList<>();
    while (matcher.find()) {
      blocks.add(matcher.group(1));
    }
    if (blocks.size() != 1) {
      throw new AssertionError(
          GUIDE
              + " should hold one yaml block after an <!-- actionlint --> marker, found "
              + blocks.size());
    }
    return blocks.get(0);
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
