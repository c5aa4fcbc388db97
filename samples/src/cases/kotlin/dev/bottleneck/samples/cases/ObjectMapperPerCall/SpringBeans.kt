package dev.bottleneck.samples.cases.ObjectMapperPerCall

import com.fasterxml.jackson.databind.ObjectMapper
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.context.support.beans

/** Spring beans: a @Bean function, and the Kotlin bean DSL; Spring runs each once. */
@Configuration
class JacksonConfiguration {
  @Bean
  fun objectMapper(): ObjectMapper = ObjectMapper()
}

val jacksonBeans = beans {
  bean { ObjectMapper() }
  bean("prettyMapper") {
    ObjectMapper()
  }
}
