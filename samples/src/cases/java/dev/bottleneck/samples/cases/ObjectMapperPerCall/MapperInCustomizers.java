package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.function.Supplier;
import org.springframework.context.annotation.Bean;

/**
 * A customizer bean is applied once, while what it customizes is built: a lambda a bean method
 * returns as a customizer runs once. (Seen in a real application: a Redisson customizer bean that
 * builds the codec's mapper.) Any other function a bean returns runs whenever its holder calls it.
 */
class MapperInCustomizers {
  /** Stands for Redisson's {@code RedissonAutoConfigurationCustomizer} and Spring Boot's own. */
  interface CodecCustomizer {
    void customize(StringBuilder config);
  }

  @Bean
  CodecCustomizer codecCustomizer() {
    return config -> config.append(new ObjectMapper().getRegisteredModuleIds());
  }

  @Bean
  Supplier<ObjectMapper> mappers() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return () -> new ObjectMapper();
  }
}
