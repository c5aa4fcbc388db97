package dev.bottleneck.cli;

import dev.bottleneck.maven.config.BuildModules;
import dev.bottleneck.maven.report.ProjectPaths;
import dev.bottleneck.maven.run.ModuleLayout;
import dev.bottleneck.maven.run.RunException;
import java.io.File;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The modules behind the paths of a command line, laid out as their build lays them out.
 *
 * <ul>
 *   <li>A folder that holds a build file ({@code pom.xml}, {@code build.gradle(.kts)}, {@code
 *       settings.gradle(.kts)}), or has one in a folder below, is a project: each folder at or
 *       below it with a build file and a conventional root ({@code src/main/java}, {@code
 *       src/main/resources}, and the test roots) is a module. Folders named {@code src}, {@code
 *       target}, {@code build}, {@code node_modules} and hidden ones are not searched: test
 *       projects and build output live there.
 *   <li>Any other folder is a source folder: its Java files, and the Spring Boot configuration
 *       files where Spring Boot looks for them, form one module.
 *   <li>A file is analyzed alone, within the module that holds it (so that its callers, types and
 *       baseline are the module's), or within its folder outside any module.
 * </ul>
 *
 * Every module has the main source roots of every other module as callers, as a build of all of
 * them would have (a superset of the modules that depend on it), and those of the Maven modules its
 * pom depends on as its upstream modules, where the types it does not declare are looked up.
 */
public final class Layout {
  static final List<String> BUILD_FILES =
      List.of(
          "pom.xml", "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts");

  private static final Set<String> NOT_SEARCHED = Set.of("src", "target", "build", "node_modules");

  private static final Pattern SPRING_CONFIG =
      Pattern.compile("application(-[^/]+)?\\.(properties|ya?ml)");

  private Layout() {}

  /** How a module's folders were found. */
  enum Kind {
    MAVEN("target"),
    GRADLE("build"),
    FOLDER("target");

    private final String buildDirectory;

    Kind(String buildDirectory) {
      this.buildDirectory = buildDirectory;
    }
  }

  /**
   * One module before names and callers are settled.
   *
   * @param files the only files to analyze; empty for all of them
   */
  record Found(
      Path basedir, Kind kind, List<Path> javaRoots, List<Path> resourceRoots, Set<Path> files) {
    static Found project(Path basedir) {
      Kind kind = Files.isRegularFile(basedir.resolve("pom.xml")) ? Kind.MAVEN : Kind.GRADLE;
      return new Found(
          basedir,
          kind,
          List.of(basedir.resolve("src/main/java")),
          List.of(basedir.resolve("src/main/resources")),
          Set.of());
    }

    static Found folder(Path folder, Set<Path> files) {
      return new Found(folder, Kind.FOLDER, List.of(folder), List.of(folder), files);
    }

    List<Path> testJavaRoots() {
      return kind == Kind.FOLDER ? List.of() : List.of(basedir.resolve("src/test/java"));
    }

    List<Path> testResourceRoots() {
      return kind == Kind.FOLDER ? List.of() : List.of(basedir.resolve("src/test/resources"));
    }

    Found merge(Found other) {
      if (files.isEmpty() || other.files.isEmpty()) {
        return new Found(basedir, kind, javaRoots, resourceRoots, Set.of());
      }
      Set<Path> both = new LinkedHashSet<>(files);
      both.addAll(other.files);
      return new Found(basedir, kind, javaRoots, resourceRoots, both);
    }
  }

  /**
   * The modules of {@code arguments}, or of the working directory when there are none.
   *
   * @param classpath the class path every module is analyzed with
   * @param baselineFile the baseline file's name, resolved against each module's folder
   * @throws RunException naming a path that does not exist, is not a Java or configuration file, or
   *     holds no module
   */
  public static List<ModuleLayout> modules(
      List<String> arguments, Path workingDirectory, List<Path> classpath, String baselineFile)
      throws RunException {
    List<Found> found = find(arguments, workingDirectory);
    BuildModules poms =
        BuildModules.of(
            found.stream()
                .filter(module -> module.kind() == Kind.MAVEN)
                .map(Found::basedir)
                .toList());
    List<ModuleLayout> modules = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (Found module : found) {
      List<Path> callers = new ArrayList<>();
      for (Found other : found) {
        if (other != module) {
          callers.addAll(other.javaRoots());
        }
      }
      List<Path> upstream = new ArrayList<>();
      for (Path folder : poms.upstream(module.basedir())) {
        for (Found other : found) {
          if (other != module && other.basedir().toAbsolutePath().normalize().equals(folder)) {
            upstream.addAll(other.javaRoots());
          }
        }
      }
      String name = name(module);
      if (!names.add(name)) {
        name = ProjectPaths.of(module.basedir(), workingDirectory).fromBuildRoot(module.basedir());
        names.add(name);
      }
      Set<Path> files = module.files();
      modules.add(
          new ModuleLayout(
              name,
              paths(module.basedir(), workingDirectory),
              module.javaRoots(),
              module.resourceRoots(),
              module.testJavaRoots(),
              module.testResourceRoots(),
              module.basedir().resolve(module.kind().buildDirectory),
              classpath,
              callers,
              upstream,
              module.basedir().resolve(baselineFile),
              files.isEmpty() ? file -> true : file -> files.contains(normalized(file))));
    }
    return modules;
  }

  /**
   * The class path that {@code --classpath} options give: each option's entries, separated by the
   * platform's path separator, resolved against the working directory; blank entries are skipped.
   */
  public static List<Path> classpath(List<String> options, Path workingDirectory) {
    List<Path> paths = new ArrayList<>();
    if (options != null) {
      for (String option : options) {
        for (String entry : option.split(File.pathSeparator)) {
          if (!entry.isBlank()) {
            paths.add(workingDirectory.resolve(entry.strip()).normalize());
          }
        }
      }
    }
    return paths;
  }

  /**
   * How reports name a module's files: SARIF and annotations from the root of the git repository,
   * or outside git from the working directory (the project's root, where the command runs), so that
   * the runs of one SARIF file share their base; the console from the working directory.
   */
  static ProjectPaths paths(Path basedir, Path workingDirectory) {
    ProjectPaths paths = ProjectPaths.of(basedir, workingDirectory);
    boolean inGit = Files.exists(paths.repositoryRoot().resolve(".git"));
    if (inGit || !basedir.startsWith(workingDirectory)) {
      return paths;
    }
    return new ProjectPaths(basedir, workingDirectory, workingDirectory);
  }

  /**
   * Where reports go unless {@code --output-directory} says otherwise: {@code target/bottleneck} in
   * a folder with a {@code pom.xml}, as the plugin writes it, else {@code build/bottleneck}.
   */
  static Path defaultOutputDirectory(Path workingDirectory) {
    String build = Files.isRegularFile(workingDirectory.resolve("pom.xml")) ? "target" : "build";
    return workingDirectory.resolve(build).resolve("bottleneck");
  }

  static List<Found> find(List<String> arguments, Path workingDirectory) throws RunException {
    List<String> paths = arguments.isEmpty() ? List.of(".") : arguments;
    Map<Path, Found> found = new LinkedHashMap<>();
    for (String argument : paths) {
      Path path = normalized(workingDirectory.resolve(argument));
      if (!Files.exists(path)) {
        throw new RunException(
            argument
                + " does not exist; name a project folder, a source folder or Java files (or"
                + " none, for the current folder)");
      }
      List<Found> modules =
          Files.isDirectory(path)
              ? folderModules(path, argument)
              : List.of(fileModule(path, argument));
      for (Found module : modules) {
        found.merge(module.basedir(), module, Found::merge);
      }
    }
    return List.copyOf(found.values());
  }

  /** The modules of a project folder, or the folder itself as a source folder. */
  private static List<Found> folderModules(Path folder, String argument) throws RunException {
    List<Path> buildFolders = buildFolders(folder, argument);
    if (buildFolders.isEmpty()) {
      return List.of(Found.folder(folder, Set.of()));
    }
    List<Found> modules = new ArrayList<>();
    for (Path module : buildFolders) {
      if (hasConventionalRoot(module)) {
        modules.add(Found.project(module));
      }
    }
    if (modules.isEmpty()) {
      throw new RunException(
          argument
              + " is a project without a module that has src/main/java, src/main/resources or"
              + " src/test/java; name its source folders instead");
    }
    return modules;
  }

  /** A file alone, within the module whose conventional root holds it, else within its folder. */
  private static Found fileModule(Path file, String argument) throws RunException {
    String name = file.getFileName().toString();
    if (!name.endsWith(".java") && !SPRING_CONFIG.matcher(name).matches()) {
      throw new RunException(
          argument
              + " is neither a Java file nor a Spring Boot configuration file"
              + " (application*.properties, .yml or .yaml); name Java files, a source folder or a"
              + " project folder");
    }
    Optional<Path> module = enclosingModule(file);
    if (module.isPresent()) {
      Found project = Found.project(module.get());
      List<Path> roots = new ArrayList<>(project.javaRoots());
      roots.addAll(project.resourceRoots());
      roots.addAll(project.testJavaRoots());
      roots.addAll(project.testResourceRoots());
      if (roots.stream().anyMatch(file::startsWith)) {
        return new Found(
            project.basedir(),
            project.kind(),
            project.javaRoots(),
            project.resourceRoots(),
            Set.of(file));
      }
    }
    return Found.folder(file.getParent(), Set.of(file));
  }

  private static Optional<Path> enclosingModule(Path file) {
    for (Path folder = file.getParent(); folder != null; folder = folder.getParent()) {
      if (hasBuildFile(folder)) {
        return Optional.of(folder);
      }
    }
    return Optional.empty();
  }

  /** The folder and every folder below it that holds a build file, in path order. */
  private static List<Path> buildFolders(Path folder, String argument) throws RunException {
    List<Path> folders = new ArrayList<>();
    try {
      Files.walkFileTree(
          folder,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
              String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
              if (!dir.equals(folder) && (NOT_SEARCHED.contains(name) || name.startsWith("."))) {
                return FileVisitResult.SKIP_SUBTREE;
              }
              if (hasBuildFile(dir)) {
                folders.add(dir);
              }
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
              // A folder we may not list holds no module we could read either.
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      throw new RunException(
          "Cannot list the folders below " + argument + " (" + e + "); check its permissions", e);
    }
    folders.sort(null);
    return folders;
  }

  static boolean hasBuildFile(Path folder) {
    return BUILD_FILES.stream().anyMatch(name -> Files.isRegularFile(folder.resolve(name)));
  }

  private static boolean hasConventionalRoot(Path module) {
    return List.of("src/main/java", "src/main/resources", "src/test/java", "src/test/resources")
        .stream()
        .anyMatch(root -> Files.isDirectory(module.resolve(root)));
  }

  /** The module's name: a Maven module's artifact id, else its folder's name. */
  private static String name(Found module) {
    if (module.kind() == Kind.MAVEN) {
      Optional<String> artifactId = PomArtifactId.read(module.basedir().resolve("pom.xml"));
      if (artifactId.isPresent()) {
        return artifactId.get();
      }
    }
    Path name = module.basedir().getFileName();
    return name == null ? module.basedir().toString() : name.toString();
  }

  private static Path normalized(Path path) {
    return path.toAbsolutePath().normalize();
  }
}
