package dev.bottleneck.maven.rules;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the shared cases cannot show: they compile, so every receiver type is known there. */
final class CommonPoolAsyncRuleTest {
  @TempDir Path root;

  @Test
  void asyncNameOnAReceiverOfUnknownTypeIsAFuture() {
    RuleScan.of(root, "CommonPoolAsync")
        .add(
            "p/Orders.java",
            """
            package p;

            import com.broker.BrokerClient;
            import com.broker.Reply;
            import java.util.concurrent.Executor;

            class Orders {
              BrokerClient brokerClient;
              Executor pool;

              void send(String request) {
                // BUG: Diagnostic contains: CommonPoolAsync
                brokerClient.sendRequest(request).handleAsync((reply, error) -> reply.body());
                // BUG: Diagnostic contains: CommonPoolAsync
                brokerClient.pending().thenApplyAsync(Reply::body);
                brokerClient.sendRequest(request).handleAsync((reply, error) -> reply, pool);
                brokerClient.sendRequest(request).thenApply(Reply::body);
                Reply.thenApplyAsync(request);
                new Local().thenApplyAsync(request);
              }

              static class Local {
                Object thenApplyAsync(String request) {
                  return request;
                }
              }
            }
            """)
        .expectMarkedFindings();
  }
}
