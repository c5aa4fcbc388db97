package dev.bottleneck.archunit;

import static dev.bottleneck.archunit.ArchFindings.FIXTURES;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

final class HttpClientPerCallTest {

  @Test
  void identification() {
    assertThat(ArchFindings.reported(BottleneckRules.HTTP_CLIENT_PER_CALL, ArchFindings.fixtures("percall")))
        .containsExactlyElementsOf(
            ArchFindings.expected(FIXTURES.resolve("percall"), List.of(Rule.HTTP_CLIENT_PER_CALL)));
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.HTTP_CLIENT_PER_CALL, Rule.HTTP_CLIENT_PER_CALL);
  }
}
