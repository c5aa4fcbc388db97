package dev.bottleneck.archunit;

import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.Test;

final class HttpClientPerCallTest {

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.HTTP_CLIENT_PER_CALL, Rule.HTTP_CLIENT_PER_CALL);
  }
}
