package com.acme.e2e;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Starts the application under test once before the end-to-end tests of a class. */
public final class ApplicationExtension implements BeforeAllCallback {
  private static final Logger log = LoggerFactory.getLogger(ApplicationExtension.class);

  @Override
  public void beforeAll(ExtensionContext context) {
    log.info("starting the application for {}", context.getDisplayName());
  }
}
