package dev.bottleneck.catalog.facts;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What goes from a Maven module's main resources into the artifact it builds: Maven copies each
 * {@code <build><resources><resource>} folder's files that its {@code <includes>} admit and its
 * {@code <excludes>} do not into the class folder (below the resource's {@code <targetPath>}), or
 * {@link #DEFAULT_RESOURCE_DIRECTORY} whole when the pom declares no resources; the packaging's
 * archiver then takes the class folder's files that its own includes admit and its excludes do not.
 * SyncLogAppender and LogLocationInfo leave a logging configuration out that the artifact does not
 * carry: a development {@code logback.xml} the jar plugin excludes.
 */
public final class MavenArtifacts {
  private MavenArtifacts() {}

  /** The folder of a module's main resources when its pom declares none, from its folder. */
  public static final String DEFAULT_RESOURCE_DIRECTORY = "src/main/resources";

  /**
   * A resource's lists of the patterns it copies and of those it leaves out, as a list element and
   * its items ({@code <excludes><exclude>}).
   */
  public static final String RESOURCE_INCLUDES = "includes/include";

  public static final String RESOURCE_EXCLUDES = "excludes/exclude";

  /** The pom's element of a build, in the project and in a profile. */
  public static final String BUILD = "build";

  /**
   * The attribute with which a plugin's list parameter adds the list it inherits or overrides to
   * its own ({@code combine.children="append"}), and its value.
   */
  public static final String COMBINE_CHILDREN = "combine.children";

  public static final String COMBINE_APPEND = "append";

  /**
   * The assembly plugin, whose descriptors ({@link #ASSEMBLY_DESCRIPTORS}) put files into a
   * distribution beside the artifact: a file that the jar excludes is often shipped this way, in
   * the distribution's {@code conf} folder on the class path (Apache DolphinScheduler).
   */
  public static final String ASSEMBLY_PLUGIN = "maven-assembly-plugin";

  /** The assembly plugin's parameters that name descriptor files, a list and the old single one. */
  public static final List<String> ASSEMBLY_DESCRIPTORS =
      List.of("descriptors/descriptor", "descriptor");

  /** The assembly plugin's parameter that names built-in descriptors. */
  public static final String ASSEMBLY_DESCRIPTOR_REFS = "descriptorRefs/descriptorRef";

  /**
   * Built-in assembly descriptors that take only jars, the project's files at the top of its folder
   * (README, LICENSE) and its site: none takes a main resource.
   */
  public static final Set<String> JAR_ONLY_DESCRIPTOR_REFS = Set.of("jar-with-dependencies", "bin");

  /**
   * The resources plugin, whose {@code copy-resources} goal copies resource folders anywhere: its
   * {@code <resources>} are read as the build's are.
   */
  public static final String RESOURCES_PLUGIN = "maven-resources-plugin";

  /**
   * Plugins that copy files by a script the pom does not state as data: a build that uses one may
   * ship any file.
   */
  public static final Set<String> SCRIPTED_PLUGINS = Set.of("maven-antrun-plugin");

  /**
   * The scopes of a dependency that a module's main code compiles against, as Maven's compile class
   * path has them (no scope is {@code compile}): the modules of the build they name are the
   * module's upstream modules, whose sources the plugin's engine reads for supertypes, hand-off
   * wrappers and calls of the methods the module overrides.
   */
  public static final Set<String> MAIN_CODE_SCOPES = Set.of("", "compile", "provided", "system");

  /** The scopes of a dependency that pass on to the modules that depend on the module using it. */
  public static final Set<String> TRANSITIVE_SCOPES = Set.of("", "compile");

  /** A dependency's elements in a pom: its scope, its type and its classifier. */
  public static final String DEPENDENCY_SCOPE = "scope";

  public static final String DEPENDENCY_TYPE = "type";

  public static final String DEPENDENCY_CLASSIFIER = "classifier";

  /** The type and the classifier of a module's test jar, which its users' main code never sees. */
  public static final String TEST_JAR_TYPE = "test-jar";

  public static final String TESTS_CLASSIFIER = "tests";

  /** The packaging of a pom that names none. */
  public static final String DEFAULT_PACKAGING = "jar";

  /** A dependency's scope element. */
  public static final String SCOPE = "scope";

  /** Where Maven looks for a parent pom on disk when {@code <relativePath>} is not written. */
  public static final String DEFAULT_PARENT_PATH = "../pom.xml";

  /** The group of Maven's own plugins, which a pom may leave out of a plugin's coordinates. */
  public static final String MAVEN_PLUGINS_GROUP = "org.apache.maven.plugins";

  /**
   * The archiver of one packaging: the plugin that builds the artifact, the execution Maven binds
   * it to by default, its parameters of include and exclude patterns, and where the class folder's
   * files go in the artifact.
   *
   * @param packaging the pom's {@code <packaging>}
   * @param artifactId the plugin's artifact id, of {@link #MAVEN_PLUGINS_GROUP}
   * @param execution the id of the execution that builds the main artifact
   * @param includes the parameter that lists the patterns the artifact takes (none: everything): a
   *     list element and its items ({@code includes/include}), or one comma-separated string
   * @param excludes the parameter that lists the patterns the artifact leaves out, likewise
   * @param classesPrefix where the class folder's files are in the artifact, to which the patterns
   *     are relative
   */
  public record Archiver(
      String packaging,
      String artifactId,
      String execution,
      String includes,
      String excludes,
      String classesPrefix) {}

  /**
   * maven-jar-plugin ({@code <includes>}/{@code <excludes>} over the class folder) and
   * maven-war-plugin ({@code packagingIncludes}/{@code packagingExcludes} over the web application,
   * whose classes are in {@code WEB-INF/classes}).
   */
  public static final List<Archiver> ARCHIVERS =
      List.of(
          new Archiver(
              "jar", "maven-jar-plugin", "default-jar", RESOURCE_INCLUDES, RESOURCE_EXCLUDES, ""),
          new Archiver(
              "war",
              "maven-war-plugin",
              "default-war",
              "packagingIncludes",
              "packagingExcludes",
              "WEB-INF/classes/"));

  /** The archiver of a packaging; empty for one this table does not know (then all is kept). */
  public static Optional<Archiver> archiver(String packaging) {
    return ARCHIVERS.stream().filter(a -> a.packaging().equals(packaging.strip())).findFirst();
  }
}
