package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * The identification cases, suppression included, are shared with every engine in {@code
 * samples/src/cases/java/.../CommonPoolAsync}; this check offers no fix.
 */
final class CommonPoolAsyncTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(CommonPoolAsync.class, getClass());

  @Test
  void samples() {
    SampleSources.addSamples(helper, "CommonPoolAsync").doTest();
  }
}
