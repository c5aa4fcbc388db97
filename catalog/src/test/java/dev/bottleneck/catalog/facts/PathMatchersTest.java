package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.facts.PathMatchers.SecurityVersion;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class PathMatchersTest {
  @Test
  void pathPatternRequestMatcherMeansSpringSecurity65OrNewer() {
    assertThat(
            PathMatchers.securityVersion(
                Set.of(PathMatchers.PATH_PATTERN_REQUEST_MATCHER, PathMatchers.REQUEST_MATCHER)
                    ::contains))
        .isEqualTo(SecurityVersion.PATH_PATTERNS);
  }

  @Test
  void requestMatcherWithoutPathPatternRequestMatcherMeansOlderThan65() {
    assertThat(PathMatchers.securityVersion(Set.of(PathMatchers.REQUEST_MATCHER)::contains))
        .isEqualTo(SecurityVersion.NO_PATH_PATTERNS);
  }

  @Test
  void noSpringSecurityTellsNothing() {
    assertThat(PathMatchers.securityVersion(name -> false)).isEqualTo(SecurityVersion.UNKNOWN);
  }

  @Test
  void onlySpringSecurityRequestMatchersAreGroupedAndNeedSpringSecurity() {
    assertThat(PathMatchers.ALL.stream().filter(use -> !use.requestMatcher()))
        .containsExactly(PathMatchers.NEW_ANT_PATH_MATCHER);
  }

  @Test
  void mentionsRelaxedFindsWhatTheRelaxedTextContains() {
    String property = PathMatchers.MATCHING_STRATEGY_PROPERTY;
    for (String text :
        List.of(
            "x = \"spring.mvc.pathmatch.matching-strategy=ant_path_matcher\";",
            "SPRING_MVC_PATHMATCH_MATCHING_STRATEGY",
            "spring.mvc.pathMatch.matchingStrategy",
            "spring-.-mvc.path_-match.matching--strategy",
            "-spring.mvc.pathmatch.matchingstrateg",
            "spring.mvc.pathmatch.matching strategy",
            "sspring.mvc.pathmatch.matchingstrategyy",
            "\uD83D\uDE00spring.mvc.pathmatch.matchingstrategy",
            "SPR\u0130NG.MVC.PATHMATCH.MATCHING-STRATEGY",
            "x\uDE00\uD83D-spring.mvc.pathmatch.matchingstrategy",
            "",
            "spring.mvc.pathmatch.matchingstrategy".toUpperCase(Locale.ROOT))) {
      assertThat(PathMatchers.mentionsRelaxed(text, property))
          .as(text)
          .isEqualTo(
              PathMatchers.relaxedPropertyName(text)
                  .contains(PathMatchers.relaxedPropertyName(property)));
    }
  }
}
