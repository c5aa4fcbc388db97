package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class WideTransactionalTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(WideTransactional.class, getClass());

  /**
   * The catalog's wording, with each slow call named as written; the Maven plugin's
   * WideTransactionalRuleTest.messagesNameTheCallAsWritten expects the same texts.
   */
  @Test
  void messagesNameTheCallAsWritten() {
    helper
        .addSourceLines(
            "Calls.java",
            """
            import java.io.File;
            import java.io.FileWriter;
            import java.nio.file.Files;
            import java.nio.file.Path;
            import org.springframework.transaction.annotation.Transactional;
            import org.springframework.transaction.support.TransactionTemplate;
            import org.springframework.web.client.RestClient;

            class Calls {
              static class Logged extends FileWriter {
                Logged(File file) throws Exception {
                  super(file);
                }
              }

              RestClient client;
              jakarta.ws.rs.client.Client jaxrs;
              TransactionTemplate transactions;

              @Transactional
              public void declared(Path path, File file) throws Exception {
                // BUG: Diagnostic contains: Invocation.Builder.get (remote call) runs while the transaction of declared() holds its database connection; move it
                jaxrs.target("http://partner").request().get(String.class);
                // BUG: Diagnostic contains: RestClient.ResponseSpec.body (remote call) runs while the transaction of declared() holds its database connection; move it
                client.get().uri("/a").retrieve().body(String.class);
                // BUG: Diagnostic contains: RestClient.RequestHeadersSpec.exchangeForRequiredValue (remote call) runs while the transaction of declared() holds its database connection; move it
                client.get().uri("/a").exchangeForRequiredValue((request, response) -> "");
                // BUG: Diagnostic contains: new Calls.Logged (file I/O) runs while the transaction of declared() holds its database connection; move it
                new Logged(file);
                // BUG: Diagnostic contains: Files.newByteChannel (file I/O) runs while the transaction of declared() holds its database connection; move it
                Files.newByteChannel(path);
              }

              public void programmatic() {
                // BUG: Diagnostic contains: audit() -> RestClient.ResponseSpec.toBodilessEntity (remote call) runs while the transaction of the executeWithoutResult(...) callback holds its database connection; move it
                transactions.executeWithoutResult(status -> audit());
              }

              private void audit() {
                client.get().uri("/a").retrieve().toBodilessEntity();
              }
            }
            """)
        .doTest();
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "WideTransactional").doTest();
  }
}
