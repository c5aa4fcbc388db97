package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.facts.SpringXmlBeans;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SpringXmlBeansReaderTest {
  @TempDir Path resources;

  @Test
  void readsBeansOfContextFilesAtAnyDepth() throws IOException {
    write(
        "META-INF/spring/jobs-context.xml",
        """
        <beans xmlns="http://www.springframework.org/schema/beans">
          <beans profile="prod">
            <bean class="p.Clients" factory-method="create"/>
          </beans>
        </beans>
        """);

    SpringXmlBeans beans = SpringXmlBeansReader.read(List.of(resources));

    assertThat(beans.runsOnce("p.Clients", "create")).isTrue();
  }

  @Test
  void otherXmlAndBrokenFilesNameNothing() throws IOException {
    // A bean element outside Spring's namespace, a root that is not <beans>, a broken file.
    write("other.xml", "<beans><bean class=\"p.A\" factory-method=\"create\"/></beans>");
    write(
        "logback.xml",
        """
        <configuration xmlns:b="http://www.springframework.org/schema/beans">
          <b:bean class="p.B" factory-method="create"/>
        </configuration>
        """);
    write("broken.xml", "<beans xmlns=\"http://www.springframework.org/schema/beans\"><bean");

    SpringXmlBeans beans = SpringXmlBeansReader.read(List.of(resources, resources.resolve("no")));

    assertThat(beans.isEmpty()).isTrue();
  }

  private void write(String name, String text) throws IOException {
    Path file = resources.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
