package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.util.Map;
import org.springframework.cache.annotation.CacheEvict;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * Spring's cache advice on a method that a request handler calls: the advice calls nothing, and
 * the method runs per request, as its caller does (CacheAdvisedImport's runs once, from main).
 */
public class CacheAdvisedReload {
  @GetMapping("/domains/reload")
  public void reload() throws IOException {
    refresh();
  }

  @CacheEvict(value = "domains", allEntries = true)
  public void refresh() throws IOException {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    new ObjectMapper().readValue(new File("domains.json"), Map.class);
  }
}
