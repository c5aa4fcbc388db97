package dev.bottleneck.samples.cases.EagerLogMessage;

import jakarta.annotation.PostConstruct;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;

// A debug line in start-up code is built once per process: it costs nothing per request. The
// run-once places are the ones the creation rules share.
class StartupCodeRunsOnce {
  private static final Logger log = LoggerFactory.getLogger(StartupCodeRunsOnce.class);

  static final class ContextListener implements ServletContextListener {
    @Override
    public void contextInitialized(ServletContextEvent event) {
      log.debug("context " + event + " initialized");
    }
  }

  static final class Runner implements ApplicationRunner {
    @Override
    public void run(ApplicationArguments args) {
      log.debug("started with " + args);
    }
  }

  @PostConstruct
  void init() {
    log.debug("settings " + System.getProperties());
  }

  // A request handler runs per call: its eager debug message is reported.
  String handle(String order) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation
    log.debug("handling " + order);
    return order;
  }
}
