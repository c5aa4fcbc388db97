package dev.bottleneck.samples.cases.EagerLogMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.core.env.ConfigurableEnvironment;

// Spring Boot runs each environment post-processor once, while it prepares the environment at
// start-up (Boot 4 moved the interface to org.springframework.boot): a debug line there is built
// once. A method of the same name on a class that is no post-processor runs whenever its callers
// do.
class EnvironmentPostProcessorsRunOnce {
  private static final Logger log = LoggerFactory.getLogger(EnvironmentPostProcessorsRunOnce.class);

  static final class Defaults implements EnvironmentPostProcessor {
    @Override
    public void postProcessEnvironment(
        ConfigurableEnvironment environment, SpringApplication application) {
      for (String profile : environment.getActiveProfiles()) {
        log.debug("adding defaults for profile " + profile);
      }
    }
  }

  static final class BootFourDefaults implements org.springframework.boot.EnvironmentPostProcessor {
    @Override
    public void postProcessEnvironment(
        ConfigurableEnvironment environment, SpringApplication application) {
      log.debug("adding defaults to " + environment);
    }
  }

  // A request handler's helper that shares the name.
  static final class TenantSettings {
    void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("tenant environment " + environment);
    }
  }

  String settings(ConfigurableEnvironment environment) {
    new TenantSettings().postProcessEnvironment(environment, null);
    return environment.toString();
  }
}
