package dev.bottleneck.archunit;

import static dev.bottleneck.archunit.ArchFindings.FIXTURES;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

final class CommonPoolAsyncTest {

  @Test
  void identification() {
    assertThat(ArchFindings.reported(BottleneckRules.COMMON_POOL_ASYNC, ArchFindings.fixtures("async")))
        .containsExactlyElementsOf(
            ArchFindings.expected(FIXTURES.resolve("async"), List.of(Rule.COMMON_POOL_ASYNC)));
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.COMMON_POOL_ASYNC, Rule.COMMON_POOL_ASYNC);
  }
}
