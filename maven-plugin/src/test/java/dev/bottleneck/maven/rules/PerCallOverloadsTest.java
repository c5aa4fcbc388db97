package dev.bottleneck.maven.rules;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugin tells same-arity overloads apart by the argument types it can see (Error Prone and
 * ArchUnit see the resolved method). In each class, the overload that creates a context is called
 * only by its sibling, which nothing calls: taken for recursion, the creation would look run-once
 * and be missed. The shared case OverloadsOfOneArity covers reference types; these cover the
 * conversions of a method invocation.
 */
final class PerCallOverloadsTest {
  @TempDir Path root;

  @Test
  void argumentConversionsTellOverloadsApart() {
    RuleScan.of(root, "JaxbContextPerCall")
        .add(
            "p/Conversions.java",
            """
            package p;

            import jakarta.xml.bind.JAXBContext;

            class Conversions {
              static class Unboxing {
                static Object render(int copies) throws Exception {
                  // BUG: Diagnostic contains: JaxbContextPerCall
                  return JAXBContext.newInstance(Conversions.class);
                }

                static Object render(String name) throws Exception {
                  Integer copies = Integer.valueOf(name.length());
                  return render(copies);
                }
              }

              static class Widening {
                static Object render(long copies) throws Exception {
                  // BUG: Diagnostic contains: JaxbContextPerCall
                  return JAXBContext.newInstance(Conversions.class);
                }

                static Object render(String name) throws Exception {
                  return render((short) name.length());
                }
              }

              static class Boxing {
                static Object render(Number copies) throws Exception {
                  // BUG: Diagnostic contains: JaxbContextPerCall
                  return JAXBContext.newInstance(Conversions.class);
                }

                static Object render(String name) throws Exception {
                  return render(7);
                }
              }

              static class Subtype {
                static Object render(CharSequence text) throws Exception {
                  // BUG: Diagnostic contains: JaxbContextPerCall
                  return JAXBContext.newInstance(Conversions.class);
                }

                static Object render(Integer copies) throws Exception {
                  return render("x" + copies);
                }
              }
            }
            """)
        .expectMarkedFindings();
  }
}
