package dev.bottleneck.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bottleneck.maven.run.ModuleLayout;
import dev.bottleneck.maven.run.RunException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which modules, roots and callers the paths of a command line stand for. */
final class LayoutTest {
  @TempDir Path root;

  private static final List<Path> NO_CLASSPATH = List.of();

  private List<ModuleLayout> modules(String... paths) throws RunException {
    return Layout.modules(List.of(paths), root, NO_CLASSPATH, "bottleneck-baseline.txt");
  }

  private Path write(String path, String text) throws IOException {
    Path file = root.resolve(path);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }

  private Path folder(String path) throws IOException {
    return Files.createDirectories(root.resolve(path));
  }

  private static String pom(String artifactId) {
    return """
    <project>
      <parent><artifactId>shop-parent</artifactId></parent>
      <artifactId>%s</artifactId>
    </project>
    """
        .formatted(artifactId);
  }

  @Test
  void aMavenBuildIsItsModulesWithTheirArtifactIdsAndConventionalRoots() throws Exception {
    write("pom.xml", pom("shop"));
    write("orders/pom.xml", pom("shop-orders"));
    folder("orders/src/main/java");
    write("billing/pom.xml", pom("shop-billing"));
    folder("billing/src/main/resources");

    List<ModuleLayout> modules = modules();

    assertThat(modules)
        .extracting(ModuleLayout::name)
        .containsExactly("shop-billing", "shop-orders");
    ModuleLayout orders = modules.get(1);
    assertThat(orders.basedir()).isEqualTo(root.resolve("orders"));
    assertThat(orders.javaRoots()).containsExactly(root.resolve("orders/src/main/java"));
    assertThat(orders.resourceRoots()).containsExactly(root.resolve("orders/src/main/resources"));
    assertThat(orders.testJavaRoots()).containsExactly(root.resolve("orders/src/test/java"));
    assertThat(orders.buildDirectory()).isEqualTo(root.resolve("orders/target"));
    assertThat(orders.baselineFile()).isEqualTo(root.resolve("orders/bottleneck-baseline.txt"));
  }

  @Test
  void eachModuleHasEveryOtherModuleAsCallers() throws Exception {
    for (String module : List.of("api", "core", "web")) {
      write(module + "/build.gradle.kts", "");
      folder(module + "/src/main/java");
    }
    write("settings.gradle.kts", "include(\"api\", \"core\", \"web\")");

    List<ModuleLayout> modules = modules();

    assertThat(modules).extracting(ModuleLayout::name).containsExactly("api", "core", "web");
    assertThat(modules.get(1).callerRoots())
        .containsExactly(root.resolve("api/src/main/java"), root.resolve("web/src/main/java"));
    assertThat(modules.get(1).buildDirectory()).isEqualTo(root.resolve("core/build"));
  }

  @Test
  void aMavenModuleHasTheModulesItsPomDependsOnAsUpstream() throws Exception {
    write("api/pom.xml", "<project><artifactId>api</artifactId></project>");
    folder("api/src/main/java");
    write(
        "plugin/pom.xml",
        "<project><artifactId>plugin</artifactId><dependencies><dependency>"
            + "<artifactId>api</artifactId><scope>provided</scope>"
            + "</dependency></dependencies></project>");
    folder("plugin/src/main/java");

    List<ModuleLayout> modules = modules();

    assertThat(modules).extracting(ModuleLayout::name).containsExactly("api", "plugin");
    assertThat(modules.get(0).upstreamRoots()).isEmpty();
    assertThat(modules.get(1).upstreamRoots()).containsExactly(root.resolve("api/src/main/java"));
    assertThat(modules.get(1).callerRoots()).containsExactly(root.resolve("api/src/main/java"));
  }

  @Test
  void projectsBelowSourceAndBuildFoldersAreNotModules() throws Exception {
    write("pom.xml", pom("plugin"));
    folder("src/main/java");
    write("src/it/sample/pom.xml", pom("sample"));
    folder("src/it/sample/src/main/java");
    write("target/copy/pom.xml", pom("copy"));
    folder("target/copy/src/main/java");
    write(".hidden/pom.xml", pom("hidden"));
    folder(".hidden/src/main/java");

    assertThat(modules()).extracting(ModuleLayout::name).containsExactly("plugin");
  }

  @Test
  void aFolderWithoutBuildFilesIsOneSourceFolder() throws Exception {
    folder("sources/com/acme");

    List<ModuleLayout> modules = modules("sources");

    assertThat(modules).hasSize(1);
    assertThat(modules.get(0).name()).isEqualTo("sources");
    assertThat(modules.get(0).javaRoots()).containsExactly(root.resolve("sources"));
    assertThat(modules.get(0).resourceRoots()).containsExactly(root.resolve("sources"));
  }

  @Test
  void aFileIsAnalyzedAloneWithinItsModule() throws Exception {
    write("pom.xml", pom("shop"));
    Path file = write("src/main/java/com/acme/A.java", "class A {}");
    Path other = write("src/main/java/com/acme/B.java", "class B {}");

    List<ModuleLayout> modules = modules("src/main/java/com/acme/A.java");

    assertThat(modules).hasSize(1);
    ModuleLayout module = modules.get(0);
    assertThat(module.name()).isEqualTo("shop");
    assertThat(module.javaRoots()).containsExactly(root.resolve("src/main/java"));
    assertThat(module.files().test(file)).isTrue();
    assertThat(module.files().test(other)).isFalse();
  }

  @Test
  void filesOfOneModuleAreAnalyzedTogether() throws Exception {
    write("pom.xml", pom("shop"));
    Path a = write("src/main/java/A.java", "class A {}");
    Path b = write("src/main/java/B.java", "class B {}");

    List<ModuleLayout> modules = modules("src/main/java/A.java", "src/main/java/B.java");

    assertThat(modules).hasSize(1);
    assertThat(modules.get(0).files().test(a)).isTrue();
    assertThat(modules.get(0).files().test(b)).isTrue();
  }

  @Test
  void aProjectWithoutSourcesSaysWhatToName() throws Exception {
    write("pom.xml", pom("empty"));

    assertThatThrownBy(this::modules)
        .isInstanceOf(RunException.class)
        .hasMessage(
            ". is a project without a module that has src/main/java, src/main/resources or"
                + " src/test/java; name its source folders instead");
  }

  @Test
  void reportsGoWhereTheBuildWrites() throws Exception {
    assertThat(Layout.defaultOutputDirectory(root)).isEqualTo(root.resolve("build/bottleneck"));

    write("pom.xml", pom("shop"));

    assertThat(Layout.defaultOutputDirectory(root)).isEqualTo(root.resolve("target/bottleneck"));
  }

  @Test
  void aModuleNameTwiceIsTheModulesPath() throws Exception {
    write("a/core/build.gradle", "");
    folder("a/core/src/main/java");
    write("b/core/build.gradle", "");
    folder("b/core/src/main/java");

    assertThat(modules()).extracting(ModuleLayout::name).containsExactly("core", "b/core");
  }
}
