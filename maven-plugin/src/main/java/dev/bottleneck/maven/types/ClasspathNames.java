package dev.bottleneck.maven.types;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The class path's types by simple name, for the rules' text gates that run before a file is
 * parsed: whether a type that a file names after {@code new} may be a library subtype of a fact's
 * type ({@code new LenientMapper()}, a subclass of {@code ObjectMapper} in a jar), which the
 * module's text cannot show. The index lists the jars the symbol solver reads (not the directories
 * of classes, which it leaves to the source roots) once, on the first question; each answer asks
 * the asking thread's solver ({@link ClasspathTypes#subtypeIfKnown}), as a rule's check would, and
 * is kept for the simple name until a file of the module changes. A type whose ancestors cannot be
 * read, and every name when a jar cannot be listed, may be a subtype.
 */
public final class ClasspathNames {
  private final List<Path> classpath;
  private final Supplier<ClasspathTypes> solver;
  private final Map<String, Boolean> below = new ConcurrentHashMap<>();
  private volatile Optional<Map<String, List<String>>> index;

  ClasspathNames(List<Path> classpath, Supplier<ClasspathTypes> solver) {
    this.classpath = classpath;
    this.solver = solver;
  }

  /**
   * Whether a type of the class path whose simple name is {@code simpleName} may be {@code
   * superName} or below it; false when the class path has no type of that name.
   */
  public boolean mayBeBelow(String simpleName, String superName) {
    if (classpath.isEmpty()) {
      return false;
    }
    String key = superName + ' ' + simpleName;
    Boolean known = below.get(key);
    if (known == null) {
      known = solve(simpleName, superName);
      below.putIfAbsent(key, known);
    }
    return known;
  }

  /** Whether there is no class path: no type of any name on it. */
  public boolean isEmpty() {
    return classpath.isEmpty();
  }

  /** Forgets the answers, whose solver read the module's sources, which have changed. */
  void forget() {
    below.clear();
  }

  private boolean solve(String simpleName, String superName) {
    Optional<Map<String, List<String>>> listed = index();
    if (listed.isEmpty()) {
      return true;
    }
    for (String type : listed.get().getOrDefault(simpleName, List.of())) {
      if (solver.get().subtypeIfKnown(type, superName).orElse(true)) {
        return true;
      }
    }
    return false;
  }

  private Optional<Map<String, List<String>>> index() {
    Optional<Map<String, List<String>>> listed = index;
    if (listed == null) {
      synchronized (this) {
        listed = index;
        if (listed == null) {
          listed = list(classpath);
          index = listed;
        }
      }
    }
    return listed;
  }

  /**
   * The qualified names of the jars' classes by simple name: {@code a.b.Outer.Inner} under {@code
   * Inner}, and under {@code Outer$Inner} too, in case the dollar is part of a top-level name.
   * Anonymous and local classes are left out, since no other file can name them. Empty when a jar
   * cannot be listed.
   */
  private static Optional<Map<String, List<String>>> list(List<Path> classpath) {
    Map<String, List<String>> bySimpleName = new HashMap<>();
    for (Path entry : classpath) {
      if (!ClasspathTypes.readsJar(entry)) {
        continue;
      }
      try (ZipFile zip = new ZipFile(entry.toFile())) {
        for (Enumeration<? extends ZipEntry> all = zip.entries(); all.hasMoreElements(); ) {
          add(all.nextElement().getName(), bySimpleName);
        }
      } catch (IOException | UncheckedIOException | IllegalArgumentException unreadable) {
        return Optional.empty();
      }
    }
    return Optional.of(bySimpleName);
  }

  private static void add(String entry, Map<String, List<String>> bySimpleName) {
    if (!entry.endsWith(".class") || entry.startsWith("META-INF/")) {
      return;
    }
    int slash = entry.lastIndexOf('/');
    String packagePrefix = entry.substring(0, slash + 1).replace('/', '.');
    String binary = entry.substring(slash + 1, entry.length() - ".class".length());
    String[] nested = binary.split("\\$", -1);
    for (String name : nested) {
      if (name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))) {
        return;
      }
    }
    if (binary.equals("module-info") || binary.equals("package-info")) {
      return;
    }
    String last = nested[nested.length - 1];
    bySimpleName
        .computeIfAbsent(last, name -> new ArrayList<>(1))
        .add(packagePrefix + String.join(".", nested));
    if (nested.length > 1) {
      bySimpleName.computeIfAbsent(binary, name -> new ArrayList<>(1)).add(packagePrefix + binary);
    }
  }
}
