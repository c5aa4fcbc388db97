package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.MavenArtifacts;
import dev.bottleneck.catalog.facts.PathMatchers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Spring Boot version a module builds with, read from its {@code pom.xml} and the parent poms
 * its {@code <relativePath>} finds on disk (by default {@code ../pom.xml}), as Maven would resolve
 * them before it reaches a repository: a Spring Boot parent ({@code spring-boot-starter-parent},
 * {@code spring-boot-dependencies}) or a {@code spring-boot-dependencies} import in a {@code
 * <dependencyManagement>}, its version written or a property of the chain. Unknown when no pom on
 * disk names Boot, when a property does not resolve, or when a parent is not where its path says.
 */
final class BootVersions {
  private static final Pattern MAJOR_MINOR = Pattern.compile("(\\d+)\\.(\\d+)(?:[.-].*)?");
  private static final int PARENTS = 8;

  private BootVersions() {}

  /**
   * Whether the Boot version of the module that holds {@code file} is known and older than {@code
   * since} ({major, minor}).
   */
  static boolean knownBefore(Path file, List<Integer> since) {
    Optional<List<Integer>> version = of(file);
    if (version.isEmpty()) {
      return false;
    }
    int major = version.get().get(0);
    return major < since.get(0) || major == since.get(0) && version.get().get(1) < since.get(1);
  }

  /** The {major, minor} Boot version of the nearest module above {@code file}; empty if unknown. */
  static Optional<List<Integer>> of(Path file) {
    Path dir = file.toAbsolutePath().normalize().getParent();
    while (dir != null && !Files.isRegularFile(dir.resolve("pom.xml"))) {
      dir = dir.getParent();
    }
    if (dir == null) {
      return Optional.empty();
    }
    List<ConfigElement> chain = new ArrayList<>();
    Path pom = dir.resolve("pom.xml");
    for (int i = 0; i < PARENTS && pom != null; i++) {
      Optional<ConfigElement> project = BuildPoms.xml(pom);
      if (project.isEmpty()) {
        break;
      }
      chain.add(project.get());
      pom = parentPom(pom, project.get());
    }
    Map<String, String> properties = new HashMap<>();
    for (int i = chain.size() - 1; i >= 0; i--) {
      for (ConfigElement list : chain.get(i).children("properties")) {
        list.children().forEach(p -> properties.put(p.name(), p.text()));
      }
    }
    for (ConfigElement project : chain) {
      Optional<String> version = bootVersion(project);
      if (version.isPresent()) {
        return PomProperties.resolve(version.get(), properties).flatMap(BootVersions::majorMinor);
      }
    }
    return Optional.empty();
  }

  /** The version this pom gives Boot: its Boot parent's, or its Boot import's. */
  private static Optional<String> bootVersion(ConfigElement project) {
    for (ConfigElement parent : project.children("parent")) {
      if (isBoot(parent)) {
        return text(parent, "version");
      }
    }
    for (ConfigElement management : project.children("dependencyManagement")) {
      for (ConfigElement list : management.children("dependencies")) {
        for (ConfigElement dependency : list.children("dependency")) {
          if (isBoot(dependency)
              && text(dependency, MavenArtifacts.SCOPE).orElse("").equals("import")) {
            return text(dependency, "version");
          }
        }
      }
    }
    return Optional.empty();
  }

  private static boolean isBoot(ConfigElement coordinates) {
    return text(coordinates, "groupId").orElse("").equals(PathMatchers.SPRING_BOOT_GROUP)
        && text(coordinates, "artifactId")
            .filter(PathMatchers.SPRING_BOOT_VERSION_ARTIFACTS::contains)
            .isPresent();
  }

  /** The pom of {@code project}'s parent on disk, or null when it has none there. */
  private static Path parentPom(Path pom, ConfigElement project) {
    for (ConfigElement parent : project.children("parent")) {
      List<ConfigElement> relative = parent.children("relativePath");
      String path =
          relative.isEmpty() ? MavenArtifacts.DEFAULT_PARENT_PATH : relative.get(0).text();
      if (path.isEmpty()) {
        return null;
      }
      Path found = pom.getParent().resolve(path).normalize();
      if (Files.isDirectory(found)) {
        found = found.resolve("pom.xml");
      }
      return Files.isRegularFile(found) && sameArtifact(found, parent) ? found : null;
    }
    return null;
  }

  /** Whether the pom at {@code file} is the parent's artifact, as Maven checks before using it. */
  private static boolean sameArtifact(Path file, ConfigElement parent) {
    Optional<String> artifactId = text(parent, "artifactId");
    return artifactId.isPresent()
        && BuildPoms.xml(file).flatMap(p -> text(p, "artifactId")).equals(artifactId);
  }

  private static Optional<String> text(ConfigElement element, String child) {
    return element.children(child).stream().map(ConfigElement::text).findFirst();
  }

  private static Optional<List<Integer>> majorMinor(String version) {
    Matcher matcher = MAJOR_MINOR.matcher(version);
    return matcher.matches()
        ? Optional.of(
            List.of(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2))))
        : Optional.empty();
  }
}
