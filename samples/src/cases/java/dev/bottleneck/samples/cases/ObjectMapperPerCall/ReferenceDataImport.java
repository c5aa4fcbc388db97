package dev.bottleneck.samples.cases.ObjectMapperPerCall;

import jakarta.annotation.PostConstruct;
import java.io.IOException;
import java.util.List;

// One-time start-up code: what it calls, through private helpers and forEach too, runs once.
class ReferenceDataImport {
  private final ReferenceDataLoader loader;

  ReferenceDataImport(ReferenceDataLoader loader) {
    this.loader = loader;
  }

  @PostConstruct
  void importReferenceData() throws IOException {
    loader.loadReferenceZones("zones.json");
    createCurrencies();
    List.of("countries.json").forEach(this::createCountries);
    loader.refreshReferenceRates();
    new ReferenceDataLoader.RatesRefresher().run();
  }

  private void createCurrencies() throws IOException {
    loader.loadReferenceCurrencies("currencies.json");
  }

  private void createCountries(String path) {
    try {
      loader.loadReferenceCountries(path);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}

// A request handler: the loader it calls runs per request.
class ReferenceDataEndpoint {
  private final ReferenceDataLoader loader;

  ReferenceDataEndpoint(ReferenceDataLoader loader) {
    this.loader = loader;
  }

  Object countries() throws IOException {
    return loader.loadReferenceCountries("countries.json");
  }
}
