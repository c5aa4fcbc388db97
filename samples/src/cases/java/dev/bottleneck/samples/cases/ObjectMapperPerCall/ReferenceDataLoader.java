package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.util.Map;

/**
 * Public loaders of reference data that only one-time start-up code calls, in another file of the
 * module (ReferenceDataImport): they run once. Error Prone, one file at a time, sees public methods
 * that anyone may call. Their lookalikes that run per call are in ReferenceDataReader.
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
}
