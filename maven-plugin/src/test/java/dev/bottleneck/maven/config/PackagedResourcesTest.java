package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which main resource files a module's build leaves out of its artifact, by its pom: what the
 * shared cases show once ({@code ExcludedFromArtifact}) in each of the pom's shapes.
 */
final class PackagedResourcesTest {
  @TempDir Path module;

  private Path logback() throws IOException {
    Path file = module.resolve("src/main/resources/logback.xml");
    Files.createDirectories(file.getParent());
    Files.writeString(file, "<configuration/>");
    return file;
  }

  private void pom(String body) throws IOException {
    Files.writeString(
        module.resolve("pom.xml"), "<project><artifactId>app</artifactId>" + body + "</project>");
  }

  private static String jarPlugin(String configuration) {
    return "<plugin><artifactId>maven-jar-plugin</artifactId><configuration>"
        + configuration
        + "</configuration></plugin>";
  }

  private static String defaultProfile(String id, String build) {
    return "<profile><id>"
        + id
        + "</id><activation><activeByDefault>true</activeByDefault></activation><build>"
        + build
        + "</build></profile>";
  }

  @Test
  void aFileWithoutAPomOrWithAPlainPomIsKept() throws IOException {
    Path file = logback();
    assertThat(PackagedResources.leftOut(file)).isFalse();

    pom("");
    assertThat(PackagedResources.leftOut(file)).isFalse();
  }

  @Test
  void theJarPluginsExcludesInAProfileActiveByDefaultLeaveItOut() throws IOException {
    Path file = logback();
    String excludes = "<excludes><exclude>logback.xml</exclude></excludes>";
    pom(
        "<profiles>"
            + defaultProfile("jar", "<plugins>" + jarPlugin(excludes) + "</plugins>")
            + "</profiles>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    // A profile that a condition activates turns the profiles active by default off.
    pom(
        "<profiles>"
            + defaultProfile("jar", "<plugins>" + jarPlugin(excludes) + "</plugins>")
            + "<profile><id>jdk</id><activation><jdk>17</jdk></activation></profile>"
            + "</profiles>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    pom(
        "<profiles><profile><id>release</id><build><plugins>"
            + jarPlugin(excludes)
            + "</plugins></build></profile></profiles>");
    assertThat(PackagedResources.leftOut(file)).isFalse();
  }

  @Test
  void theJarPluginsPatternsAreRelativeToTheClassFolder() throws IOException {
    Path file = logback();
    pom(
        "<build><plugins>"
            + jarPlugin("<excludes><exclude>**/logback*.xml</exclude></excludes>")
            + "</plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    pom(
        "<build><plugins>"
            + jarPlugin("<excludes><exclude>dev/logback.xml</exclude></excludes>")
            + "</plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    pom(
        "<build><plugins>"
            + jarPlugin("<includes><include>**/*.class</include></includes>")
            + "</plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();
  }

  @Test
  void theDefaultExecutionWinsOverThePluginAndThePluginOverItsManagement() throws IOException {
    Path file = logback();
    String keepAll = "<excludes><exclude>none</exclude></excludes>";
    String leaveOut = "<excludes><exclude>logback.xml</exclude></excludes>";
    pom(
        "<build><pluginManagement><plugins>"
            + jarPlugin(leaveOut)
            + "</plugins></pluginManagement></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    pom(
        "<build><pluginManagement><plugins>"
            + jarPlugin(leaveOut)
            + "</plugins></pluginManagement><plugins>"
            + jarPlugin(keepAll)
            + "</plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    pom(
        "<build><pluginManagement><plugins>"
            + jarPlugin(leaveOut)
            + "</plugins></pluginManagement><plugins>"
            + jarPlugin("<excludes combine.children=\"append\"><exclude>none</exclude></excludes>")
            + "</plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    pom(
        "<build><plugins><plugin><artifactId>maven-jar-plugin</artifactId><executions><execution>"
            + "<id>default-jar</id><configuration>"
            + leaveOut
            + "</configuration></execution></executions></plugin></plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    pom(
        "<build><plugins><plugin><artifactId>maven-jar-plugin</artifactId><executions><execution>"
            + "<id>tests</id><configuration>"
            + leaveOut
            + "</configuration></execution></executions></plugin></plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();
  }

  @Test
  void theResourcesExcludesIncludesAndTargetPath() throws IOException {
    Path file = logback();
    pom(
        "<build><resources><resource><directory>${project.basedir}/src/main/resources</directory>"
            + "<excludes><exclude>logback.xml</exclude></excludes></resource></resources></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    pom(
        "<build><resources><resource><directory>src/main/resources</directory>"
            + "<includes><include>**/*.yml</include></includes></resource></resources></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    pom(
        "<build><resources><resource><directory>src/main/resources</directory>"
            + "<excludes><exclude>${dev.files}</exclude></excludes></resource></resources></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    pom(
        "<properties><dev.files>logback.xml</dev.files></properties>"
            + "<build><resources><resource><directory>src/main/resources</directory>"
            + "<excludes><exclude>${dev.files}</exclude></excludes></resource></resources></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    pom(
        "<build><resources><resource><directory>src/main/resources</directory>"
            + "<targetPath>config</targetPath></resource></resources><plugins>"
            + jarPlugin("<excludes><exclude>logback.xml</exclude></excludes>")
            + "</plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    // Below no resource folder of the pom: not known, kept.
    pom(
        "<build><resources><resource><directory>src/main/config</directory></resource>"
            + "</resources></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();
  }

  @Test
  void theWarPluginsPackagingExcludesAreRelativeToTheWebApplication() throws IOException {
    Path file = logback();
    String war =
        "<packaging>war</packaging><build><plugins><plugin>"
            + "<artifactId>maven-war-plugin</artifactId><configuration><packagingExcludes>";
    pom(
        war
            + "WEB-INF/lib/*.jar, WEB-INF/classes/logback.xml</packagingExcludes>"
            + "</configuration></plugin></plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    pom(war + "logback.xml</packagingExcludes></configuration></plugin></plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    pom(
        "<packaging>pom</packaging><build><plugins>"
            + jarPlugin("<excludes><exclude>logback.xml</exclude></excludes>")
            + "</plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();
  }

  private void assembly(String fileSets) throws IOException {
    Path descriptor = module.resolve("src/main/assembly/release.xml");
    Files.createDirectories(descriptor.getParent());
    Files.writeString(descriptor, "<assembly><id>release</id>" + fileSets + "</assembly>");
  }

  @Test
  void aFileTheJarExcludesIsStillShippedByAnAssemblyThatTakesIt() throws IOException {
    Path file = logback();
    pom(
        "<build><plugins>"
            + jarPlugin("<excludes><exclude>*.xml</exclude></excludes>")
            + "<plugin><artifactId>maven-assembly-plugin</artifactId><configuration><descriptors>"
            + "<descriptor>${basedir}/src/main/assembly/release.xml</descriptor>"
            + "</descriptors></configuration></plugin></plugins></build>");
    assembly(
        "<fileSets><fileSet><directory>${basedir}/src/main/resources</directory><includes>"
            + "<include>*.xml</include></includes><outputDirectory>conf</outputDirectory></fileSet>"
            + "</fileSets>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    // The distribution takes the release's own configuration from another folder.
    assembly(
        "<fileSets><fileSet><directory>./src/main/resources/config_default/</directory>"
            + "<outputDirectory>/conf</outputDirectory></fileSet></fileSets>"
            + "<files><file><source>README.md</source></file></files>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    assembly("<files><file><source>src/main/resources/logback.xml</source></file></files>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    Files.delete(module.resolve("src/main/assembly/release.xml"));
    assertThat(PackagedResources.leftOut(file)).isFalse();
  }

  @Test
  void aBuiltInDescriptorACopyOfResourcesOrAScriptMayShipIt() throws IOException {
    Path file = logback();
    String excludes = jarPlugin("<excludes><exclude>logback.xml</exclude></excludes>");
    pom(
        "<build><plugins>"
            + excludes
            + "<plugin><artifactId>maven-assembly-plugin</artifactId><configuration><descriptorRefs>"
            + "<descriptorRef>jar-with-dependencies</descriptorRef></descriptorRefs></configuration>"
            + "</plugin></plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isTrue();

    pom(
        "<build><plugins>"
            + excludes
            + "<plugin><artifactId>maven-assembly-plugin</artifactId><configuration><descriptorRefs>"
            + "<descriptorRef>project</descriptorRef></descriptorRefs></configuration>"
            + "</plugin></plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    pom(
        "<build><plugins>"
            + excludes
            + "<plugin><artifactId>maven-resources-plugin</artifactId><executions><execution>"
            + "<id>conf</id><goals><goal>copy-resources</goal></goals><configuration>"
            + "<outputDirectory>${basedir}/target/conf</outputDirectory><resources><resource>"
            + "<directory>src/main/resources</directory></resource></resources></configuration>"
            + "</execution></executions></plugin></plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();

    pom(
        "<build><plugins>"
            + excludes
            + "<plugin><artifactId>maven-antrun-plugin</artifactId></plugin></plugins></build>");
    assertThat(PackagedResources.leftOut(file)).isFalse();
  }
}
