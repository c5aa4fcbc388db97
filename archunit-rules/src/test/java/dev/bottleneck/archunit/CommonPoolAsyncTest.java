package dev.bottleneck.archunit;

import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.Test;

final class CommonPoolAsyncTest {

  @Test
  void identification() {
    ArchFindings.assertFixtures(BottleneckRules.COMMON_POOL_ASYNC, Rule.COMMON_POOL_ASYNC, "async");
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.COMMON_POOL_ASYNC, Rule.COMMON_POOL_ASYNC);
  }
}
