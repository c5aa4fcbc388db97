package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.finding.Finding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The matching-strategy property is reported only where Spring Boot defines it: a module whose poms
 * on disk say it builds with Boot before 2.6 ignores the line (its Spring MVC has only the ant path
 * matcher); a Boot version the poms do not tell keeps the finding.
 */
final class BootVersionsTest {
  private static final SpringConfigScanner SCANNER = new SpringConfigScanner(true);
  private static final String STRATEGY =
      "spring.mvc.pathmatch.matching-strategy: ant-path-matcher\n";

  @TempDir Path build;

  private static String bootImport(String version) {
    return "<dependencyManagement><dependencies><dependency>"
        + "<groupId>org.springframework.boot</groupId>"
        + "<artifactId>spring-boot-dependencies</artifactId>"
        + "<version>"
        + version
        + "</version><type>pom</type><scope>import</scope>"
        + "</dependency></dependencies></dependencyManagement>";
  }

  private static String bootParent(String version) {
    return "<parent><groupId>org.springframework.boot</groupId>"
        + "<artifactId>spring-boot-starter-parent</artifactId><version>"
        + version
        + "</version><relativePath/></parent>";
  }

  private static final String CHILD =
      "<project><parent><groupId>g</groupId><artifactId>root</artifactId><version>1</version>"
          + "</parent><artifactId>web</artifactId></project>";

  private List<Finding> scanWith(String rootPom, String modulePom) throws IOException {
    write(build.resolve("pom.xml"), rootPom);
    write(build.resolve("web/pom.xml"), modulePom);
    Path yaml = build.resolve("web/src/main/resources/application.yml");
    write(yaml, STRATEGY);
    try {
      return SCANNER.scan(yaml, STRATEGY);
    } catch (ConfigFileException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void aBootImportBefore26InTheParentPomThroughAPropertyIgnoresTheProperty() throws IOException {
    String root =
        "<project><artifactId>root</artifactId><properties>"
            + "<spring.boot.version>2.2.9.RELEASE</spring.boot.version></properties>"
            + bootImport("${spring.boot.version}")
            + "</project>";

    assertThat(scanWith(root, CHILD)).isEmpty();
  }

  @Test
  void aBootParentOf26OrLaterReportsIt() throws IOException {
    String root = "<project>" + bootParent("2.6.0") + "<artifactId>root</artifactId></project>";

    assertThat(scanWith(root, CHILD)).hasSize(1);
  }

  @Test
  void aBootParentBefore26InTheModulesOwnPomIgnoresIt() throws IOException {
    String module = "<project>" + bootParent("2.5.15") + "<artifactId>web</artifactId></project>";

    assertThat(scanWith("<project><artifactId>root</artifactId></project>", module)).isEmpty();
  }

  @Test
  void anUnknownBootVersionReportsIt() throws IOException {
    String unresolved =
        "<project><artifactId>root</artifactId>" + bootImport("${boot.version}") + "</project>";
    String otherParent =
        "<project><artifactId>other</artifactId>" + bootImport("2.2.9.RELEASE") + "</project>";

    assertThat(scanWith(unresolved, CHILD)).hasSize(1);
    // The pom above is not the parent the module names: Maven would look in its repository.
    assertThat(scanWith(otherParent, CHILD)).hasSize(1);
    assertThat(scanWith("<project><artifactId>root</artifactId></project>", CHILD)).hasSize(1);
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
