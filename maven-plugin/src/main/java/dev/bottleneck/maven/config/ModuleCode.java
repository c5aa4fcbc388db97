package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.RequestPaths;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

  private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");
  private static final Pattern IMPORT =
      Pattern.compile("(?m)^\\s*import\\s+(?:static\\s+)?([\\w.]+?)(\\.\\*)?\\s*;");

  /** Where Maven compiles a module's main classes, and where their sources are, in the module. */
  private static final Path CLASS_FOLDER = Path.of("target/classes");

  private static final Path MAIN_SOURCES = Path.of("src/main/java");

  private static final Pattern NAME_LITERAL = Pattern.compile("\"([A-Za-z_$][\\w$.\\-]*)\"");

  private final boolean judged;
  private final Sources own;
  private final Sources build;
  private final Set<String> classpathPackages;
  private final Set<String> entryPoints;
  private final boolean servesRequests;

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
   */
  static ModuleCode read(
      Path basedir, List<Path> sourceRoots, List<Path> buildRoots, List<Path> classpath) {
    Sources own = Sources.read(sourceRoots);
    if (own.files == 0) {
      return UNKNOWN;
    }
    BuildPoms poms = BuildPoms.read(basedir, buildRoots);
    Sources serving = Sources.read(poms.dependents(buildRoots));
    List<Path> libraries = new ArrayList<>();
    List<Path> otherRoots = new ArrayList<>(buildRoots);
    for (Path element : classpath) {
      buildSources(element).ifPresentOrElse(otherRoots::add, () -> libraries.add(element));
    }
    Sources build = Sources.read(otherRoots);
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
        !entryPoints.isEmpty() || poms.war() || (application && server));
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
    if (loggedByName(category)) {
      return true;
    }
    List<Path> files =
        declaredBelow(category)
            .map(name -> own.classFiles.getOrDefault(name, build.classFiles.get(name)))
            .filter(Objects::nonNull)
            .distinct()
            .toList();
    return !files.isEmpty() && !files.stream().allMatch(StartUpLogging::onlyAtStartUp);
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
   * string literals, and which request entry points they declare.
   */
  private static final class Sources {
    int files;
    final Set<String> declared = new HashSet<>();
    final Map<String, Path> classFiles = new HashMap<>();
    final Set<String> named = new HashSet<>();
    final Set<String> imported = new HashSet<>();
    final Set<String> entryPoints = new HashSet<>();
    boolean application;

    static Sources read(List<Path> roots) {
      Sources sources = new Sources();
      for (Path root : roots) {
        if (!Files.isDirectory(root)) {
          continue;
        }
        try (Stream<Path> files = Files.walk(root)) {
          files
              .filter(file -> file.getFileName().toString().endsWith(".java"))
              .forEach(sources::add);
        } catch (IOException | UncheckedIOException unreadable) {
          // An unreadable folder shows nothing; what was read still counts.
        }
      }
      return sources;
    }

    private void add(Path file) {
      FileCode code = FileCode.of(file);
      if (code == null) {
        return;
      }
      files++;
      declared.addAll(code.declared());
      classFiles.putIfAbsent(code.className(), file);
      named.addAll(code.named());
      imported.addAll(code.imported());
      entryPoints.addAll(code.entryPoints());
      application |= code.application();
    }

    /**
     * Whether the file uses the type: it imports it, or names it qualified, or imports its package
     * whole and names it ({@code prefix} before the simple name: {@code @} for an annotation).
     */
    private static boolean uses(String text, List<String> imports, String type, String prefix) {
      if (imports.contains(type) || text.contains(prefix + type)) {
        return true;
      }
      String simple = type.substring(type.lastIndexOf('.') + 1);
      return RequestPaths.packageOf(type).filter(p -> imports.contains(p + ".*")).isPresent()
          && Pattern.compile(Pattern.quote(prefix + simple) + "\\b").matcher(text).find();
    }
  }

  /**
   * What one source file says to {@link Sources}, kept per file for the JVM while the file's size
   * and modification time stay the same: every module of a build with a logging configuration reads
   * the build's other sources, so without it a build of many modules read each file once per such
   * module (48 modules of six applications: 8.6 of 12.8 seconds).
   */
  private record FileCode(
      String className,
      List<String> declared,
      List<String> named,
      List<String> imported,
      List<String> entryPoints,
      boolean application,
      long size,
      long modified) {
    /**
     * Files kept at most; past it the store starts again, so that a daemon's memory stays bounded.
     */
    private static final int KEPT = 200_000;

    private static final Map<Path, FileCode> STORE = new ConcurrentHashMap<>();

    /**
     * The file's code, read again when its stamp changed; null when it is not a regular file or
     * cannot be read. The stamp's one look at the file also answers whether it is a regular file.
     */
    static FileCode of(Path file) {
      BasicFileAttributes stamp;
      try {
        stamp = Files.readAttributes(file, BasicFileAttributes.class);
      } catch (IOException unreadable) {
        return null;
      }
      if (!stamp.isRegularFile()) {
        return null;
      }
      long size = stamp.size();
      long modified = stamp.lastModifiedTime().toMillis();
      FileCode kept = STORE.get(file);
      if (kept != null && kept.size == size && kept.modified == modified) {
        return kept;
      }
      FileCode read = read(file, size, modified);
      if (read != null) {
        if (STORE.size() >= KEPT) {
          STORE.clear();
        }
        STORE.put(file, read);
      }
      return read;
    }

    private static FileCode read(Path file, long size, long modified) {
      String text;
      try {
        text = Files.readString(file, StandardCharsets.ISO_8859_1);
      } catch (IOException unreadable) {
        return null;
      }
      Matcher pkg = PACKAGE.matcher(text);
      String packageName = pkg.find() ? pkg.group(1) : "";
      String simple = file.getFileName().toString().replaceFirst("\\.java$", "");
      String className = packageName.isEmpty() ? simple : packageName + "." + simple;
      List<String> declared =
          packageName.isEmpty() ? List.of(className) : List.of(className, packageName);
      List<String> imports = new ArrayList<>();
      List<String> named = new ArrayList<>();
      Set<String> imported = new HashSet<>();
      Matcher importLine = IMPORT.matcher(text);
      while (importLine.find()) {
        String name = importLine.group(1);
        boolean wildcard = importLine.group(2) != null;
        imports.add(wildcard ? name + ".*" : name);
        named.add(name);
        RequestPaths.packageOf(name).ifPresent(imported::add);
        if (wildcard) {
          imported.add(name);
        }
      }
      Matcher literal = NAME_LITERAL.matcher(text);
      while (literal.find()) {
        named.add(literal.group(1));
      }
      List<String> entryPoints = new ArrayList<>();
      for (String type : RequestPaths.ENTRY_POINT_ANNOTATIONS) {
        if (Sources.uses(text, imports, type, "@")) {
          entryPoints.add(type);
        }
      }
      for (String type : RequestPaths.ENTRY_POINT_SUPERTYPES) {
        if (Sources.uses(text, imports, type, "")) {
          entryPoints.add(type);
        }
      }
      boolean application =
          RequestPaths.APPLICATION_MARKERS.stream()
              .anyMatch(t -> Sources.uses(text, imports, t, ""));
      return new FileCode(
          className,
          declared,
          List.copyOf(named),
          List.copyOf(imported),
          List.copyOf(entryPoints),
          application,
          size,
          modified);
    }
  }
}
