package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import jakarta.annotation.PostConstruct;
import java.io.IOException;
import java.util.List;

// One-time start-up code: what it calls, through private helpers and forEach too, runs once.
class ReferenceDataImport {
  private final ReferenceDataLoader loader;
  private final ReferenceDataReader reader;

  ReferenceDataImport(ReferenceDataLoader loader, ReferenceDataReader reader) {
    this.loader = loader;
    this.reader = reader;
  }

  @PostConstruct
  void importReferenceData() throws IOException {
    loader.loadReferenceZones("zones.json");
    createCurrencies();
    List.of("countries.json").forEach(this::createCountries);
    reader.refreshReferenceRates();
    new ReferenceDataReader.RatesRefresher().run();
  }

  private void createCurrencies() throws IOException {
    loader.loadReferenceCurrencies("currencies.json");
  }

  private void createCountries(String path) {
    try {
      reader.loadReferenceCountries(path);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}

// A request handler: the reader it calls runs per request.
class ReferenceDataEndpoint {
  private final ReferenceDataReader reader;

  ReferenceDataEndpoint(ReferenceDataReader reader) {
    this.reader = reader;
  }

  Object countries() throws IOException {
    return reader.loadReferenceCountries("countries.json");
  }
}
