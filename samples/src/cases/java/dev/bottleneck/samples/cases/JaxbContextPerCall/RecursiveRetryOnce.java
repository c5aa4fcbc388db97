package dev.bottleneck.samples.cases.JaxbContextPerCall;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;

/**
 * Genuine recursion, beside an overload of the same arity: each helper retries by calling itself,
 * and only static field initializers call them, so each context is built once: silent.
 */
class RecursiveRetryOnce {
  private static final JAXBContext BY_TYPE = context(RecursiveRetryOnce.class, 3);
  private static final JAXBContext BY_PATH = context("com.example.orders", 3);

  private static JAXBContext context(Class<?> type, int attempts) {
    try {
      return JAXBContext.newInstance(type);
    } catch (JAXBException e) {
      if (attempts == 0) {
        throw new IllegalStateException(e);
      }
      return context(type, attempts - 1);
    }
  }

  private static JAXBContext context(String path, int attempts) {
    try {
      return JAXBContext.newInstance(path);
    } catch (JAXBException e) {
      if (attempts == 0) {
        throw new IllegalStateException(e);
      }
      return context(path, attempts - 1);
    }
  }
}
