package dev.bottleneck.maven.rules;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class JaxbContextPerCallRuleTest {
  @TempDir Path root;

  @Test
  void identification() {
    RuleScan.of(root, "JaxbContextPerCall")
        .add(
            "p/Invoices.java",
            """
            package p;

            import jakarta.xml.bind.JAXBContext;
            import jakarta.xml.bind.JAXBException;

            class Invoices {
              private static final JAXBContext SHARED = create();

              String marshal(Object invoice) throws JAXBException {
                // BUG: Diagnostic contains: JaxbContextPerCall
                JAXBContext context = JAXBContext.newInstance(Invoice.class);
                // BUG: Diagnostic contains: JaxbContextPerCall
                javax.xml.bind.JAXBContext.newInstance(Invoice.class);
                return context.toString();
              }

              private static JAXBContext create() {
                try {
                  return JAXBContext.newInstance(Invoice.class);
                } catch (JAXBException e) {
                  throw new ExceptionInInitializerError(e);
                }
              }

              Object lookalike() {
                return Context.newInstance(Invoice.class);
              }

              static class Invoice {}

              static class Context {
                static Object newInstance(Class<?> type) {
                  return type;
                }
              }
            }
            """)
        .expectMarkedFindings();
  }
}
