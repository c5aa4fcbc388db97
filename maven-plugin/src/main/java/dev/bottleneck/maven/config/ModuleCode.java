package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.RequestPaths;
import dev.bottleneck.maven.types.FileOutline;
import dev.bottleneck.maven.types.StoredListings;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * What the code of a module and of its build says to SyncLogAppender and LogLocationInfo: which
 * logger categories something can log to, and whether the module serves requests. Read from the
 * text of the Java sources of the module and of the build's other modules the engine was given,
 * from the {@code pom.xml} files beside them, and from the module's class path when the engine
 * knows it.
 *
 * <p>A module without Java sources of its own cannot be judged ({@link #judged()} is false): every
 * category may log and every module serves requests, so that no finding is lost on what is not
 * seen.
 */
final class ModuleCode {
  /** What nothing was read for: nothing is judged. */
  static final ModuleCode UNKNOWN =
      new ModuleCode(false, new Sources(), new Sources(), Set.of(), Set.of(), false);

  /** Where Maven compiles a module's main classes, and where their sources are, in the module. */
  private static final Path CLASS_FOLDER = Path.of("target/classes");

  private static final Path MAIN_SOURCES = Path.of("src/main/java");

  private final boolean judged;
  private final Sources own;
  private final Sources build;
  private final Set<String> classpathPackages;
  private final Set<String> entryPoints;
  private final boolean servesRequests;

  /**
   * Whether each file parsed for {@link #logsPerRequest} logs only in its run-once places, kept for
   * the module: each logging file of a build asks for the same categories (with many files in
   * common), and the merged benchmark corpus parsed 18 files 376 times.
   */
  private final Map<Path, Boolean> startUpOnly = new ConcurrentHashMap<>();

  /** The answer of {@link #logsPerRequest} for each category asked, kept for the module. */
  private final Map<String, Boolean> perRequest = new ConcurrentHashMap<>();

  private ModuleCode(
      boolean judged,
      Sources own,
      Sources build,
      Set<String> classpathPackages,
      Set<String> entryPoints,
      boolean servesRequests) {
    this.judged = judged;
    this.own = own;
    this.build = build;
    this.classpathPackages = classpathPackages;
    this.entryPoints = entryPoints;
    this.servesRequests = servesRequests;
  }

  /**
   * Reads the module's code.
   *
   * @param basedir the module's folder, where its {@code pom.xml} is
   * @param sourceRoots the module's main source roots
   * @param buildRoots main source roots of the build's other modules: any of them may share classes
   *     with this one, and those that depend on it carry this module's configuration
   * @param classpath the module's compile class path; empty when the engine does not know it
   * @param resourceRoots the module's main resource roots: a Spring Boot application whose
   *     configuration there sets {@link RequestPaths#WEB_APPLICATION_TYPE_PROPERTY} to {@link
   *     RequestPaths#NO_WEB_APPLICATION} starts no server, whatever its class path holds
   */
  static ModuleCode read(
      Path basedir,
      List<Path> sourceRoots,
      List<Path> buildRoots,
      List<Path> classpath,
      List<Path> resourceRoots) {
    // Each root is walked once: the modules that depend on this one are among the build's.
    Map<Path, Sources> walked = new HashMap<>();
    Sources own = Sources.read(sourceRoots, walked);
    if (own.files == 0) {
      return UNKNOWN;
    }
    BuildPoms poms = BuildPoms.read(basedir, buildRoots);
    Sources serving = Sources.read(poms.dependents(buildRoots), walked);
    List<Path> libraries = new ArrayList<>();
    List<Path> otherRoots = new ArrayList<>(buildRoots);
    for (Path element : classpath) {
      buildSources(element).ifPresentOrElse(otherRoots::add, () -> libraries.add(element));
    }
    Sources build = Sources.read(otherRoots, walked);
    Set<String> entryPoints = new HashSet<>(own.entryPoints);
    entryPoints.addAll(serving.entryPoints);
    Set<String> classpathPackages = ClasspathPackages.read(libraries);
    boolean application = own.application || serving.application;
    boolean server =
        classpath.isEmpty()
            || classpathPackages.stream()
                .anyMatch(p -> RequestPaths.SERVER_PACKAGES.stream().anyMatch(s -> below(s, p)));
    return new ModuleCode(
        true,
        own,
        build,
        classpathPackages,
        entryPoints,
        !entryPoints.isEmpty()
            || poms.war()
            || (application
                && server
                && !(own.application && !serving.application && noWebServer(resourceRoots))));
  }

  /**
   * Whether the Spring Boot configuration of the module's main resources starts no web server in
   * production: it sets {@link RequestPaths#WEB_APPLICATION_TYPE_PROPERTY}, and every production
   * value is {@link RequestPaths#NO_WEB_APPLICATION} (a run-to-completion job, a command-line
   * tool). A profile that sets another value, or a placeholder, starts the server it names.
   */
  private static boolean noWebServer(List<Path> resourceRoots) {
    List<ConfigEntry> set =
        SpringProperties.production(resourceRoots, RequestPaths.WEB_APPLICATION_TYPE_PROPERTY);
    return !set.isEmpty()
        && set.stream()
            .allMatch(
                entry -> entry.value().strip().equalsIgnoreCase(RequestPaths.NO_WEB_APPLICATION));
  }

  /**
   * The main sources of a class folder of the build ({@code <module>/target/classes} beside {@code
   * <module>/src/main/java}), read instead of its classes.
   */
  private static Optional<Path> buildSources(Path element) {
    Path folder = element.toAbsolutePath().normalize();
    if (!Files.isDirectory(folder)
        || !folder.endsWith(CLASS_FOLDER)
        || folder.getNameCount() <= CLASS_FOLDER.getNameCount()) {
      return Optional.empty();
    }
    Path module = folder.getParent().getParent();
    Path sources = module == null ? null : module.resolve(MAIN_SOURCES);
    return sources != null && Files.isDirectory(sources) ? Optional.of(sources) : Optional.empty();
  }

  /** Whether the module's own sources were read: else nothing is judged. */
  boolean judged() {
    return judged;
  }

  /**
   * Whether the category may receive per-request events: something other than the build's own
   * classes may log to it ({@link #loggedByName}), or a class of the build below it logs outside
   * its run-once places ({@link StartUpLogging}). A category that nothing names receives nothing,
   * and one whose classes log only as the application starts sends no per-request event.
   */
  boolean logsPerRequest(String category) {
    if (!judged) {
      return true;
    }
    return perRequest.computeIfAbsent(category, this::judgedPerRequest);
  }

  private boolean judgedPerRequest(String category) {
    if (loggedByName(category)) {
      return true;
    }
    List<Path> files =
        declaredBelow(category)
            .map(name -> own.classFiles.getOrDefault(name, build.classFiles.get(name)))
            .filter(Objects::nonNull)
            .distinct()
            .toList();
    return !files.isEmpty() && !files.stream().allMatch(this::onlyAtStartUp);
  }

  /**
   * {@link StartUpLogging#onlyAtStartUp}, each file parsed once for the module: two threads that
   * ask for the same file wait for one parse.
   */
  private boolean onlyAtStartUp(Path file) {
    return startUpOnly.computeIfAbsent(
        file,
        path ->
            StartUpLogging.onlyAtStartUp(
                path, own.attributes.getOrDefault(path, build.attributes.get(path))));
  }

  /** The build's declared packages and classes that are the category or below it. */
  private Stream<String> declaredBelow(String category) {
    return Stream.concat(own.declared.stream(), build.declared.stream())
        .filter(name -> below(category, name));
  }

  /**
   * Whether the category is named other than by a class of the build: a string name or an import of
   * a library below it, a class path package below it, or a name inside a library package that the
   * sources import or the class path holds ({@code org.hibernate.SQL} beside {@code
   * org.hibernate.Session}).
   */
  private boolean loggedByName(String category) {
    int dot = category.lastIndexOf('.');
    String parent = dot < 0 ? "" : category.substring(0, dot);
    boolean inLibraryPackage =
        parent.indexOf('.') > 0
            && (own.imported.contains(parent)
                || build.imported.contains(parent)
                || classpathPackages.contains(parent));
    return inLibraryPackage
        || Stream.concat(own.named.stream(), build.named.stream())
            .anyMatch(name -> below(category, name) && !isDeclared(name))
        || classpathPackages.stream().anyMatch(name -> below(category, name));
  }

  private boolean isDeclared(String name) {
    return own.declared.contains(name) || build.declared.contains(name);
  }

  /**
   * Whether the module is on a request path: it, or a module of the build that depends on it,
   * declares a request entry point or is packaged as a web application, or one of them is a Spring
   * Boot application and a web server is on the class path or the class path is not known.
   */
  boolean servesRequests() {
    return !judged || servesRequests;
  }

  /** The request entry points found, by type name, for a test to name. */
  Set<String> entryPoints() {
    return Set.copyOf(entryPoints);
  }

  /** Whether {@code name} is {@code category} or below it. */
  static boolean below(String category, String name) {
    return name.equals(category)
        || (name.length() > category.length()
            && name.startsWith(category)
            && name.charAt(category.length()) == '.');
  }

  /**
   * What the Java files below some source roots declare (packages and classes), import and name in
   * string literals, and which request entry points they declare: each file's {@link FileOutline},
   * kept for the JVM with the facts the scans read of the file, so that a file any module has read
   * is not read again. One walk of each root lists the files with their attributes; a link to a
   * file is followed, a link to a folder is not.
   */
  private static final class Sources {
    int files;
    final Set<String> declared = new HashSet<>();
    final Map<String, Path> classFiles = new HashMap<>();

    /** The attributes each file was listed with, which find its bytes in the JVM's store. */
    final Map<Path, BasicFileAttributes> attributes = new HashMap<>();

    final Set<String> named = new HashSet<>();
    final Set<String> imported = new HashSet<>();
    final Set<String> entryPoints = new HashSet<>();
    boolean application;

    /**
     * What the files below {@code roots} say, in the order of the roots; a root already in {@code
     * walked} is not walked again.
     */
    static Sources read(List<Path> roots, Map<Path, Sources> walked) {
      Sources sources = new Sources();
      for (Path root : roots) {
        sources.addAll(walked.computeIfAbsent(root, Sources::walk));
      }
      return sources;
    }

    private static Sources walk(Path given) {
      Sources sources = new Sources();
      // As the scans' listings name the files, so that the facts they kept are found.
      Path root = given.toAbsolutePath().normalize();
      try {
        StoredListings.walkFileTree(
            root,
            false,
            new SimpleFileVisitor<>() {
              @Override
              public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (!file.equals(root) && file.getFileName().toString().endsWith(".java")) {
                  sources.add(file, attributes);
                }
                return FileVisitResult.CONTINUE;
              }

              @Override
              public FileVisitResult visitFileFailed(Path file, IOException failure) {
                // An unreadable folder shows nothing; what was read still counts.
                return FileVisitResult.CONTINUE;
              }
            });
      } catch (IOException | RuntimeException unreadable) {
        // An unreadable folder shows nothing; what was read still counts.
      }
      return sources;
    }

    /** Adds what a later root's files say: a class name keeps the file of the first root. */
    private void addAll(Sources root) {
      files += root.files;
      declared.addAll(root.declared);
      root.classFiles.forEach(classFiles::putIfAbsent);
      attributes.putAll(root.attributes);
      named.addAll(root.named);
      imported.addAll(root.imported);
      entryPoints.addAll(root.entryPoints);
      application |= root.application;
    }

    private void add(Path file, BasicFileAttributes listed) {
      BasicFileAttributes read = listed;
      if (read.isSymbolicLink()) {
        try {
          read = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException unreadable) {
          return;
        }
      }
      if (read.isRegularFile()) {
        BasicFileAttributes regular = read;
        FileOutline.read(file, regular).ifPresent(code -> add(file, regular, code));
      }
    }

    private void add(Path file, BasicFileAttributes regular, FileOutline code) {
      files++;
      attributes.put(file, regular);
      String packageName = code.packageName();
      String simple = file.getFileName().toString().replaceFirst("\\.java$", "");
      String className = packageName.isEmpty() ? simple : packageName + "." + simple;
      declared.add(className);
      if (!packageName.isEmpty()) {
        declared.add(packageName);
      }
      classFiles.putIfAbsent(className, file);
      for (String name : code.imports()) {
        boolean wildcard = name.endsWith(".*");
        String imported = wildcard ? name.substring(0, name.length() - 2) : name;
        named.add(imported);
        RequestPaths.packageOf(imported).ifPresent(this.imported::add);
        if (wildcard) {
          this.imported.add(imported);
        }
      }
      named.addAll(code.literals());
      entryPoints.addAll(code.entryPoints());
      application |= code.application();
    }
  }
}
