package dev.bottleneck.archunit;

import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.Test;

final class AntPathMatcherTest {

  @Test
  void identification() {
    ArchFindings.assertFixtures(BottleneckRules.ANT_PATH_MATCHER, Rule.ANT_PATH_MATCHER, "ant");
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.ANT_PATH_MATCHER, Rule.ANT_PATH_MATCHER);
  }
}
