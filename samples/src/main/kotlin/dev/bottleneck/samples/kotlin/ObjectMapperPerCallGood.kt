package dev.bottleneck.samples.kotlin

import com.fasterxml.jackson.databind.ObjectMapper

/**
 * The mapper created once, in the companion object, and shared: its caches serve every request. A
 * top-level property, an object declaration or `by lazy { ObjectMapper() }` do the same.
 */
class ObjectMapperPerCallGood {
  fun toJson(order: Map<String, Any>): String = MAPPER.writeValueAsString(order)

  companion object {
    private val MAPPER = ObjectMapper()
  }
}
