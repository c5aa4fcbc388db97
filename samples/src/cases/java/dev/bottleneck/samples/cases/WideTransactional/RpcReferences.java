package dev.bottleneck.samples.cases.WideTransactional;

import org.apache.dubbo.config.annotation.DubboReference;
import org.springframework.transaction.annotation.Transactional;

/**
 * A Dubbo reference is a proxy whose every method call goes to another process (the older {@code
 * @Reference} the same), and a gRPC blocking stub waits for the server's answer. The proxy answers
 * {@code toString()} itself, and a stub configures a copy of itself locally.
 */
public class RpcReferences {
  @DubboReference StockApi stock;

  @com.alibaba.dubbo.config.annotation.Reference StockApi legacyStock;

  GreeterGrpc.GreeterBlockingStub greeter;

  @Transactional
  public void reserve(String item) {
    // BUG: Diagnostic contains: WideTransactional
    // StockApi.reserve (remote call)
    stock.reserve(item);
    // BUG: Diagnostic contains: WideTransactional
    // StockApi.reserve (remote call)
    legacyStock.reserve(item);
    // BUG: Diagnostic contains: WideTransactional
    // GreeterGrpc.GreeterBlockingStub.sayHello (remote call)
    greeter.sayHello(item);
  }

  @Transactional
  public String describe() {
    greeter.withDeadlineAfter(1, java.util.concurrent.TimeUnit.SECONDS);
    return stock.toString();
  }
}

/** A Dubbo service interface, implemented in another application. */
interface StockApi {
  void reserve(String item);
}
