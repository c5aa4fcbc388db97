package dev.bottleneck.samples.cases.WideTransactional;

interface PartnerApi {
  String cancel(String sku);
}
