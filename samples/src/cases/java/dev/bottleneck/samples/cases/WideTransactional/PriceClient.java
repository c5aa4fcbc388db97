package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.web.service.annotation.HttpExchange;

@HttpExchange("/prices")
interface PriceClient {
  int price(String sku);
}
