package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.RequestPaths;
import dev.bottleneck.maven.types.FileStamp;
import dev.bottleneck.maven.types.StoredListings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code pom.xml} files of a module and of the build's other modules, as far as SyncLogAppender
 * needs them: which modules depend on which (by artifact id, transitively), their packaging, and
 * the artifacts they depend on, those their parent folders' poms declare included (what a parent's
 * {@code <dependencies>} gives every child). A pom is read as Maven reads it, a leading byte order
 * mark skipped. A pom that cannot be read declares nothing; a module whose own pom cannot be read
 * is depended on by every other module, so that nothing is lost. Why a pom does not parse is said
 * once, by its module's own analysis ({@link PomScanner}), not by each module that reads it here.
 */
final class BuildPoms {
  private static final int MODULE_DEPTH = 4;

  /**
   * The poms kept for the JVM, at most this many: far more than the modules of any build, each a
   * few hundred bytes; past it, they are all let go and read again.
   */
  static final int KEPT_POMS = 4096;

  /** One module's pom: its artifact id, packaging and direct dependencies. */
  private record Pom(String artifactId, String packaging, Set<String> dependencies) {}

  /**
   * The XML files of the build read in this JVM (poms and their parents), by file, with the
   * attributes they were read with. Each module's execution that judges its logging configuration
   * reads the pom of every module of the build: on pig, 8 such modules of 20 parsed the 20 poms
   * each, 4% of the engine's samples, with the XML parser hot enough for the optimizing compiler. A
   * file whose {@link FileStamp} changed is read again.
   */
  private static final Map<Path, KeptXml> KEPT_XML = new ConcurrentHashMap<>();

  /** An XML file's root element as read, and the stamp of its file then. */
  private record KeptXml(FileStamp stamp, Optional<ConfigElement> root) {}

  private final Optional<Pom> own;
  private final Map<Path, Pom> modules;

  private BuildPoms(Optional<Pom> own, Map<Path, Pom> modules) {
    this.own = own;
    this.modules = modules;
  }

  /**
   * @param basedir the module's folder
   * @param buildRoots source roots of the build's other modules; each one's module is the nearest
   *     folder above it with a {@code pom.xml}
   */
  static BuildPoms read(Path basedir, List<Path> buildRoots) {
    Map<Path, Pom> modules = new HashMap<>();
    Path self = basedir.toAbsolutePath().normalize();
    Optional<Pom> own = pom(self);
    own.ifPresent(pom -> modules.put(self, pom));
    for (Path root : buildRoots) {
      Optional<Path> module = moduleOf(root);
      if (module.isPresent() && !modules.containsKey(module.get())) {
        pom(module.get()).ifPresent(pom -> modules.put(module.get(), pom));
      }
    }
    return new BuildPoms(own, modules);
  }

  /**
   * The roots whose module depends on this one, directly or through other modules of the build:
   * they carry its configuration on their class path. All of them when this module's pom is
   * unknown.
   */
  List<Path> dependents(List<Path> buildRoots) {
    if (own.isEmpty()) {
      return buildRoots;
    }
    Set<String> users = dependentIds();
    List<Path> roots = new ArrayList<>();
    for (Path root : buildRoots) {
      moduleOf(root)
          .map(modules::get)
          .filter(pom -> users.contains(pom.artifactId()))
          .ifPresent(pom -> roots.add(root));
    }
    return roots;
  }

  /** Whether this module or one that depends on it is packaged as a web application. */
  boolean war() {
    return serving().stream()
        .anyMatch(module -> RequestPaths.WAR_PACKAGING.equals(modules.get(module).packaging()));
  }

  /** This module and the modules that depend on it, by folder. */
  private List<Path> serving() {
    Set<String> users = dependentIds();
    own.ifPresent(pom -> users.add(pom.artifactId()));
    return modules.entrySet().stream()
        .filter(entry -> users.contains(entry.getValue().artifactId()))
        .map(Map.Entry::getKey)
        .toList();
  }

  /** The artifact ids of the modules that depend on this one, transitively. */
  private Set<String> dependentIds() {
    Set<String> users = new HashSet<>();
    if (own.isEmpty()) {
      return users;
    }
    Deque<String> pending = new ArrayDeque<>(List.of(own.get().artifactId()));
    while (!pending.isEmpty()) {
      String used = pending.pop();
      for (Pom pom : modules.values()) {
        if (pom.dependencies().contains(used) && users.add(pom.artifactId())) {
          pending.push(pom.artifactId());
        }
      }
    }
    return users;
  }

  /** The nearest folder above a source root that holds a {@code pom.xml}. */
  private static Optional<Path> moduleOf(Path root) {
    Path folder = root.toAbsolutePath().normalize();
    for (int i = 0; i < MODULE_DEPTH && folder != null; i++, folder = folder.getParent()) {
      if (StoredListings.isRegularFile(folder.resolve("pom.xml"))) {
        return Optional.of(folder);
      }
    }
    return Optional.empty();
  }

  /**
   * The pom of the module in {@code folder}, derived from its root element as {@link #xml} keeps
   * it: from an earlier read while its file keeps the stamp it was read with; a file modified
   * within {@link FileStamp#SETTLED_MILLIS} of the read, or while it was read, is read but not
   * kept.
   */
  private static Optional<Pom> pom(Path folder) {
    return xml(folder.resolve("pom.xml")).flatMap(BuildPoms::fromProject);
  }

  /**
   * The {@code <project>} element of the {@code pom.xml} in a folder; empty when there is none or
   * it cannot be read. The one reading of a module's pom for the logging rules: what they need of
   * it is judged from this element ({@link PackagedResources} included).
   */
  static Optional<ConfigElement> project(Path folder) {
    return xml(folder.resolve("pom.xml"));
  }

  /**
   * The root element of an XML file of the build; empty when it cannot be read. Kept from an
   * earlier read while the file keeps the stamp it was read with. Every reader of the build's poms
   * goes through it: {@link #pom}, the upstream modules ({@link BuildModules}), the Boot version
   * ({@link BootVersions}) and the packaged resources, which on pig (20 modules) had parsed every
   * pom and parent once per module.
   */
  static Optional<ConfigElement> xml(Path file) {
    Path normalized = file.toAbsolutePath().normalize();
    Optional<FileStamp> before =
        StoredListings.attributes(normalized).map(read -> FileStamp.of(normalized, read));
    if (before.isEmpty()) {
      return Optional.empty();
    }
    KeptXml kept = KEPT_XML.get(normalized);
    if (kept != null && kept.stamp().equals(before.get())) {
      return kept.root();
    }
    Optional<ConfigElement> root = readXml(normalized);
    if (before.get().settled(System.currentTimeMillis())
        && FileStamp.read(normalized).equals(before)) {
      if (KEPT_XML.size() >= KEPT_POMS) {
        KEPT_XML.clear();
      }
      KEPT_XML.put(normalized, new KeptXml(before.get(), root));
    }
    return root;
  }

  private static Optional<ConfigElement> readXml(Path file) {
    try {
      return Optional.of(XmlElements.read(file, Files.readString(file, StandardCharsets.UTF_8)));
    } catch (IOException | ConfigFileException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }

  private static Optional<Pom> fromProject(ConfigElement project) {
    Set<String> dependencies = new HashSet<>();
    for (ConfigElement list : project.children("dependencies")) {
      for (ConfigElement dependency : list.children("dependency")) {
        dependency.children("artifactId").forEach(id -> dependencies.add(id.text()));
      }
    }
    Optional<String> artifactId =
        project.children("artifactId").stream().map(ConfigElement::text).findFirst();
    String packaging =
        project.children("packaging").stream().map(ConfigElement::text).findFirst().orElse("");
    return artifactId.map(id -> new Pom(id, packaging, Set.copyOf(dependencies)));
  }
}
