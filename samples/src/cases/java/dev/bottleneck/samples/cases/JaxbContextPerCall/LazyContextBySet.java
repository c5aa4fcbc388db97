package dev.bottleneck.samples.cases.JaxbContextPerCall;

import java.util.concurrent.atomic.AtomicReference;
import javax.xml.bind.JAXBContext;
import javax.xml.bind.JAXBException;

/**
 * Double-checked lazy initialization through an AtomicReference: get(), a null check, create, then
 * set(). Once per reference, silent, as the compareAndSet form is.
 */
class LazyContextBySet {
  private static final AtomicReference<JAXBContext> SHARED = new AtomicReference<>();
  private final AtomicReference<JAXBContext> context = new AtomicReference<>();

  JAXBContext context() throws JAXBException {
    JAXBContext existing = context.get();
    if (existing == null) {
      synchronized (context) {
        existing = context.get();
        if (existing == null) {
          JAXBContext created = JAXBContext.newInstance(LazyContextBySet.class);
          context.set(created);
          existing = created;
        }
      }
    }
    return existing;
  }

  static JAXBContext shared() throws JAXBException {
    if (SHARED.get() == null) {
      SHARED.set(JAXBContext.newInstance(LazyContextBySet.class));
    }
    return SHARED.get();
  }
}
