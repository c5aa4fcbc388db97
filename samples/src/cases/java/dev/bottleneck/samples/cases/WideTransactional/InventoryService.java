package dev.bottleneck.samples.cases.WideTransactional;

/** Local work: reserving stock in the same database. */
class InventoryService {
  void reserve(String id) {}
}
