package com.acme.startup;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;

/** Logs once, when the application has started. */
class StartUpReport implements ApplicationRunner {
  private static final Logger log = LoggerFactory.getLogger(StartUpReport.class);

  @Override
  public void run(ApplicationArguments arguments) {
    log.debug("started with {}", arguments.getOptionNames());
  }
}
