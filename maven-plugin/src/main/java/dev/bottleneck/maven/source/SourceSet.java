package dev.bottleneck.maven.source;

import dev.bottleneck.catalog.facts.LogConfigs;
import dev.bottleneck.maven.config.LoggingConfigNames;
import dev.bottleneck.maven.finding.IoReason;
import dev.bottleneck.maven.types.StoredListings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Java sources, Spring Boot configuration files and logging configuration files of one module,
 * sorted so that reports are stable. Roots below the build directory hold generated code and are
 * left out unless asked for.
 */
public record SourceSet(
    List<RootedFile> javaFiles, List<RootedFile> configFiles, List<String> warnings) {
  /** Spring Boot reads {@code application.properties} and its profile variants, and YAML alike. */
  private static final Pattern SPRING_CONFIG_NAME =
      Pattern.compile("application(-[^/]+)?\\.(properties|ya?ml)");

  /** The classpath root, {@code config/} and its direct subfolders, as Spring Boot searches. */
  private static final Pattern CONFIG_FOLDER = Pattern.compile("(config(/[^/]+)?)?");

  private static final List<String> DEFAULT_INCLUDES = List.of("**/*.java");

  /**
   * @param warnings what the selection did that a user would not expect, e.g. include globs that
   *     select no file, or a symbolic link loop that was not followed
   */
  public SourceSet {
    javaFiles = List.copyOf(javaFiles);
    configFiles = List.copyOf(configFiles);
    warnings = List.copyOf(warnings);
  }

  public SourceSet(List<RootedFile> javaFiles, List<RootedFile> configFiles) {
    this(javaFiles, configFiles, List.of());
  }

  /** The files whose paths the filter keeps, e.g. only the files a pull request changed. */
  public SourceSet retain(Predicate<Path> keep) {
    return new SourceSet(
        javaFiles.stream().filter(f -> keep.test(f.file())).toList(),
        configFiles.stream().filter(f -> keep.test(f.file())).toList(),
        warnings);
  }

  /**
   * The same set with the module's build file ({@code pom.xml}, read for its dependencies) among
   * the configuration files, when it exists.
   */
  public SourceSet withBuildFile(Path pom) {
    if (!Files.isRegularFile(pom)) {
      return this;
    }
    Path folder = pom.toAbsolutePath().normalize().getParent();
    TreeSet<RootedFile> config = new TreeSet<>(configFiles);
    config.add(new RootedFile(folder, folder.resolve(pom.getFileName())));
    return new SourceSet(javaFiles, List.copyOf(config), warnings);
  }

  public int size() {
    return javaFiles.size() + configFiles.size();
  }

  /** Every file of the set, Java sources first. */
  public List<Path> files() {
    return Stream.concat(javaFiles.stream(), configFiles.stream()).map(RootedFile::file).toList();
  }

  /**
   * How to select the files of a module. Blank globs are ignored (an empty CI variable in {@code
   * -Dbottleneck.excludes=,**}{@code /gen/**} leaves one), and no include glob at all means every
   * Java file.
   *
   * @param names how a warning names a file: as the console names it, relative to the project
   */
  public record Selection(
      List<String> includes,
      List<String> excludes,
      Path buildDirectory,
      boolean includeGeneratedSources,
      Function<Path, String> names) {
    public Selection {
      includes = nonBlank(includes);
      excludes = nonBlank(excludes);
      buildDirectory = buildDirectory.toAbsolutePath().normalize();
    }

    /** Warnings name files relative to the folder that holds the build directory. */
    public Selection(
        List<String> includes,
        List<String> excludes,
        Path buildDirectory,
        boolean includeGeneratedSources) {
      this(
          includes,
          excludes,
          buildDirectory,
          includeGeneratedSources,
          relativeTo(buildDirectory.toAbsolutePath().normalize().getParent()));
    }

    private static Function<Path, String> relativeTo(Path folder) {
      return file -> {
        Path absolute = file.toAbsolutePath().normalize();
        return (absolute.startsWith(folder) ? folder.relativize(absolute) : absolute)
            .toString()
            .replace('\\', '/');
      };
    }

    /** Whether the includes were given, rather than the default of every Java file. */
    boolean includesGiven() {
      return !includes.isEmpty();
    }

    List<String> effectiveIncludes() {
      return includes.isEmpty() ? DEFAULT_INCLUDES : includes;
    }

    private static List<String> nonBlank(List<String> globs) {
      if (globs == null) {
        return List.of();
      }
      return globs.stream()
          .filter(glob -> glob != null && !glob.isBlank())
          .map(String::strip)
          .toList();
    }
  }

  /**
   * Collects the Java files below {@code javaRoots} that the includes keep and the excludes do not
   * drop, the Spring Boot configuration files in {@code resourceRoots}, in the folders where Spring
   * Boot looks for them (the root, {@code config/} and its direct subfolders), and the Logback and
   * Log4j2 configuration files there in any folder, and a file of any name that the main resources'
   * {@code logging.config} names ({@link LoggingConfigNames}), minus the excludes. Roots that do
   * not exist are skipped: Maven lists them whether or not a module has them. Symbolic links to
   * folders are followed, as javac follows them; a link back to a folder above it is not followed
   * again and becomes a warning.
   *
   * @throws UncheckedIOException naming a root that cannot be listed
   */
  public static SourceSet collect(
      Collection<Path> javaRoots, Collection<Path> resourceRoots, Selection selection) {
    StoredListings.look();
    List<PathMatcher> includes = matchers(selection.effectiveIncludes());
    List<PathMatcher> excludes = matchers(selection.excludes());
    List<String> warnings = new ArrayList<>();
    TreeSet<RootedFile> javaFiles = new TreeSet<>();
    List<Path> javaRootsKept = roots(javaRoots, selection);
    int javaFilesBelowRoots = 0;
    for (Path root : javaRootsKept) {
      for (Path file : walk(root, selection.names(), warnings)) {
        if (!file.toString().endsWith(".java")) {
          continue;
        }
        javaFilesBelowRoots++;
        RootedFile source = new RootedFile(root, file);
        Path relative = Path.of(source.relativePath());
        if (matchesAny(includes, relative) && !matchesAny(excludes, relative)) {
          javaFiles.add(source);
        }
      }
    }
    if (selection.includesGiven() && javaFiles.isEmpty() && javaFilesBelowRoots > 0) {
      warnings.add(
          "includes "
              + selection.includes()
              + " select none of the "
              + javaFilesBelowRoots
              + " Java file(s) below "
              + javaRootsKept.stream().map(selection.names()).toList()
              + ", so none is analyzed; include globs are relative to each source root, e.g."
              + " com/acme/** rather than src/main/java/com/acme/**");
    }
    TreeSet<RootedFile> configFiles = new TreeSet<>();
    for (Path root : roots(resourceRoots, selection)) {
      for (Path file : walk(root, selection.names(), warnings)) {
        RootedFile source = new RootedFile(root, file);
        String relative = source.relativePath();
        String folder =
            relative.contains("/") ? relative.substring(0, relative.lastIndexOf('/')) : "";
        boolean springConfig =
            CONFIG_FOLDER.matcher(folder).matches()
                && SPRING_CONFIG_NAME.matcher(file.getFileName().toString()).matches();
        boolean loggingConfig = LogConfigs.loggingConfigFile(file.getFileName().toString());
        if ((springConfig || loggingConfig) && !matchesAny(excludes, Path.of(relative))) {
          configFiles.add(source);
        }
      }
    }
    for (Path file : LoggingConfigNames.read(List.copyOf(resourceRoots)).files()) {
      // A logging file that logging.config names, whatever its name; its root is the one it is in.
      roots(resourceRoots, selection).stream()
          .filter(file::startsWith)
          .findFirst()
          .map(root -> new RootedFile(root, file))
          .filter(source -> !matchesAny(excludes, Path.of(source.relativePath())))
          .ifPresent(configFiles::add);
    }
    return new SourceSet(List.copyOf(javaFiles), List.copyOf(configFiles), warnings);
  }

  private static List<Path> roots(Collection<Path> roots, Selection selection) {
    List<Path> kept = new ArrayList<>();
    for (Path root : roots) {
      Path normalized = root.toAbsolutePath().normalize();
      if (!StoredListings.isDirectory(normalized) || kept.contains(normalized)) {
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

  private static List<Path> walk(Path root, Function<Path, String> names, List<String> warnings) {
    List<Path> files = new ArrayList<>();
    try {
      StoredListings.walkFileTree(
          root,
          true,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
              if (attributes.isRegularFile()) {
                files.add(file);
              } else if (attributes.isSymbolicLink() && isSource(file)) {
                // A link the walk could not follow: its target is missing.
                warnings.add(
                    names.apply(file)
                        + " is a symbolic link to a file that does not exist, so it is not"
                        + " analyzed; restore its target or remove the link");
              }
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
              if (e instanceof FileSystemLoopException) {
                warnings.add(
                    names.apply(file)
                        + " links back to a folder above it; its files are analyzed once, through"
                        + " the folder it points to");
                return FileVisitResult.CONTINUE;
              }
              throw e;
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(
          "Cannot list the files below " + names.apply(root) + " (" + IoReason.of(e) + ")", e);
    }
    files.sort(null);
    return files;
  }

  /** A Java source or a Spring Boot configuration file, by its name. */
  private static boolean isSource(Path file) {
    String name = file.getFileName().toString();
    return name.endsWith(".java") || SPRING_CONFIG_NAME.matcher(name).matches();
  }

  private static List<PathMatcher> matchers(List<String> globs) {
    List<PathMatcher> matchers = new ArrayList<>();
    for (String glob : globs) {
      String trimmed = glob.strip().replace('\\', '/');
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
