package dev.bottleneck.archunit;

import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.Test;

final class JaxbContextPerCallTest {

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.JAXB_CONTEXT_PER_CALL, Rule.JAXB_CONTEXT_PER_CALL);
  }
}
