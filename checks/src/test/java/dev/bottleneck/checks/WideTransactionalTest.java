package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class WideTransactionalTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(WideTransactional.class, getClass());

  /**
   * The application's own remote annotation (on a field, as an in-house RPC proxy is injected) and
   * remote base type; a field of the same type without the annotation is a local bean.
   */
  @Test
  void identificationWithRemoteTypes() {
    helper
        .setArgs("-XepOpt:WideTransactional:RemoteTypes=p.RpcService, p.RemoteGateway")
        .addSourceLines(
            "p/Shop.java",
            """
            package p;

            import org.springframework.transaction.annotation.Transactional;

            class Shop {
              @RpcService Inventory inventory;
              PriceGateway prices;
              Inventory local;

              @Transactional
              public void buy(String item) {
                // BUG: Diagnostic contains: WideTransactional
                // Inventory.reserve (remote call)
                inventory.reserve(item);
                // BUG: Diagnostic contains: WideTransactional
                // PriceGateway.price (remote call)
                prices.price(item);
                local.reserve(item);
                inventory.toString();
              }
            }

            @interface RpcService {}

            interface RemoteGateway {}

            interface PriceGateway extends RemoteGateway {
              int price(String item);
            }

            interface Inventory {
              void reserve(String item);
            }
            """)
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
