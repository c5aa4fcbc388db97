package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.util.Map;
import org.springframework.cache.annotation.CacheEvict;

/**
 * A command-line import whose public entry empties a cache when it is done: Spring's cache advice
 * runs around the call but does not call the method, so the import runs as often as its only
 * caller, main, which runs once. Error Prone, one file at a time, sees a public method anyone may
 * call. The lookalike, the same advice on a method that a request handler calls, is in
 * CacheAdvisedReload.
 */
public class CacheAdvisedImport {
  private final String path;

  CacheAdvisedImport(String path) {
    this.path = path;
  }

  public static void main(String[] args) throws IOException {
    new CacheAdvisedImport(args[0]).execute();
  }

  @CacheEvict(value = "domains", allEntries = true)
  public void execute() throws IOException {
    load(path);
  }

  private Map<?, ?> load(String file) throws IOException {
    // Error Prone alone: Diagnostic contains: ObjectMapperPerCall
    return new ObjectMapper().readValue(new File(file), Map.class);
  }
}
