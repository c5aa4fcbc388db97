// Spring Boot is not among the samples' dependencies: the cases need the signatures alone.
package org.springframework.boot.builder;

import java.util.Map;

public class SpringApplicationBuilder {
  public SpringApplicationBuilder(Class<?>... sources) {}

  public SpringApplicationBuilder properties(String... defaultProperties) {
    return this;
  }

  public SpringApplicationBuilder properties(Map<String, Object> defaults) {
    return this;
  }
}
