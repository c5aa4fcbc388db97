package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class WideTransactionalTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(WideTransactional.class, getClass());

  @Test
  void samples() {
    SampleSources.addSamples(helper, "WideTransactional").doTest();
  }
}
