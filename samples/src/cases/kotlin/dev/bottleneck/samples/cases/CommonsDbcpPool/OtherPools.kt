package dev.bottleneck.samples.cases.CommonsDbcpPool

/** A class of the application's own that shares the DBCP pool's simple name stays silent. */
class BasicDataSource(val url: String) {
  var maxActive: Int = 8
}

class LocalPools {
  fun pool(): BasicDataSource = BasicDataSource("jdbc:h2:mem:orders").apply { maxActive = 4 }
}
