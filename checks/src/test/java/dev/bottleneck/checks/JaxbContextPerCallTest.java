package dev.bottleneck.checks;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * What only Error Prone does: its (absent) fix. The identification cases are shared with every
 * engine in {@code samples/src/cases/java/.../JaxbContextPerCall}.
 */
final class JaxbContextPerCallTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(JaxbContextPerCall.class, getClass());

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
