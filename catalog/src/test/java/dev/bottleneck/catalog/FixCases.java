package dev.bottleneck.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The shared fix cases: for each rule a folder {@code samples/src/fixes/<RuleId>/} of Java sources
 * ({@code <Case>.java}), each beside the text that every engine's fixes must make of it ({@code
 * <Case>.fixed}); a source without that file must get no fix from any engine. Each engine's fix
 * test reads them, so that the expected text of a fix is written once, as the identification cases'
 * markers are ({@link Markers}).
 */
public final class FixCases {
  /** The folder from a module's directory, where the tests run. */
  public static final Path ROOT = Path.of("..", "samples", "src", "fixes");

  private static final String SOURCE = ".java";
  private static final String FIXED = ".fixed";

  private FixCases() {}

  /**
   * @param ruleId the folder, a catalog rule id
   * @param name the file name without {@code .java}
   * @param expected the whole text after every fix is applied; empty when no fix may be offered
   */
  public record FixCase(String ruleId, String name, String source, Optional<String> expected) {
    /** The name an engine gives the source: the case's own. */
    public String fileName() {
      return name + SOURCE;
    }

    @Override
    public String toString() {
      return ruleId + "/" + name;
    }
  }

  /**
   * Every case below {@code root}, in name order.
   *
   * @throws IllegalStateException naming the file, for a folder that is no rule id, a file that is
   *     neither a source nor an expected text, or an expected text without its source
   */
  public static List<FixCase> read(Path root) {
    List<FixCase> cases = new ArrayList<>();
    for (Path folder : list(root)) {
      String ruleId = folder.getFileName().toString();
      if (!Files.isDirectory(folder) || !isRuleId(ruleId)) {
        throw new IllegalStateException(
            folder + ": expected a folder named after a catalog rule id, one per rule");
      }
      for (Path file : list(folder)) {
        String name = file.getFileName().toString();
        if (name.endsWith(FIXED)) {
          Path source = folder.resolve(strip(name, FIXED) + SOURCE);
          if (!Files.isRegularFile(source)) {
            throw new IllegalStateException(
                file + ": the expected text of a fix without its source " + source);
          }
        } else if (name.endsWith(SOURCE)) {
          String base = strip(name, SOURCE);
          Path fixed = folder.resolve(base + FIXED);
          cases.add(
              new FixCase(
                  ruleId,
                  base,
                  text(file),
                  Files.isRegularFile(fixed) ? Optional.of(text(fixed)) : Optional.empty()));
        } else {
          throw new IllegalStateException(
              file
                  + ": a fix case is a <Case>.java source, with its expected <Case>.fixed beside"
                  + " it");
        }
      }
    }
    return cases;
  }

  private static boolean isRuleId(String id) {
    return Stream.of(Rule.values()).anyMatch(rule -> rule.id().equals(id));
  }

  private static String strip(String name, String suffix) {
    return name.substring(0, name.length() - suffix.length());
  }

  private static List<Path> list(Path folder) {
    try (Stream<Path> children = Files.list(folder)) {
      return children.sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list the fix cases in " + folder, e);
    }
  }

  private static String text(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the fix case " + file, e);
    }
  }
}
