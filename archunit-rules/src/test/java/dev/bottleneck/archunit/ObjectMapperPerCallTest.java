package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.catalog.facts.PerCallSubject;
import org.junit.jupiter.api.Test;

final class ObjectMapperPerCallTest {
  private static final PerCallSubject MAPPER = PerCallCreations.OBJECT_MAPPER;

  /** ArchUnit names the method, or the lambda's method, that builds the mapper. */
  @Test
  void messagesNameTheMethod() {
    assertThat(
            BottleneckRules.OBJECT_MAPPER_PER_CALL
                .evaluate(ArchFindings.samples())
                .getFailureReport()
                .getDetails())
        .contains(
            "[ObjectMapperPerCall] "
                + Messages.perCallCreation(MAPPER, "new ObjectMapper()")
                + " (in create()) in (ObjectMapperPerCallBad.java:26)",
            "[ObjectMapperPerCall] "
                + Messages.perCallCreation(MAPPER, "YAMLMapper.builder()...build()")
                + " (in exportYaml()) in (ObjectMapperPerCallBad.java:39)",
            "[ObjectMapperPerCall] "
                + Messages.perCallCreation(MAPPER, "XmlMapper.builder()...build()")
                + " (in a lambda in exportEachAsXml()) in (ObjectMapperPerCallBad.java:49)");
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.OBJECT_MAPPER_PER_CALL, Rule.OBJECT_MAPPER_PER_CALL);
  }
}
