package dev.bottleneck.archunit;

import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.Test;

final class CommonPoolAsyncTest {

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.COMMON_POOL_ASYNC, Rule.COMMON_POOL_ASYNC);
  }
}
