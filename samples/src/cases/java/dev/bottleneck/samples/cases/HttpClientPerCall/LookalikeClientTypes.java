package dev.bottleneck.samples.cases.HttpClientPerCall;

/** Types of our own named like the clients and their factories: silent. */
class LookalikeClientTypes {
  Object unrelated() {
    new Unrelated().build();
    Unrelated.create();
    return new RestTemplate().toString() + HttpClients.createDefault();
  }

  static final class RestTemplate {}

  static final class HttpClients {
    static Object createDefault() {
      return new Object();
    }
  }

  static final class Unrelated {
    static Unrelated create() {
      return new Unrelated();
    }

    Unrelated build() {
      return this;
    }
  }
}
