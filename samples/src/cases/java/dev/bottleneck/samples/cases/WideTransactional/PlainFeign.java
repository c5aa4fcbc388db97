package dev.bottleneck.samples.cases.WideTransactional;

import feign.Param;
import feign.RequestLine;

interface PlainFeign {
  @RequestLine("GET /stock/{sku}")
  int stock(@Param("sku") String sku);
}
