package dev.bottleneck.samples.cases.EagerLogMessage;

import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

// A debug line in a lambda that start-up code runs inline (forEach over the environment) is built
// once per entry at start-up. A lambda given to a scheduler runs per tick, one given to forEach in
// a request handler per request: both are reported.
class StartupCodeInLambdas implements ServletContextListener {
  private static final Logger log = LoggerFactory.getLogger(StartupCodeInLambdas.class);
  private ScheduledExecutorService scheduler;

  @Override
  public void contextInitialized(ServletContextEvent event) {
    System.getenv().forEach((key, value) -> {
      log.debug(key + ":" + value);
    });
    Properties properties = System.getProperties();
    properties.forEach((key, value) -> log.debug(key + ":" + value));
    scheduler.scheduleAtFixedRate(
        // BUG: Diagnostic contains: EagerLogMessage
        () -> log.debug("tick of " + event), 1, 1, TimeUnit.MINUTES);
  }

  void handle(List<String> orders) {
    // BUG: Diagnostic contains: EagerLogMessage
    orders.forEach(order -> log.debug("handling " + order));
  }
}
