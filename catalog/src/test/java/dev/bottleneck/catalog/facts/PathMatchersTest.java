package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.facts.PathMatchers.SecurityVersion;
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
}
