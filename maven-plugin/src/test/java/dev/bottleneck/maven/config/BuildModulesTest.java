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
