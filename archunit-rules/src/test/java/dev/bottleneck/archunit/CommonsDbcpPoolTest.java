package dev.bottleneck.archunit;

import static dev.bottleneck.archunit.ArchFindings.FIXTURES;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

final class CommonsDbcpPoolTest {

  @Test
  void identification() {
    assertThat(ArchFindings.reported(BottleneckRules.COMMONS_DBCP_POOL, ArchFindings.fixtures("dbcp")))
        .containsExactlyElementsOf(
            ArchFindings.expected(FIXTURES.resolve("dbcp"), List.of(Rule.COMMONS_DBCP_POOL)));
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.COMMONS_DBCP_POOL, Rule.COMMONS_DBCP_POOL);
  }
}
