package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.util.Map;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Public readers of reference data that one-time start-up code calls too (ReferenceDataImport),
 * but not only: a request handler, a scheduler, an executor or nobody in the module. They run per
 * call.
 */
public class ReferenceDataReader {
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
