package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The upstream modules the standalone command and the triage harness read from the poms. */
final class BuildModulesTest {
  @TempDir Path root;

  @Test
  void upstreamModulesAreTheMainCodeDependenciesAndTheirCompileDependencies() throws IOException {
    Path common = module("common", "");
    Path api = module("api", dependency("common", ""));
    Path testing = module("testing", "");
    Path runtime = module("runtime", "");
    Path model = module("model", "");
    Path plugin =
        module(
            "plugin",
            dependency("api", "provided")
                + dependency("testing", "test")
                + dependency("runtime", "runtime")
                + dependency("model", "compile")
                + "<dependency><artifactId>api</artifactId><type>test-jar</type></dependency>"
                + dependency("spring-core", ""));
    BuildModules modules = BuildModules.of(List.of(common, api, testing, runtime, model, plugin));

    assertThat(modules.upstream(plugin)).containsExactly(api, model, common);
    assertThat(modules.upstream(common)).isEmpty();
    assertThat(modules.upstream(root.resolve("elsewhere"))).isEmpty();
  }

  @Test
  void aProvidedDependencyOfAnUpstreamModuleIsNotPassedOn() throws IOException {
    Path spi = module("spi", "");
    Path api = module("api", dependency("spi", "provided"));
    Path plugin = module("plugin", dependency("api", ""));

    assertThat(BuildModules.of(List.of(spi, api, plugin)).upstream(plugin)).containsExactly(api);
  }

  @Test
  void theDependenciesOfParentPomsCount() throws IOException {
    Path common = module("common", "");
    write(
        "services/pom.xml",
        "<project><artifactId>services</artifactId><packaging>pom</packaging><dependencies>"
            + dependency("common", "")
            + "</dependencies></project>");
    Path orders = root.resolve("services/orders");
    write(
        "services/orders/pom.xml",
        "<project><parent><artifactId>services</artifactId></parent>"
            + "<artifactId>orders</artifactId></project>");

    assertThat(BuildModules.of(List.of(common, orders)).upstream(orders)).containsExactly(common);
  }

  @Test
  void anExternalArtifactOfTheSameNameIsNoUpstreamModule() throws IOException {
    Path app =
        pom(
            "app",
            "<groupId>com.acme</groupId><artifactId>app</artifactId>",
            coordinates("org.thirdparty", "core"));
    Path core =
        pom(
            "core",
            "<groupId>com.acme</groupId><artifactId>core</artifactId>",
            coordinates("com.acme", "app"));
    BuildModules modules = BuildModules.of(List.of(app, core));

    assertThat(modules.upstream(app)).isEmpty();
    assertThat(modules.upstream(core)).containsExactly(app);
  }

  @Test
  void theGroupIdIsInheritedFromTheParentAndNamedByProperty() throws IOException {
    String parent = "<parent><groupId>com.acme</groupId><artifactId>parent</artifactId></parent>";
    write(
        "pom.xml", "<project><groupId>com.acme</groupId><artifactId>parent</artifactId></project>");
    Path common = pom("common", parent + "<artifactId>common</artifactId>", "");
    Path api =
        pom(
            "api",
            parent + "<artifactId>api</artifactId>",
            coordinates("${project.groupId}", "common"));
    Path web =
        pom(
            "web",
            parent + "<artifactId>web</artifactId>",
            coordinates("com.acme", "api") + coordinates("org.other", "common"));
    BuildModules modules = BuildModules.of(List.of(common, api, web));

    assertThat(modules.upstream(api)).containsExactly(common);
    assertThat(modules.upstream(web)).containsExactly(api, common);
  }

  @Test
  void aNameTwoModulesShareIsNoUpstreamModuleWithoutItsGroup() throws IOException {
    Path first =
        pom("one/core", "<groupId>com.acme.one</groupId><artifactId>core</artifactId>", "");
    Path second =
        pom("two/core", "<groupId>com.acme.two</groupId><artifactId>core</artifactId>", "");
    Path app =
        pom(
            "app",
            "<groupId>com.acme</groupId><artifactId>app</artifactId>",
            coordinates("${core.group}", "core"));
    Path named =
        pom(
            "named",
            "<groupId>com.acme</groupId><artifactId>named</artifactId>",
            coordinates("com.acme.two", "core"));
    BuildModules modules = BuildModules.of(List.of(first, second, app, named));

    assertThat(modules.upstream(app)).isEmpty();
    assertThat(modules.upstream(named)).containsExactly(second);
  }

  private Path pom(String folder, String identity, String dependencies) throws IOException {
    write(
        folder + "/pom.xml",
        "<project>" + identity + "<dependencies>" + dependencies + "</dependencies></project>");
    return root.resolve(folder);
  }

  private static String coordinates(String groupId, String artifactId) {
    return "<dependency><groupId>"
        + groupId
        + "</groupId><artifactId>"
        + artifactId
        + "</artifactId></dependency>";
  }

  private Path module(String name, String dependencies) throws IOException {
    write(
        name + "/pom.xml",
        "<project><artifactId>"
            + name
            + "</artifactId><dependencies>"
            + dependencies
            + "</dependencies></project>");
    return root.resolve(name);
  }

  private static String dependency(String artifactId, String scope) {
    return "<dependency><groupId>g</groupId><artifactId>"
        + artifactId
        + "</artifactId>"
        + (scope.isEmpty() ? "" : "<scope>" + scope + "</scope>")
        + "</dependency>";
  }

  private void write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
