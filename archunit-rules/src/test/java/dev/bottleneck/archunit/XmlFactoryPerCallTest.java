package dev.bottleneck.archunit;

import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.Test;

final class XmlFactoryPerCallTest {

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.XML_FACTORY_PER_CALL, Rule.XML_FACTORY_PER_CALL);
  }
}
