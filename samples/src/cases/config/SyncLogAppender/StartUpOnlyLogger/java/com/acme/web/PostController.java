package com.acme.web;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Logs a DEBUG event on every request. */
@RestController
class PostController {
  private static final Logger log = LoggerFactory.getLogger(PostController.class);

  @GetMapping("/posts")
  String posts() {
    log.debug("listing posts");
    return "[]";
  }
}
