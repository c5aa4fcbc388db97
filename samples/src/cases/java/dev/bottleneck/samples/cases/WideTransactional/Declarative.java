package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;

class Declarative {
  PartnerClient partner;
  InheritingClient inheriting;
  PartnerApi api;
  StockClient stock;
  PriceClient prices;
  PlainFeign plain;

  @Transactional
  void calls() {
    // BUG: Diagnostic contains: WideTransactional
    // PlainFeign.stock
    plain.stock("sku");
    // BUG: Diagnostic contains: WideTransactional
    // PartnerClient.reserve
    partner.reserve("sku");
    // BUG: Diagnostic contains: WideTransactional
    // InheritingClient.cancel
    inheriting.cancel("sku");
    // BUG: Diagnostic contains: WideTransactional
    // StockClient.stock
    stock.stock("sku");
    // BUG: Diagnostic contains: WideTransactional
    // PriceClient.price
    prices.price("sku");
    // Default methods run locally; an unannotated interface is not a client.
    partner.reserveAll("sku");
    api.cancel("sku");
    stock.localOnly("sku");
    partner.toString();
  }
}
