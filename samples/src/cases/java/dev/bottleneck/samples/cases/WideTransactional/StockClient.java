package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.web.service.annotation.GetExchange;
import org.springframework.web.service.annotation.HttpExchange;

interface StockClient {
  @GetExchange("/stock/{sku}")
  int stock(String sku);

  int localOnly(String sku);
}
