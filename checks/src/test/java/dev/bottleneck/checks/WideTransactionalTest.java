package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

final class WideTransactionalTest {
  /** The case of {@code WideTransactional:RemoteTypes}, shared with the plugin's test. */
  private static final Path REMOTE_TYPES_CASE =
      Path.of("..", "samples", "src", "options", "WideTransactional", "p", "Shop.java");

  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(WideTransactional.class, getClass());

  /**
   * The application's own remote annotation (on a field, as an in-house RPC proxy is injected) and
   * remote base type; a field of the same type without the annotation is a local bean.
   */
  @Test
  void identificationWithRemoteTypes() throws IOException {
    helper
        .setArgs("-XepOpt:WideTransactional:RemoteTypes=p.RpcService, p.RemoteGateway")
        .addSourceLines("p/Shop.java", Files.readAllLines(REMOTE_TYPES_CASE).toArray(String[]::new))
        .doTest();
  }

  @Test
  void badRemoteTypesIsOneError() {
    helper
        .setArgs("-XepOpt:WideTransactional:RemoteTypes=RpcService")
        .addSourceLines(
            "Shop.java",
            """
            // BUG: Diagnostic contains: WideTransactional:RemoteTypes=RpcService names 'RpcService'
            class Shop {}
            """)
        .doTest();
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "WideTransactional").doTest();
  }
}
