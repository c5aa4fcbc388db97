package dev.bottleneck.checks;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * The creation forms; where code runs per call is tested once, in {@link ObjectMapperPerCallTest}.
 */
final class JaxbContextPerCallTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(JaxbContextPerCall.class, getClass());

  @Test
  void identification() {
    helper
        .addSourceLines(
            "Orders.java",
            """
            import java.io.StringWriter;
            import java.util.Map;
            import java.util.concurrent.ConcurrentHashMap;

            class Orders {
              private static final javax.xml.bind.JAXBContext SHARED;
              private final Map<Class<?>, jakarta.xml.bind.JAXBContext> byType = new ConcurrentHashMap<>();

              static {
                try {
                  SHARED = javax.xml.bind.JAXBContext.newInstance(Orders.class);
                } catch (javax.xml.bind.JAXBException e) {
                  throw new ExceptionInInitializerError(e);
                }
              }

              String javax(Object order) throws Exception {
                StringWriter out = new StringWriter();
                // BUG: Diagnostic contains: JAXBContext.newInstance(...) runs on every call here
                javax.xml.bind.JAXBContext.newInstance(order.getClass()).createMarshaller().marshal(order, out);
                // BUG: Diagnostic contains: helper method that handles JAXBException
                javax.xml.bind.JAXBContext.newInstance("com.example.orders");
                return out.toString();
              }

              String jakarta(Object order) throws Exception {
                StringWriter out = new StringWriter();
                // BUG: Diagnostic contains: JaxbContextPerCall
                jakarta.xml.bind.JAXBContext.newInstance(Orders.class).createMarshaller().marshal(order, out);
                return out.toString();
              }

              jakarta.xml.bind.JAXBContext cached(Class<?> type) {
                return byType.computeIfAbsent(type, key -> {
                  try {
                    return jakarta.xml.bind.JAXBContext.newInstance(key);
                  } catch (jakarta.xml.bind.JAXBException e) {
                    throw new IllegalStateException(e);
                  }
                });
              }

              // Marshallers are cheap and not thread-safe: per call is right.
              String marshal(Object order) throws Exception {
                StringWriter out = new StringWriter();
                SHARED.createMarshaller().marshal(order, out);
                return out.toString() + other.JAXBContext.newInstance();
              }
            }
            """)
        .addSourceLines(
            "other/JAXBContext.java",
            """
            package other;

            public final class JAXBContext {
              public static JAXBContext newInstance() {
                return new JAXBContext();
              }
            }
            """)
        .doTest();
  }

  /** The checked JAXBException cannot escape a static initializer: no automatic fix. */
  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(JaxbContextPerCall.class, getClass())
        .addInputLines(
            "Orders.java",
            """
            import jakarta.xml.bind.JAXBContext;
            import java.io.StringWriter;

            class Orders {
              String marshal(Object order) throws Exception {
                StringWriter out = new StringWriter();
                JAXBContext.newInstance(Orders.class).createMarshaller().marshal(order, out);
                return out.toString();
              }
            }
            """)
        .expectUnchanged()
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "JaxbContextPerCall").doTest();
  }
}
