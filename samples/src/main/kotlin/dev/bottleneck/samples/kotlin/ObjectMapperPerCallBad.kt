package dev.bottleneck.samples.kotlin

import com.fasterxml.jackson.databind.ObjectMapper

/**
 * A Kotlin handler that builds a Jackson mapper per request: each new mapper introspects the
 * order's classes again and throws its serializer caches away after one use.
 */
class ObjectMapperPerCallBad {
  fun toJson(order: Map<String, Any>): String {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    val mapper = ObjectMapper()
    return mapper.writeValueAsString(order)
  }
}
