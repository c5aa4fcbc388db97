package dev.bottleneck.samples.cases.JaxbContextPerCall;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** A context per bound type, built once by the cache's loader: silent. */
class ContextCachedPerType {
  private final Map<Class<?>, JAXBContext> byType = new ConcurrentHashMap<>();

  JAXBContext context(Class<?> type) {
    return byType.computeIfAbsent(type, key -> {
      try {
        return JAXBContext.newInstance(key);
      } catch (JAXBException e) {
        throw new IllegalStateException(e);
      }
    });
  }
}
