package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.http.codec.json.Jackson2JsonEncoder;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.MappingJackson2HttpMessageConverter;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Spring MVC and WebFlux call each configurer callback once, while they build the infrastructure
 * beans they keep: a mapper made there for a converter or a codec serves every request. (Seen in a
 * real application: a YAML converter with its own mapper added in extendMessageConverters.) A
 * helper the configuration also offers to request handlers, and a method of the same name on a
 * class that is no configurer, run as often as their callers.
 */
class MapperInWebConfigurers {
  static final class WebConfig implements WebMvcConfigurer {
    @Override
    public void extendMessageConverters(List<HttpMessageConverter<?>> converters) {
      converters.add(new MappingJackson2HttpMessageConverter(new ObjectMapper()));
    }

    @Override
    public void configureMessageConverters(List<HttpMessageConverter<?>> converters) {
      converters.add(converter());
    }

    // Also called by every request's rendering below.
    HttpMessageConverter<?> converter() {
      // BUG: Diagnostic contains: ObjectMapperPerCall
      return new MappingJackson2HttpMessageConverter(new ObjectMapper());
    }

    boolean canRender(Class<?> type) {
      return converter().canWrite(type, null);
    }
  }

  static final class ReactiveConfig implements WebFluxConfigurer {
    @Override
    public void configureHttpMessageCodecs(ServerCodecConfigurer configurer) {
      configurer.defaultCodecs().jackson2JsonEncoder(new Jackson2JsonEncoder(new ObjectMapper()));
    }
  }

  // An export's converter list: not a configurer, whatever its method is called.
  static final class ExportFormats {
    void extendMessageConverters(List<HttpMessageConverter<?>> converters) {
      // BUG: Diagnostic contains: ObjectMapperPerCall
      converters.add(new MappingJackson2HttpMessageConverter(new ObjectMapper()));
    }
  }
}
