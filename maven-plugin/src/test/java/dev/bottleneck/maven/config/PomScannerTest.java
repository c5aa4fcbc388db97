package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bottleneck.maven.finding.Finding;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

final class PomScannerTest {
  private static final Path POM = Path.of("pom.xml");
  private static final SpringConfigScanner SCANNER = new SpringConfigScanner(false, true);

  @Test
  void reportsTheModulesOwnDependencyAtItsTag() throws ConfigFileException {
    String pom =
        """
        <project xmlns="http://maven.apache.org/POM/4.0.0">
          <dependencyManagement>
            <dependencies>
              <dependency><groupId>commons-dbcp</groupId><artifactId>commons-dbcp</artifactId></dependency>
            </dependencies>
          </dependencyManagement>
          <dependencies>
            <dependency>
              <groupId>commons-dbcp</groupId>
              <artifactId>commons-dbcp</artifactId>
              <version>1.4</version>
              <exclusions>
                <exclusion><groupId>xml-apis</groupId><artifactId>xml-apis</artifactId></exclusion>
              </exclusions>
            </dependency>
            <dependency>
              <groupId>org.apache.commons</groupId>
              <artifactId>commons-dbcp2</artifactId>
            </dependency>
          </dependencies>
          <profiles>
            <profile>
              <dependencies>
                  <dependency><groupId>commons-dbcp</groupId><artifactId>commons-dbcp</artifactId></dependency>
              </dependencies>
            </profile>
          </profiles>
          <build>
            <plugins>
              <plugin>
                <dependencies>
                  <dependency><groupId>commons-dbcp</groupId><artifactId>commons-dbcp</artifactId></dependency>
                </dependencies>
              </plugin>
            </plugins>
          </build>
        </project>
        """;
    List<Finding> findings = SCANNER.scan(POM, pom);

    assertThat(findings)
        .extracting(finding -> finding.line() + ":" + finding.column())
        .containsExactly("8:5", "24:11");
    assertThat(findings.get(0).message())
        .isEqualTo(
            "the dependency commons-dbcp:commons-dbcp:1.4 uses the Commons DBCP 1.x pool, which"
                + " synchronizes on every borrow and return; move to HikariCP (or Commons DBCP 2)");
    assertThat(findings.get(1).message())
        .startsWith("the dependency commons-dbcp:commons-dbcp uses");
  }

  @Test
  void silentWhenTheRuleIsOff() throws ConfigFileException {
    String pom =
        "<project><dependencies><dependency><groupId>commons-dbcp</groupId>"
            + "<artifactId>commons-dbcp</artifactId></dependency></dependencies></project>";
    assertThat(SCANNER.scan(POM, pom)).hasSize(1);
    assertThat(new SpringConfigScanner(true, false).scan(POM, pom)).isEmpty();
  }

  @Test
  void aByteOrderMarkBeforeThePomIsSkippedAsMavenSkipsIt() throws ConfigFileException {
    String pom =
        "\uFEFF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project><dependencies>\n"
            + "  <dependency><groupId>commons-dbcp</groupId>"
            + "<artifactId>commons-dbcp</artifactId></dependency>\n</dependencies></project>\n";

    assertThat(SCANNER.scan(POM, pom))
        .extracting(finding -> finding.line() + ":" + finding.column())
        .containsExactly("3:3");
  }

  @Test
  void aPomThatDoesNotParseNamesTheFileTheLineAndTheFixWhateverTheRules() {
    String pom = "<project>\n  <dependencies>\n</project>\n";

    for (SpringConfigScanner scanner : List.of(SCANNER, new SpringConfigScanner(true, false))) {
      assertThatThrownBy(() -> scanner.scan(POM, pom))
          .isInstanceOfSatisfying(
              ConfigFileException.class,
              e -> {
                assertThat(e.problem().file()).isEqualTo(POM);
                assertThat(e.problem().line()).isEqualTo(3);
                assertThat(e.problem().message())
                    .startsWith("does not parse as XML: ")
                    .endsWith(
                        "; fix the XML syntax there or exclude the file with the excludes"
                            + " parameter");
              });
    }
  }
}
