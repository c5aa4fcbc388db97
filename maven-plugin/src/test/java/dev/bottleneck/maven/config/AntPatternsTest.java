package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Maven's include and exclude patterns, as plexus-utils' {@code SelectorUtils.matchPath} reads
 * them.
 */
final class AntPatternsTest {
  @Test
  void aNameWithoutFoldersMatchesOnlyAtTheTop() {
    assertThat(AntPatterns.matches("logback.xml", "logback.xml")).isTrue();
    assertThat(AntPatterns.matches("logback.xml", "dev/logback.xml")).isFalse();
    assertThat(AntPatterns.matches("Logback.xml", "logback.xml")).isFalse();
  }

  @Test
  void twoStarsMatchZeroOrMoreFolders() {
    assertThat(AntPatterns.matches("**/logback.xml", "logback.xml")).isTrue();
    assertThat(AntPatterns.matches("**/logback.xml", "a/b/logback.xml")).isTrue();
    assertThat(AntPatterns.matches("a/**/logback.xml", "a/logback.xml")).isTrue();
    assertThat(AntPatterns.matches("a/**/logback.xml", "b/logback.xml")).isFalse();
    assertThat(AntPatterns.matches("**", "a/b/logback.xml")).isTrue();
  }

  @Test
  void oneStarAndAQuestionMarkStayInsideOneName() {
    assertThat(AntPatterns.matches("logback*.xml", "logback-spring.xml")).isTrue();
    assertThat(AntPatterns.matches("*.xml", "dev/logback.xml")).isFalse();
    assertThat(AntPatterns.matches("logback?xml", "logback.xml")).isTrue();
    assertThat(AntPatterns.matches("logback?xml", "logbackxml")).isFalse();
  }

  @Test
  void aTrailingSlashMatchesEverythingBelowTheFolder() {
    assertThat(AntPatterns.matches("dev/", "dev/logback.xml")).isTrue();
    assertThat(AntPatterns.matches("dev\\", "dev/x/logback.xml")).isTrue();
    assertThat(AntPatterns.matches("dev/", "logback.xml")).isFalse();
  }

  @Test
  void regularExpressionsAndAntWrappers() {
    assertThat(AntPatterns.matches("%regex[.*logback\\.xml]", "a/logback.xml")).isTrue();
    assertThat(AntPatterns.matches("%regex[logback\\.xml]", "a/logback.xml")).isFalse();
    assertThat(AntPatterns.matches("%regex[(]", "logback.xml")).isFalse();
    assertThat(AntPatterns.matches("%ant[**/logback.xml]", "a/logback.xml")).isTrue();
  }

  @Test
  void anyOfAList() {
    assertThat(AntPatterns.matchesAny(List.of("application*.yml", "logback.xml"), "logback.xml"))
        .isTrue();
    assertThat(AntPatterns.matchesAny(List.of(), "logback.xml")).isFalse();
  }
}
