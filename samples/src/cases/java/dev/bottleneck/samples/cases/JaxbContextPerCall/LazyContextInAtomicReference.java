package dev.bottleneck.samples.cases.JaxbContextPerCall;

import java.util.concurrent.atomic.AtomicReference;
import javax.xml.bind.JAXBContext;
import javax.xml.bind.JAXBException;

// A context created lazily, once, into a shared AtomicReference.
class LazyContextInAtomicReference {
  private final AtomicReference<JAXBContext> context = new AtomicReference<>();

  JAXBContext context() {
    return context.updateAndGet(existing -> existing != null ? existing : create());
  }

  JAXBContext contextFirstTime() {
    return context.getAndUpdate(existing -> existing != null ? existing : create());
  }

  private static JAXBContext create() {
    try {
      return JAXBContext.newInstance(LazyContextInAtomicReference.class);
    } catch (JAXBException e) {
      throw new IllegalStateException(e);
    }
  }

  Object perCall() throws JAXBException {
    // BUG: Diagnostic contains: JaxbContextPerCall
    return JAXBContext.newInstance(LazyContextInAtomicReference.class).createUnmarshaller();
  }
}
