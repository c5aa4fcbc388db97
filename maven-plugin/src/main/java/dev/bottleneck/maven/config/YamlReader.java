package dev.bottleneck.maven.config;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads the scalar values of every document of a YAML file with the path of keys above them, nested
 * or flat ({@code spring: mvc: pathmatch.matching-strategy:} alike), and where each value starts.
 * Only the node tree is composed, so no tag or type of the file is ever instantiated.
 */
final class YamlReader {
  private YamlReader() {}

  static List<ConfigEntry> read(Path file, String text) throws ConfigFileException {
    String[] lines = text.split("\r\n|\r|\n", -1);
    List<ConfigEntry> entries = new ArrayList<>();
    try {
      for (Node document : new Yaml(new LoaderOptions()).composeAll(new StringReader(text))) {
        collect(document, "", lines, entries);
      }
    } catch (MarkedYAMLException e) {
      Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
      int line = mark == null ? 1 : mark.getLine() + 1;
      int column = mark == null ? 1 : mark.getColumn() + 1;
      String problem = e.getProblem() != null ? e.getProblem() : e.getMessage();
      String context = e.getContext() != null ? " " + e.getContext() : "";
      throw new ConfigFileException(file, line, column, problem + context);
    } catch (YAMLException e) {
      throw new ConfigFileException(file, 1, 1, e.getMessage());
    }
    return entries;
  }

  private static void collect(Node node, String path, String[] lines, List<ConfigEntry> entries) {
    if (node instanceof MappingNode mapping) {
      for (NodeTuple tuple : mapping.getValue()) {
        if (tuple.getKeyNode() instanceof ScalarNode key) {
          String child = path.isEmpty() ? key.getValue() : path + "." + key.getValue();
          collect(tuple.getValueNode(), child, lines, entries);
        }
      }
    } else if (node instanceof SequenceNode sequence) {
      for (int i = 0; i < sequence.getValue().size(); i++) {
        collect(sequence.getValue().get(i), path + "[" + i + "]", lines, entries);
      }
    } else if (node instanceof ScalarNode scalar && !path.isEmpty()) {
      int line = scalar.getStartMark().getLine() + 1;
      int column = scalar.getStartMark().getColumn() + 1;
      String snippet = line <= lines.length ? lines[line - 1].strip() : scalar.getValue();
      entries.add(new ConfigEntry(path, scalar.getValue(), line, column, snippet));
    }
  }
}
