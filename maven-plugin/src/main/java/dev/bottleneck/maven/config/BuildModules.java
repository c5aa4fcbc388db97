package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.MavenArtifacts;
import dev.bottleneck.maven.types.StoredListings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which modules of a build a module depends on, read from the {@code pom.xml} files of the modules
 * when no build tool says it (the standalone command, the triage harness): the modules whose
 * coordinates one of its dependencies names (group id and artifact id; a module's group id is its
 * parent's when it has none, and a dependency's {@code ${project.groupId}} is the declaring
 * module's; where either group id is not known the artifact id alone decides, if one module alone
 * has it, so an external {@code org.thirdparty:core} is not the build's {@code com.acme:core} and a
 * name two modules share is no upstream module), with those its parent poms' {@code <dependencies>}
 * give it, and then, transitively, the modules their compile-scope dependencies name. What its main
 * code can see are the {@code compile}, {@code provided} and {@code system} dependencies, as
 * Maven's compile class path has them; a {@code test} or {@code runtime} dependency, and a test
 * jar, is not followed. The Maven goal asks Maven's project graph instead.
 */
public final class BuildModules {
  /** Parent poms followed at most, above a module: deeper chains are not real builds. */
  private static final int PARENT_DEPTH = 10;

  /** The properties a dependency's group id may name for the declaring module's group id. */
  private static final Set<String> OWN_GROUP =
      Set.of(
          "${project.groupId}",
          "${pom.groupId}",
          "${groupId}",
          "${project.parent.groupId}",
          "${parent.groupId}");

  /**
   * A dependency a pom declares: the artifact, its group id (empty when not known) and whether it
   * passes on to its users.
   */
  private record Dependency(String groupId, String artifactId, boolean transitive) {}

  /** A module: its group id is empty when neither its pom nor its parent reference gives it. */
  private record Module(
      Path folder, String groupId, String artifactId, List<Dependency> dependencies) {}

  private final Map<String, List<Module>> byArtifact = new HashMap<>();
  private final Map<Path, Module> byFolder = new HashMap<>();

  private BuildModules(List<Path> folders) {
    for (Path folder : folders) {
      Path normalized = folder.toAbsolutePath().normalize();
      read(normalized)
          .ifPresent(
              module -> {
                byFolder.put(normalized, module);
                byArtifact.computeIfAbsent(module.artifactId(), a -> new ArrayList<>()).add(module);
              });
    }
  }

  /**
   * The module a dependency names: the one with its group id and artifact id; when a group id is
   * not known, the one module with its artifact id; none when that is ambiguous.
   */
  private Module named(Dependency dependency) {
    List<Module> candidates = byArtifact.getOrDefault(dependency.artifactId(), List.of());
    List<Module> matching =
        candidates.stream()
            .filter(
                m ->
                    m.groupId().isEmpty()
                        || dependency.groupId().isEmpty()
                        || m.groupId().equals(dependency.groupId()))
            .toList();
    return matching.size() == 1 ? matching.get(0) : null;
  }

  /** The modules in {@code folders}, each a folder with a {@code pom.xml}. */
  public static BuildModules of(List<Path> folders) {
    StoredListings.look();
    return new BuildModules(folders);
  }

  /**
   * The folders of the modules that {@code folder} depends on, directly or through others, in the
   * order they are reached; empty for a folder that is not one of the modules or whose pom cannot
   * be read.
   */
  public List<Path> upstream(Path folder) {
    Module module = byFolder.get(folder.toAbsolutePath().normalize());
    if (module == null) {
      return List.of();
    }
    Set<Path> found = new LinkedHashSet<>();
    Deque<Dependency> pending = new ArrayDeque<>(module.dependencies());
    Set<Path> followed = new LinkedHashSet<>();
    while (!pending.isEmpty()) {
      Dependency dependency = pending.poll();
      Module used = named(dependency);
      if (used == null || used == module || !followed.add(used.folder())) {
        continue;
      }
      found.add(used.folder());
      for (Dependency next : used.dependencies()) {
        if (next.transitive()) {
          pending.add(next);
        }
      }
    }
    return List.copyOf(found);
  }

  private static Optional<Module> read(Path folder) {
    Optional<ConfigElement> project = BuildPoms.project(folder);
    Optional<String> artifactId = project.flatMap(pom -> text(pom, "artifactId"));
    if (artifactId.isEmpty()) {
      return Optional.empty();
    }
    String groupId =
        text(project.get(), "groupId")
            .or(
                () ->
                    project.get().children("parent").stream()
                        .findFirst()
                        .flatMap(parent -> text(parent, "groupId")))
            .filter(id -> !id.contains("${"))
            .orElse("");
    List<Dependency> dependencies = new ArrayList<>(dependencies(project.get(), groupId));
    ConfigElement child = project.get();
    Path at = folder;
    for (int depth = 0; depth < PARENT_DEPTH; depth++) {
      Optional<ConfigElement> parent = child.children("parent").stream().findFirst();
      if (parent.isEmpty()) {
        break;
      }
      String relative = text(parent.get(), "relativePath").orElse("../pom.xml");
      if (relative.isEmpty()) {
        break;
      }
      Path file = at.resolve(relative).normalize();
      if (Files.isDirectory(file)) {
        file = file.resolve("pom.xml");
      }
      Optional<ConfigElement> read = BuildPoms.xml(file);
      if (read.isEmpty()
          || !text(read.get(), "artifactId").equals(text(parent.get(), "artifactId"))) {
        break;
      }
      dependencies.addAll(dependencies(read.get(), groupId));
      child = read.get();
      at = file.getParent();
    }
    return Optional.of(new Module(folder, groupId, artifactId.get(), List.copyOf(dependencies)));
  }

  /**
   * The dependencies a pom's own {@code <dependencies>} declare that its main code sees; {@code
   * groupId} is the module's, for a dependency that names it by property.
   */
  private static List<Dependency> dependencies(ConfigElement project, String groupId) {
    List<Dependency> found = new ArrayList<>();
    for (ConfigElement list : project.children("dependencies")) {
      for (ConfigElement dependency : list.children("dependency")) {
        String scope = text(dependency, MavenArtifacts.DEPENDENCY_SCOPE).orElse("");
        boolean testJar =
            text(dependency, MavenArtifacts.DEPENDENCY_TYPE)
                    .filter(MavenArtifacts.TEST_JAR_TYPE::equals)
                    .isPresent()
                || text(dependency, MavenArtifacts.DEPENDENCY_CLASSIFIER)
                    .filter(MavenArtifacts.TESTS_CLASSIFIER::equals)
                    .isPresent();
        if (!MavenArtifacts.MAIN_CODE_SCOPES.contains(scope) || testJar) {
          continue;
        }
        boolean transitive = MavenArtifacts.TRANSITIVE_SCOPES.contains(scope);
        String group = text(dependency, "groupId").orElse("");
        if (OWN_GROUP.contains(group)) {
          group = groupId;
        } else if (group.contains("${")) {
          group = "";
        }
        String known = group;
        text(dependency, "artifactId")
            .ifPresent(id -> found.add(new Dependency(known, id, transitive)));
      }
    }
    return found;
  }

  private static Optional<String> text(ConfigElement element, String child) {
    return element.children(child).stream().map(ConfigElement::text).findFirst();
  }
}
