package dev.bottleneck.samples.cases.WideTransactional;

import java.io.File;
import java.io.FileWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.client.RestClient;

/**
 * The catalog's wording, each slow call named as written: the receiver's static type (nested types
 * kept qualified), the created type, the RestClient step that sends, and the programmatic
 * transaction by its callback.
 */
class MessagesNameTheCall {
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
    // BUG: Diagnostic contains: WideTransactional
    // Invocation.Builder.get (remote call) runs while the transaction of declared() holds its
    // database connection; move it before the transaction or after commit
    jaxrs.target("http://partner").request().get(String.class);
    // BUG: Diagnostic contains: WideTransactional
    // RestClient.ResponseSpec.body (remote call) runs while the transaction of declared() holds
    client.get().uri("/a").retrieve().body(String.class);
    // BUG: Diagnostic contains: WideTransactional
    // RestClient.RequestHeadersSpec.exchangeForRequiredValue (remote call) runs while the
    client.get().uri("/a").exchangeForRequiredValue((request, response) -> "");
    // BUG: Diagnostic contains: WideTransactional
    // new MessagesNameTheCall.Logged (file I/O) runs while the transaction of declared() holds
    new Logged(file);
    // BUG: Diagnostic contains: WideTransactional
    // Files.newByteChannel (file I/O) runs while the transaction of declared() holds
    Files.newByteChannel(path);
  }

  public void programmatic() {
    // BUG: Diagnostic contains: WideTransactional
    // audit() -> RestClient.ResponseSpec.toBodilessEntity (remote call) runs while the
    // transaction of the executeWithoutResult(...) callback holds its database connection
    transactions.executeWithoutResult(status -> audit());
  }

  private void audit() {
    client.get().uri("/a").retrieve().toBodilessEntity();
  }
}
