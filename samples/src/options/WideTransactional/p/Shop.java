// Read by the Error Prone check's and the Maven plugin's tests with
// WideTransactional:RemoteTypes=p.RpcService,p.RemoteGateway: the application's own remote
// annotation (on a field, as an in-house RPC proxy is injected) and remote base type; a field of
// the same type without the annotation is a local bean.
package p;

import org.springframework.transaction.annotation.Transactional;

class Shop {
  @RpcService Inventory inventory;
  PriceGateway prices;
  Inventory local;

  @Transactional
  public void buy(String item) {
    // BUG: Diagnostic contains: WideTransactional
    inventory.reserve(item);
    // BUG: Diagnostic contains: WideTransactional
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
