package dev.bottleneck.maven.source;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Java sources and Spring Boot configuration files of one module, sorted so that reports are
 * stable. Roots below the build directory hold generated code and are left out unless asked for.
 */
public record SourceSet(List<RootedFile> javaFiles, List<RootedFile> configFiles) {
  /** Spring Boot reads {@code application.properties} and its profile variants, and YAML alike. */
  private static final Pattern SPRING_CONFIG_NAME =
      Pattern.compile("application(-[^/]+)?\\.(properties|ya?ml)");

  /** The classpath root, {@code config/} and its direct subfolders, as Spring Boot searches. */
  private static final Pattern CONFIG_FOLDER = Pattern.compile("(config(/[^/]+)?)?");

  private static final List<String> DEFAULT_INCLUDES = List.of("**/*.java");

  public SourceSet {
    javaFiles = List.copyOf(javaFiles);
    configFiles = List.copyOf(configFiles);
  }

  /** The files whose paths the filter keeps, e.g. only the files a pull request changed. */
  public SourceSet retain(Predicate<Path> keep) {
    return new SourceSet(
        javaFiles.stream().filter(f -> keep.test(f.file())).toList(),
        configFiles.stream().filter(f -> keep.test(f.file())).toList());
  }

  public int size() {
    return javaFiles.size() + configFiles.size();
  }

  /** Every file of the set, Java sources first. */
  public List<Path> files() {
    return Stream.concat(javaFiles.stream(), configFiles.stream()).map(RootedFile::file).toList();
  }

  /** How to select the files of a module. */
  public record Selection(
      List<String> includes,
      List<String> excludes,
      Path buildDirectory,
      boolean includeGeneratedSources) {
    public Selection {
      includes = includes == null || includes.isEmpty() ? DEFAULT_INCLUDES : List.copyOf(includes);
      excludes = excludes == null ? List.of() : List.copyOf(excludes);
      buildDirectory = buildDirectory.toAbsolutePath().normalize();
    }
  }

  /**
   * Collects the Java files below {@code javaRoots} that the includes keep and the excludes do not
   * drop, and the Spring Boot configuration files in {@code resourceRoots}, in the folders where
   * Spring Boot looks for them (the root, {@code config/} and its direct subfolders), minus the
   * excludes. Roots that do not exist are skipped: Maven lists them whether or not a module has
   * them.
   *
   * @throws UncheckedIOException naming a root that cannot be listed
   */
  public static SourceSet collect(
      Collection<Path> javaRoots, Collection<Path> resourceRoots, Selection selection) {
    List<PathMatcher> includes = matchers(selection.includes());
    List<PathMatcher> excludes = matchers(selection.excludes());
    TreeSet<RootedFile> javaFiles = new TreeSet<>();
    for (Path root : roots(javaRoots, selection)) {
      for (Path file : walk(root)) {
        RootedFile source = new RootedFile(root, file);
        Path relative = Path.of(source.relativePath());
        if (file.toString().endsWith(".java")
            && matchesAny(includes, relative)
            && !matchesAny(excludes, relative)) {
          javaFiles.add(source);
        }
      }
    }
    TreeSet<RootedFile> configFiles = new TreeSet<>();
    for (Path root : roots(resourceRoots, selection)) {
      for (Path file : walk(root)) {
        RootedFile source = new RootedFile(root, file);
        String relative = source.relativePath();
        String folder =
            relative.contains("/") ? relative.substring(0, relative.lastIndexOf('/')) : "";
        if (CONFIG_FOLDER.matcher(folder).matches()
            && SPRING_CONFIG_NAME.matcher(file.getFileName().toString()).matches()
            && !matchesAny(excludes, Path.of(relative))) {
          configFiles.add(source);
        }
      }
    }
    return new SourceSet(List.copyOf(javaFiles), List.copyOf(configFiles));
  }

  private static List<Path> roots(Collection<Path> roots, Selection selection) {
    List<Path> kept = new ArrayList<>();
    for (Path root : roots) {
      Path normalized = root.toAbsolutePath().normalize();
      if (!Files.isDirectory(normalized) || kept.contains(normalized)) {
        continue;
      }
      if (!selection.includeGeneratedSources()
          && normalized.startsWith(selection.buildDirectory())) {
        continue;
      }
      kept.add(normalized);
    }
    return kept;
  }

  private static List<Path> walk(Path root) {
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(Files::isRegularFile).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(
          "Cannot list the files below " + root + ": " + e.getMessage(), e);
    }
  }

  private static List<PathMatcher> matchers(List<String> globs) {
    List<PathMatcher> matchers = new ArrayList<>();
    for (String glob : globs) {
      String trimmed = glob.trim().replace('\\', '/');
      // Ant reads a trailing "/" as everything below that folder.
      if (trimmed.endsWith("/")) {
        trimmed = trimmed + "**";
      }
      if (trimmed.isEmpty()) {
        continue;
      }
      matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + trimmed));
      // Ant reads "**/" as zero or more folders; Java's glob needs at least one.
      while (trimmed.startsWith("**/")) {
        trimmed = trimmed.substring(3);
        matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + trimmed));
      }
    }
    return matchers;
  }

  private static boolean matchesAny(List<PathMatcher> matchers, Path relative) {
    for (PathMatcher matcher : matchers) {
      if (matcher.matches(relative)) {
        return true;
      }
    }
    return false;
  }
}
