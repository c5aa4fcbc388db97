package dev.bottleneck.samples.cases.ObjectMapperPerCall;

class UnrelatedBuilder {
  static UnrelatedBuilder builder() {
    return new UnrelatedBuilder();
  }

  Object build() {
    return new ObjectMapper();
  }

  static class ObjectMapper {}
}
