package dev.bottleneck.samples.cases.JaxbContextPerCall;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A context created lazily into a shared AtomicReference by compareAndSet, directly or through a
 * local: once, silent. A context created per call beside an unrelated compareAndSet is reported.
 */
class LazyContextByCompareAndSet {
  private static final AtomicReference<JAXBContext> SHARED = new AtomicReference<>();
  private final AtomicReference<JAXBContext> context = new AtomicReference<>();
  private final AtomicReference<Object> firstOrder = new AtomicReference<>();

  JAXBContext context() throws JAXBException {
    if (context.get() == null) {
      context.compareAndSet(null, JAXBContext.newInstance(LazyContextByCompareAndSet.class));
    }
    return context.get();
  }

  static JAXBContext shared() throws JAXBException {
    JAXBContext existing = SHARED.get();
    if (existing == null) {
      JAXBContext created = JAXBContext.newInstance(LazyContextByCompareAndSet.class);
      existing = SHARED.compareAndSet(null, created) ? created : SHARED.get();
    }
    return existing;
  }

  String marshal(Object order) throws JAXBException {
    // BUG: Diagnostic contains: JaxbContextPerCall
    // JAXBContext.newInstance(...)
    JAXBContext perCall = JAXBContext.newInstance(LazyContextByCompareAndSet.class);
    firstOrder.compareAndSet(null, order);
    StringWriter out = new StringWriter();
    perCall.createMarshaller().marshal(order, out);
    return out.toString();
  }
}
