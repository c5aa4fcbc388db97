package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.samples.AntPathMatcherBad;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class AntPathMatcherTest {
  private static final JavaClass CONFIGURATION =
      ArchFindings.samples().get(AntPathMatcherBad.class);

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.ANT_PATH_MATCHER, Rule.ANT_PATH_MATCHER);
  }

  @Test
  void theFixIsNamedForSpringSecurity65() {
    Set<String> classPath =
        Set.of(PathMatchers.REQUEST_MATCHER, PathMatchers.PATH_PATTERN_REQUEST_MATCHER);
    assertThat(new AntPathMatcherDetector(classPath::contains).findings(CONFIGURATION))
        .filteredOn(finding -> finding.line() == 31)
        .extracting(Finding::message)
        .containsExactly(
            "antMatchers(...) matches request paths the legacy ant-style way: the pattern is"
                + " parsed once, but every request path is tokenized and matched against it again,"
                + " several times slower per lookup than a parsed PathPattern (a few microseconds"
                + " per request for 30 patterns); use requestMatchers(...) with"
                + " PathPatternRequestMatcher instead");
  }

  @Test
  void springSecurityBefore65HasNoReplacementToName() {
    Set<String> classPath = Set.of(PathMatchers.REQUEST_MATCHER);
    assertThat(new AntPathMatcherDetector(classPath::contains).findings(CONFIGURATION))
        .filteredOn(finding -> finding.line() == 31)
        .extracting(Finding::message)
        .singleElement()
        .asString()
        .endsWith(
            "; the Spring Security on the class path is older than 6.5 and has no path-pattern"
                + " request matcher: upgrade to 6.5+ and use requestMatchers(...) with"
                + " PathPatternRequestMatcher instead");
  }
}
