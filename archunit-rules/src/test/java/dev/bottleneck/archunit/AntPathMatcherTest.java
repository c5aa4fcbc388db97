package dev.bottleneck.archunit;

import static dev.bottleneck.archunit.ArchFindings.FIXTURES;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

final class AntPathMatcherTest {

  @Test
  void identification() {
    assertThat(ArchFindings.reported(BottleneckRules.ANT_PATH_MATCHER, ArchFindings.fixtures("ant")))
        .containsExactlyElementsOf(
            ArchFindings.expected(FIXTURES.resolve("ant"), List.of(Rule.ANT_PATH_MATCHER)));
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.ANT_PATH_MATCHER, Rule.ANT_PATH_MATCHER);
  }
}
