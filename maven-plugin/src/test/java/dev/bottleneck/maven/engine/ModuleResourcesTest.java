package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.facts.LogLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ModuleResourcesTest {
  @TempDir Path resources;

  @Test
  void levelsAreReadWhenFirstAskedAndThenKept() throws IOException {
    ModuleResources module = new ModuleResources(List.of(resources));
    Files.writeString(
        resources.resolve("application.properties"), "logging.level.com.acme=DEBUG\n");

    boolean first = module.levels().all().switchesOn("com.acme.Cart", LogLevel.DEBUG);
    Files.writeString(resources.resolve("application.properties"), "logging.level.com.acme=INFO\n");
    boolean second = module.levels().all().switchesOn("com.acme.Cart", LogLevel.DEBUG);

    assertThat(first).as("read when asked, not when the executor was opened").isTrue();
    assertThat(second).as("read once").isTrue();
    assertThat(module.levels().spring().defaults()).containsEntry("com.acme", "DEBUG");
  }

  @Test
  void beansAreReadWhenFirstAsked() throws IOException {
    ModuleResources module = new ModuleResources(List.of(resources));
    Files.writeString(
        resources.resolve("context.xml"),
        """
        <beans xmlns="http://www.springframework.org/schema/beans">
          <bean class="com.acme.Cache" init-method="warm"/>
        </beans>
        """);

    assertThat(module.beans().runsOnce("com.acme.Cache", "warm")).isTrue();
  }
}
