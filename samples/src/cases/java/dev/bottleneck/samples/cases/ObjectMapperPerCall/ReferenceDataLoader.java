package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.util.Map;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Public loaders of reference data. Whether they run once or per call is decided by their callers
 * in other files of the module (ReferenceDataImport, ReferenceDataEndpoint): the loaders that only
 * one-time start-up code calls run once, a loader that a request handler also calls runs per call.
 * Error Prone, one file at a time, sees public methods that anyone may call.
 */
public class ReferenceDataLoader {
  public Map<?, ?> loadReferenceZones(String path) throws IOException {
    // Error Prone alone: Diagnostic contains: ObjectMapperPerCall
    ObjectMapper mapper = new ObjectMapper();
    return mapper.readValue(new File(path), Map.class);
  }

  public Map<?, ?> loadReferenceCurrencies(String path) throws IOException {
    // Error Prone alone: Diagnostic contains: ObjectMapperPerCall
    return new ObjectMapper().readValue(new File(path), Map.class);
  }

  public Map<?, ?> loadReferenceCountries(String path) throws IOException {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return new ObjectMapper().readValue(new File(path), Map.class);
  }

  // Nothing in the module calls it: a public method anyone may call runs per call.
  public Map<?, ?> loadReferenceLanguages(String path) throws IOException {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    return new ObjectMapper().readValue(new File(path), Map.class);
  }

  // A framework calls it too, per tick, whatever the start-up code does.
  @Scheduled(fixedRate = 60_000)
  public void refreshReferenceRates() throws IOException {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    new ObjectMapper().readValue(new File("rates.json"), Map.class);
  }

  /** An executor or a scheduler may run it as a task, as often as it likes. */
  public static final class RatesRefresher implements Runnable {
    @Override
    public void run() {
      // BUG: Diagnostic contains: ObjectMapperPerCall
      new ObjectMapper().getFactory();
    }
  }
}
