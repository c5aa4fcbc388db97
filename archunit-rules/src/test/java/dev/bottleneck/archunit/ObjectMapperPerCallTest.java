package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.catalog.facts.PerCallSubject;
import org.junit.jupiter.api.Test;

final class ObjectMapperPerCallTest {
  private static final JavaClasses PER_CALL = ArchFindings.fixtures("percall");
  private static final PerCallSubject MAPPER = PerCallCreations.OBJECT_MAPPER;

  @Test
  void identification() {
    ArchFindings.assertFixtures(
        BottleneckRules.OBJECT_MAPPER_PER_CALL, Rule.OBJECT_MAPPER_PER_CALL, "percall");
    assertThat(
            BottleneckRules.OBJECT_MAPPER_PER_CALL
                .evaluate(PER_CALL)
                .getFailureReport()
                .getDetails())
        .contains(
            "[ObjectMapperPerCall] "
                + Messages.perCallCreation(MAPPER, "new ObjectMapper()")
                + " (in plain()) in (MapperHandlers.java:46)",
            "[ObjectMapperPerCall] "
                + Messages.perCallCreation(MAPPER, "new ObjectMapper()")
                + " (in anonymous()) in (MapperHandlers.java:65)",
            "[ObjectMapperPerCall] "
                + Messages.perCallCreation(MAPPER, "JsonMapper.builder()...build()")
                + " (in builderChain()) in (MapperHandlers.java:59)");
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.OBJECT_MAPPER_PER_CALL, Rule.OBJECT_MAPPER_PER_CALL);
  }
}
