package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.MappingJackson2HttpMessageConverter;

/**
 * Spring Boot applies a server converters customizer once, while Spring MVC builds the message
 * converters it keeps: a strict mapper built there serves every request. (Seen in a real
 * application: a Kotlin configuration class that adds a converter with its own strict mapper.)
 */
class MapperInConverterCustomizers implements ServerHttpMessageConvertersCustomizer {
  @Override
  public void customize(List<HttpMessageConverter<?>> builder) {
    builder.add(new MappingJackson2HttpMessageConverter(new ObjectMapper()));
  }

  // Not the customizer's callback: any caller may run it as often as it likes.
  HttpMessageConverter<?> converter() {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return new MappingJackson2HttpMessageConverter(new ObjectMapper());
  }
}
