package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.Test;

final class ObjectMapperPerCallTest {
  private static final JavaClasses PER_CALL = ArchFindings.fixtures("percall");

  @Test
  void identification() {
    ArchFindings.assertFixtures(BottleneckRules.OBJECT_MAPPER_PER_CALL, Rule.OBJECT_MAPPER_PER_CALL, "percall");
    assertThat(BottleneckRules.OBJECT_MAPPER_PER_CALL.evaluate(PER_CALL).getFailureReport().getDetails())
        .contains("[ObjectMapperPerCall] new ObjectMapper() in plain() creates a Jackson"
            + " ObjectMapper on every call; create it once (a static final field, a constructor or"
            + " a @Bean) and share it in (MapperHandlers.java:46)",
            "[ObjectMapperPerCall] new ObjectMapper() {...} in anonymous() creates a Jackson"
            + " ObjectMapper on every call; create it once (a static final field, a constructor or"
            + " a @Bean) and share it in (MapperHandlers.java:65)",
            "[ObjectMapperPerCall] JsonMapper.builder()...build() in builderChain() creates a"
            + " Jackson ObjectMapper on every call; create it once (a static final field, a"
            + " constructor or a @Bean) and share it in (MapperHandlers.java:59)");
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.OBJECT_MAPPER_PER_CALL, Rule.OBJECT_MAPPER_PER_CALL);
  }
}
