package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.MavenArtifacts;
import dev.bottleneck.catalog.facts.MavenArtifacts.Archiver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Whether a module's build leaves a main resource file out of the artifact it builds ({@link
 * MavenArtifacts}): its resources' includes and excludes, then its archiver's (maven-jar-plugin's
 * {@code <excludes>}, maven-war-plugin's {@code packagingExcludes}), matched as Maven matches them
 * ({@link AntPatterns}). The module is the nearest folder above the file with a {@code pom.xml},
 * read by {@link BuildPoms#project}: its {@code <build>} and the {@code <build>} of its profiles
 * active by default, when no profile of the pom is activated by a condition (which would turn them
 * off); parent poms are not read. The plugin's configuration is taken as Maven merges it: the
 * execution that builds the artifact, else the plugin, else its {@code <pluginManagement>}, a
 * profile before the main build, and a list with {@code combine.children="append"} added to the
 * next.
 *
 * <p>What it cannot decide keeps the file: a {@code ${property}} that neither the pom's properties
 * nor its folder resolves, a file below no resource folder of the pom, a target path outside the
 * class folder, a packaging without a known archiver, a pom that cannot be read.
 */
final class PackagedResources {
  private static final String POM = "pom.xml";
  private static final List<String> BASEDIR_PROPERTIES =
      List.of("project.basedir", "basedir", "pom.basedir");

  /** What {@link #copied} says of a file that is not below the folder it copies. */
  private static final String OUTSIDE = "..";

  private final Path folder;
  private final ConfigElement project;
  private final Map<String, String> properties = new HashMap<>();

  /** The active builds, profiles first, as Maven lets them win over the main build. */
  private final List<ConfigElement> builds = new ArrayList<>();

  private PackagedResources(Path folder, ConfigElement project) {
    this.folder = folder;
    this.project = project;
    List<ConfigElement> profiles =
        project.children("profiles").stream().flatMap(p -> p.children("profile").stream()).toList();
    List<ConfigElement> active = profiles.stream().filter(PackagedResources::byDefault).toList();
    boolean conditioned = profiles.stream().anyMatch(PackagedResources::conditioned);
    List<ConfigElement> scopes = new ArrayList<>(conditioned ? List.of() : active);
    scopes.add(project);
    for (int i = scopes.size() - 1; i >= 0; i--) {
      for (ConfigElement list : scopes.get(i).children("properties")) {
        list.children().forEach(p -> properties.put(p.name(), p.text()));
      }
    }
    scopes.forEach(scope -> builds.addAll(scope.children(MavenArtifacts.BUILD)));
    BASEDIR_PROPERTIES.forEach(name -> properties.put(name, folder.toString()));
  }

  /**
   * Whether the module's build leaves the file out of its artifact; false when it cannot tell.
   *
   * @param file a file of the module's main resources
   */
  static boolean leftOut(Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    for (Path dir = absolute.getParent(); dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve(POM))) {
        Path module = dir;
        return BuildPoms.project(module)
            .map(project -> new PackagedResources(module, project).artifactLacks(absolute))
            .orElse(false);
      }
    }
    return false;
  }

  private boolean artifactLacks(Path file) {
    Optional<List<String>> copies = copies(file);
    if (copies.isEmpty()) {
      return false;
    }
    String packaging =
        project.children("packaging").stream()
            .map(ConfigElement::text)
            .findFirst()
            .orElse(MavenArtifacts.DEFAULT_PACKAGING);
    Optional<Archiver> archiver = resolved(packaging).flatMap(MavenArtifacts::archiver);
    if (archiver.isEmpty()) {
      return false;
    }
    List<ConfigElement> configurations = configurations(archiver.get());
    Optional<List<String>> includes = parameter(configurations, archiver.get().includes());
    Optional<List<String>> excludes = parameter(configurations, archiver.get().excludes());
    if (includes.isEmpty() || excludes.isEmpty()) {
      return false;
    }
    boolean inArtifact =
        copies.get().stream()
            .map(copy -> archiver.get().classesPrefix() + copy)
            .anyMatch(
                path ->
                    (includes.get().isEmpty() || AntPatterns.matchesAny(includes.get(), path))
                        && !AntPatterns.matchesAny(excludes.get(), path));
    return !inArtifact && !shippedOtherwise(file);
  }

  /**
   * Whether another plugin of the build may ship the file beside the artifact: a file set or a file
   * of an assembly descriptor (a distribution's {@code conf} folder), or the resources of the
   * resources plugin's own configuration ({@code copy-resources}); true when that cannot be told (a
   * scripted copy, a descriptor that cannot be read, a built-in descriptor that takes more than
   * jars).
   */
  private boolean shippedOtherwise(Path file) {
    if (MavenArtifacts.SCRIPTED_PLUGINS.stream().anyMatch(id -> !plugins(id).isEmpty())) {
      return true;
    }
    for (ConfigElement configuration : configurationsOf(MavenArtifacts.RESOURCES_PLUGIN)) {
      for (ConfigElement resource : resourcesOf(configuration)) {
        if (ships(copied(resource, file))) {
          return true;
        }
      }
    }
    for (ConfigElement configuration : configurationsOf(MavenArtifacts.ASSEMBLY_PLUGIN)) {
      Optional<List<String>> refs =
          patterns(configuration, MavenArtifacts.ASSEMBLY_DESCRIPTOR_REFS);
      if (refs.isEmpty() || !MavenArtifacts.JAR_ONLY_DESCRIPTOR_REFS.containsAll(refs.get())) {
        return true;
      }
      for (String parameter : MavenArtifacts.ASSEMBLY_DESCRIPTORS) {
        Optional<List<String>> descriptors = patterns(configuration, parameter);
        if (descriptors.isEmpty()
            || descriptors.get().stream().anyMatch(descriptor -> assembles(descriptor, file))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether an assembly descriptor takes the file, by a file set or a file; true when the
   * descriptor cannot be read or takes other modules' or components' files.
   */
  private boolean assembles(String descriptor, Path file) {
    Optional<ConfigElement> assembly = BuildPoms.xml(folder.resolve(descriptor).normalize());
    if (assembly.isEmpty()
        || !assembly.get().children("moduleSets").isEmpty()
        || !assembly.get().children("componentDescriptors").isEmpty()) {
      return true;
    }
    for (ConfigElement set : children(assembly.get(), "fileSets/fileSet")) {
      if (ships(copied(set, file))) {
        return true;
      }
    }
    for (ConfigElement single : children(assembly.get(), "files/file")) {
      Optional<String> source =
          single.children("source").stream().findFirst().flatMap(s -> resolved(s.text()));
      if (source.isEmpty() || folder.resolve(source.get()).normalize().equals(file)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@link #copied} says that the file is copied, or cannot tell. */
  private static boolean ships(Optional<List<String>> copy) {
    return copy.map(paths -> paths.stream().anyMatch(path -> !path.equals(OUTSIDE))).orElse(true);
  }

  /** The grandchildren along a path ({@code fileSets/fileSet}). */
  private static List<ConfigElement> children(ConfigElement parent, String path) {
    String[] names = path.split("/");
    return parent.children(names[0]).stream().flatMap(c -> c.children(names[1]).stream()).toList();
  }

  /**
   * Where in the class folder the build's resources copy the file (none: they leave it out); empty
   * when that cannot be told.
   */
  private Optional<List<String>> copies(Path file) {
    List<ConfigElement> resources =
        builds.stream().flatMap(build -> resourcesOf(build).stream()).toList();
    if (resources.isEmpty()) {
      Path root = folder.resolve(MavenArtifacts.DEFAULT_RESOURCE_DIRECTORY);
      return file.startsWith(root) ? Optional.of(List.of(slashed(root.relativize(file)))) : none();
    }
    boolean below = false;
    List<String> copies = new ArrayList<>();
    for (ConfigElement resource : resources) {
      Optional<List<String>> copy = copied(resource, file);
      if (copy.isEmpty()) {
        return none();
      }
      below |= copy.get().size() != 1 || !copy.get().get(0).equals(OUTSIDE);
      copy.get().stream().filter(path -> !path.equals(OUTSIDE)).forEach(copies::add);
    }
    return below ? Optional.of(copies) : none();
  }

  /**
   * Where a resource or a file set ({@code <directory>}, {@code <includes>}, {@code <excludes>},
   * {@code <targetPath>}) copies the file below its target: one path, none when it leaves the file
   * out, {@link #OUTSIDE} when the file is not below its folder; empty when that cannot be told.
   */
  private Optional<List<String>> copied(ConfigElement resource, Path file) {
    Optional<String> directory =
        resource.children("directory").stream().findFirst().flatMap(d -> resolved(d.text()));
    if (directory.isEmpty()) {
      return none();
    }
    Path root = folder.resolve(directory.get()).normalize();
    if (!file.startsWith(root)) {
      return Optional.of(List.of(OUTSIDE));
    }
    String relative = slashed(root.relativize(file));
    Optional<List<String>> includes = patterns(resource, MavenArtifacts.RESOURCE_INCLUDES);
    Optional<List<String>> excludes = patterns(resource, MavenArtifacts.RESOURCE_EXCLUDES);
    Optional<Path> target = targetPath(resource);
    if (includes.isEmpty() || excludes.isEmpty() || target.isEmpty()) {
      return none();
    }
    if ((!includes.get().isEmpty() && !AntPatterns.matchesAny(includes.get(), relative))
        || AntPatterns.matchesAny(excludes.get(), relative)) {
      return Optional.of(List.of());
    }
    Path copy = target.get().resolve(relative).normalize();
    return copy.isAbsolute() || copy.startsWith("..")
        ? none()
        : Optional.of(List.of(slashed(copy)));
  }

  /** A resource's {@code <targetPath>} below the class folder; empty when it cannot be resolved. */
  private Optional<Path> targetPath(ConfigElement resource) {
    List<ConfigElement> declared = resource.children("targetPath");
    if (declared.isEmpty()) {
      return Optional.of(Path.of(""));
    }
    return resolved(declared.get(0).text()).map(Path::of);
  }

  /** The patterns of a resource's list ({@code excludes/exclude}); empty when one is unresolved. */
  private Optional<List<String>> patterns(ConfigElement owner, String list) {
    List<ConfigElement> declared = owner.children(list.split("/")[0]);
    return declared.isEmpty() ? Optional.of(List.of()) : values(declared.get(0), list);
  }

  /**
   * The patterns a parameter lists: its items ({@code excludes/exclude}), or the parts of its text
   * when it is comma-separated ({@code packagingExcludes}); empty when one is unresolved.
   */
  private Optional<List<String>> values(ConfigElement parameter, String name) {
    String[] names = name.split("/");
    List<String> texts =
        names.length == 1
            ? List.of(parameter.text().split(","))
            : parameter.children(names[1]).stream().map(ConfigElement::text).toList();
    List<String> patterns = new ArrayList<>();
    for (String text : texts) {
      Optional<String> pattern = resolved(text);
      if (pattern.isEmpty()) {
        return none();
      }
      if (!pattern.get().isBlank()) {
        patterns.add(pattern.get());
      }
    }
    return Optional.of(patterns);
  }

  /** The {@code <resources><resource>} of a build or of a plugin's configuration. */
  private static List<ConfigElement> resourcesOf(ConfigElement owner) {
    return children(owner, "resources/resource");
  }

  /**
   * The plugins of the active builds with this artifact id, {@code <pluginManagement>} included.
   */
  private List<ConfigElement> plugins(String artifactId) {
    List<ConfigElement> plugins = new ArrayList<>(plugins(artifactId, false));
    plugins.addAll(plugins(artifactId, true));
    return plugins;
  }

  private List<ConfigElement> plugins(String artifactId, boolean managed) {
    return builds.stream()
        .flatMap(build -> managed ? build.children("pluginManagement").stream() : Stream.of(build))
        .flatMap(build -> children(build, "plugins/plugin").stream())
        .filter(plugin -> isMavenPlugin(plugin, artifactId))
        .toList();
  }

  /** Every configuration of a plugin: its own and its executions'. */
  private List<ConfigElement> configurationsOf(String artifactId) {
    List<ConfigElement> configurations = new ArrayList<>();
    for (ConfigElement plugin : plugins(artifactId)) {
      configurations.addAll(plugin.children("configuration"));
      children(plugin, "executions/execution")
          .forEach(execution -> configurations.addAll(execution.children("configuration")));
    }
    return configurations;
  }

  /**
   * The configurations of the archiver that builds the main artifact, the winning one first: its
   * default execution's, the plugin's, then those of {@code <pluginManagement>}; a profile's before
   * the main build's.
   */
  private List<ConfigElement> configurations(Archiver archiver) {
    List<ConfigElement> configurations = new ArrayList<>();
    for (boolean managed : List.of(false, true)) {
      List<ConfigElement> plugins = plugins(archiver.artifactId(), managed);
      plugins.stream()
          .flatMap(plugin -> children(plugin, "executions/execution").stream())
          .filter(execution -> texts(execution, "id").contains(archiver.execution()))
          .forEach(execution -> configurations.addAll(execution.children("configuration")));
      plugins.forEach(plugin -> configurations.addAll(plugin.children("configuration")));
    }
    return configurations;
  }

  private static boolean isMavenPlugin(ConfigElement plugin, String artifactId) {
    List<String> groups = texts(plugin, "groupId");
    return texts(plugin, "artifactId").contains(artifactId)
        && (groups.isEmpty() || groups.contains(MavenArtifacts.MAVEN_PLUGINS_GROUP));
  }

  /**
   * The patterns of an archiver's parameter, as the winning configuration that sets it gives them
   * (with the next one's when it appends); empty when one is unresolved.
   */
  private Optional<List<String>> parameter(List<ConfigElement> configurations, String name) {
    List<String> patterns = new ArrayList<>();
    for (ConfigElement configuration : configurations) {
      List<ConfigElement> declared = configuration.children(name.split("/")[0]);
      if (declared.isEmpty()) {
        continue;
      }
      Optional<List<String>> values = values(declared.get(0), name);
      if (values.isEmpty()) {
        return none();
      }
      patterns.addAll(values.get());
      boolean appends =
          declared
              .get(0)
              .attribute(MavenArtifacts.COMBINE_CHILDREN)
              .filter(MavenArtifacts.COMBINE_APPEND::equals)
              .isPresent();
      if (!appends) {
        break;
      }
    }
    return Optional.of(patterns);
  }

  /** The text with the pom's {@code ${properties}} replaced; empty when one is not known. */
  private Optional<String> resolved(String text) {
    return PomProperties.resolve(text, properties);
  }

  /** Whether a profile is active by default (unless another profile's condition holds). */
  private static boolean byDefault(ConfigElement profile) {
    return profile.children("activation").stream()
        .flatMap(activation -> activation.children("activeByDefault").stream())
        .anyMatch(flag -> flag.text().equals("true"));
  }

  /** Whether a profile is activated by a condition (a property, JDK, OS, file or packaging). */
  private static boolean conditioned(ConfigElement profile) {
    return profile.children("activation").stream()
        .flatMap(activation -> activation.children().stream())
        .anyMatch(condition -> !condition.is("activeByDefault"));
  }

  private static List<String> texts(ConfigElement element, String child) {
    return element.children(child).stream().map(ConfigElement::text).toList();
  }

  private static String slashed(Path relative) {
    return relative.toString().replace(relative.getFileSystem().getSeparator(), "/");
  }

  private static <T> Optional<T> none() {
    return Optional.empty();
  }
}
