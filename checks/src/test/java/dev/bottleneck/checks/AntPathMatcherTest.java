package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/**
 * The identification cases, suppression included, are shared with every engine in {@code
 * samples/src/cases/java/.../AntPathMatcher}; this check offers no fix.
 */
final class AntPathMatcherTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(AntPathMatcher.class, getClass());

  @Test
  void samples() {
    SampleSources.addSamples(helper, "AntPathMatcher").doTest();
  }
}
