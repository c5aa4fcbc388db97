// Spring MVC is not among the samples' dependencies: the checks know its callbacks by name.
package org.springframework.web.servlet.config.annotation;

import java.util.List;
import org.springframework.http.converter.HttpMessageConverter;

public interface WebMvcConfigurer {
  default void configureMessageConverters(List<HttpMessageConverter<?>> converters) {}

  default void extendMessageConverters(List<HttpMessageConverter<?>> converters) {}
}
