// Spring Boot 4 is not among the samples' dependencies: the checks know its callbacks by name. The
// parameter stands for Spring Framework 7's HttpMessageConverters.ServerBuilder.
package org.springframework.boot.http.converter.autoconfigure;

import java.util.List;
import org.springframework.http.converter.HttpMessageConverter;

public interface ServerHttpMessageConvertersCustomizer {
  void customize(List<HttpMessageConverter<?>> builder);
}
