package com.acme.tool;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Runs once from the command line and exits. */
public final class Main {
  private static final Logger log = LoggerFactory.getLogger(Main.class);

  private Main() {}

  public static void main(String[] args) {
    log.info("migrating {} files", args.length);
  }
}
