package com.acme.batch;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** Publishes keys; its dev profile runs it without a web server. */
@SpringBootApplication
public class KeysApplication {
  private static final Logger log = LoggerFactory.getLogger(KeysApplication.class);

  void publish(String key) {
    log.info("published {}", key);
  }
}
