package dev.bottleneck.archunit;

import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.Test;

final class CommonsDbcpPoolTest {

  @Test
  void identification() {
    ArchFindings.assertFixtures(BottleneckRules.COMMONS_DBCP_POOL, Rule.COMMONS_DBCP_POOL, "dbcp");
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.COMMONS_DBCP_POOL, Rule.COMMONS_DBCP_POOL);
  }
}
