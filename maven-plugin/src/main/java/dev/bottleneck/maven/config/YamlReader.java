package dev.bottleneck.maven.config;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
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
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads the scalar values of every document of a YAML file with the path of keys above them, nested
 * or flat ({@code spring: mvc: pathmatch.matching-strategy:} alike), and where each value starts.
 * Only the node tree is composed, so no tag or type of the file is ever instantiated.
 *
 * <p>The walk is bounded whatever the file holds. A file whose aliases would expand it to more than
 * {@value #MAX_ENTRIES} values is refused with a message that names that limit: an alias bomb of a
 * few hundred bytes expands to gigabytes in Spring Boot and in a naive walk alike. The walk counts
 * the values it visits and stops at the limit, so it never expands further. Every alias is walked
 * as Spring Boot expands it, merge keys ({@code <<: *defaults}) included, and a collection that
 * contains itself is not entered again. The walk keeps its own stack, so depth costs heap, not the
 * thread's stack.
 */
final class YamlReader {
  /** Far above any real Spring Boot configuration, far below what exhausts a build's heap. */
  static final int MAX_ENTRIES = 100_000;

  /** SnakeYAML's default limits, set here so that the messages can name them. */
  static final int MAX_NESTING = 50;

  static final int MAX_COLLECTION_ALIASES = 50;

  /**
   * A third of SnakeYAML's default: its scanner takes seconds per megabyte on long lines, and a
   * Spring Boot configuration file is rarely a hundredth of this.
   */
  static final int MAX_CHARACTERS = 1024 * 1024;

  /**
   * A Maven resource filter token, {@code @project.version@}: Spring Boot's parent filters {@code
   * application*.yml} with {@code @} as the delimiter, and a value that starts with one is not YAML
   * until Maven has replaced it. Each token is read as a plain value of the same length, {@code
   * _project.version_}, so positions stay where they are and no rule takes it for a real setting.
   */
  private static final Pattern FILTER_TOKEN = Pattern.compile("@([A-Za-z0-9_.-]+)@");

  private YamlReader() {}

  static List<ConfigEntry> read(Path file, String text) throws ConfigFileException {
    return documents(file, text).stream().flatMap(List::stream).toList();
  }

  /**
   * {@link #read}, each document's entries apart: a document that activates on a profile applies
   * only in that profile, whatever the file's other documents activate on.
   */
  static List<List<ConfigEntry>> documents(Path file, String text) throws ConfigFileException {
    if (text.length() > MAX_CHARACTERS) {
      throw tooLong(file);
    }
    // Each value's snippet is its line, stripped once here, so that many values on one line
    // share it rather than each keeping a copy.
    String[] lines = text.split("\r\n|\r|\n", -1);
    for (int i = 0; i < lines.length; i++) {
      lines[i] = lines[i].strip();
    }
    try {
      return entries(file, text, lines);
    } catch (MarkedYAMLException e) {
      String unfiltered = FILTER_TOKEN.matcher(text).replaceAll("_$1_");
      if (!unfiltered.equals(text)) {
        try {
          return entries(file, unfiltered, lines);
        } catch (MarkedYAMLException stillBroken) {
          // Masking keeps every position, so the error past the tokens is the one to fix.
          throw syntax(file, stillBroken);
        }
      }
      throw syntax(file, e);
    }
  }

  private static List<List<ConfigEntry>> entries(Path file, String text, String[] lines)
      throws ConfigFileException {
    List<List<ConfigEntry>> documents = new ArrayList<>();
    LoaderOptions options = new LoaderOptions();
    options.setNestingDepthLimit(MAX_NESTING);
    options.setMaxAliasesForCollections(MAX_COLLECTION_ALIASES);
    options.setCodePointLimit(MAX_CHARACTERS);
    try {
      for (Node document : new Yaml(options).composeAll(new StringReader(text))) {
        List<ConfigEntry> entries = new ArrayList<>();
        new Walk(file, lines, entries).walk(document);
        documents.add(entries);
      }
    } catch (MarkedYAMLException e) {
      throw e; // a syntax error with its position, for the caller; the others have none
    } catch (YAMLException e) {
      throw limitOrSyntax(file, String.valueOf(e.getMessage()));
    }
    return documents;
  }

  private static ConfigFileException syntax(Path file, MarkedYAMLException e) {
    Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
    int line = mark == null ? 1 : mark.getLine() + 1;
    int column = mark == null ? 1 : mark.getColumn() + 1;
    String problem = e.getProblem() != null ? e.getProblem() : e.getMessage();
    String context = e.getContext() != null ? " " + e.getContext() : "";
    return ConfigFileException.syntax(file, line, column, problem + context);
  }

  /** SnakeYAML reports its limits without a position; name the limit instead of blaming syntax. */
  private static ConfigFileException limitOrSyntax(Path file, String message) {
    if (message.startsWith("Nesting Depth exceeded")) {
      return ConfigFileException.limit(
          file, 1, 1, "it nests collections deeper than " + MAX_NESTING + " levels");
    }
    if (message.startsWith("Number of aliases for non-scalar nodes exceeds")) {
      return ConfigFileException.limit(
          file,
          1,
          1,
          "it refers to collections through more than " + MAX_COLLECTION_ALIASES + " aliases");
    }
    if (message.startsWith("The incoming YAML document exceeds the limit")) {
      return tooLong(file);
    }
    return ConfigFileException.syntax(file, 1, 1, message);
  }

  private static ConfigFileException tooLong(Path file) {
    return ConfigFileException.limit(
        file, 1, 1, "it is longer than " + MAX_CHARACTERS + " characters");
  }

  /** One document's walk, depth first in document order, on an explicit stack. */
  private static final class Walk {
    private final Path file;
    private final String[] lines;
    private final List<ConfigEntry> entries;

    /** The collections on the path from the root to the node being walked. */
    private final Map<Node, Boolean> open = new IdentityHashMap<>();

    Walk(Path file, String[] lines, List<ConfigEntry> entries) {
      this.file = file;
      this.lines = lines;
      this.entries = entries;
    }

    private record Step(Node node, String path, boolean leaving) {}

    void walk(Node root) throws ConfigFileException {
      // Counted as visited, not estimated beforehand: an estimate that sizes each node once cuts
      // an alias cycle where it first meets it, and a node sized inside one can expand further
      // when the walk reaches it from elsewhere.
      int walked = 0;
      Deque<Step> stack = new ArrayDeque<>();
      stack.push(new Step(root, "", false));
      while (!stack.isEmpty()) {
        Step step = stack.pop();
        Node node = step.node();
        if (step.leaving()) {
          open.remove(node);
          continue;
        }
        if (++walked > MAX_ENTRIES) {
          throw tooManyValues(root);
        }
        if (node instanceof ScalarNode scalar) {
          if (!step.path().isEmpty()) {
            add(scalar, step.path());
          }
          continue;
        }
        if (open.containsKey(node)) {
          continue;
        }
        open.put(node, Boolean.TRUE);
        stack.push(new Step(node, step.path(), true));
        List<Step> children = children(node, step.path());
        for (int i = children.size() - 1; i >= 0; i--) {
          stack.push(children.get(i));
        }
      }
    }

    private ConfigFileException tooManyValues(Node root) {
      return ConfigFileException.limit(
          file,
          root.getStartMark() == null ? 1 : root.getStartMark().getLine() + 1,
          1,
          "its aliases expand it to more than "
              + MAX_ENTRIES
              + " values, as they would in Spring Boot");
    }

    private static List<Step> children(Node node, String path) {
      List<Step> children = new ArrayList<>();
      if (node instanceof MappingNode mapping) {
        Map<String, Node> entries = new LinkedHashMap<>();
        addEntries(mapping, entries, Collections.newSetFromMap(new IdentityHashMap<>()));
        entries.forEach(
            (key, value) ->
                children.add(new Step(value, path.isEmpty() ? key : path + "." + key, false)));
      } else if (node instanceof SequenceNode sequence) {
        for (int i = 0; i < sequence.getValue().size(); i++) {
          children.add(new Step(sequence.getValue().get(i), path + "[" + i + "]", false));
        }
      }
      return children;
    }

    /**
     * The entries of a mapping as Spring Boot binds them: its own keys, then those of the mappings
     * it merges ({@code <<: *defaults}, or a list of them) that it does not set itself, the first
     * merged mapping first. A merge that leads back to a mapping already being merged is cut.
     */
    private static void addEntries(
        MappingNode mapping, Map<String, Node> entries, Set<Node> merging) {
      if (!merging.add(mapping)) {
        return;
      }
      List<MappingNode> merged = new ArrayList<>();
      for (NodeTuple tuple : mapping.getValue()) {
        if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
          continue;
        }
        if (Tag.MERGE.equals(key.getTag())) {
          Node value = tuple.getValueNode();
          if (value instanceof MappingNode source) {
            merged.add(source);
          } else if (value instanceof SequenceNode sources) {
            for (Node source : sources.getValue()) {
              if (source instanceof MappingNode sourceMapping) {
                merged.add(sourceMapping);
              }
            }
          }
        } else {
          entries.put(key.getValue(), tuple.getValueNode());
        }
      }
      for (MappingNode source : merged) {
        Map<String, Node> inherited = new LinkedHashMap<>();
        addEntries(source, inherited, merging);
        inherited.forEach(entries::putIfAbsent);
      }
    }

    private void add(ScalarNode scalar, String path) {
      int line = scalar.getStartMark().getLine() + 1;
      int column = scalar.getStartMark().getColumn() + 1;
      String snippet = line <= lines.length ? lines[line - 1] : scalar.getValue();
      entries.add(new ConfigEntry(path, scalar.getValue(), line, column, snippet));
    }
  }
}
