// Spring Boot is not among the samples' dependencies: the cases need the signatures alone.
package org.springframework.boot;

import java.util.Map;
import java.util.Properties;

public class SpringApplication {
  public SpringApplication(Class<?>... primarySources) {}

  public void setDefaultProperties(Map<String, Object> defaultProperties) {}

  public void setDefaultProperties(Properties defaultProperties) {}

  public static Object run(Class<?> primarySource, String... args) {
    return null;
  }
}
