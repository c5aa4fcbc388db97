package dev.bottleneck.samples.cases.ObjectMapperPerCall

import com.fasterxml.jackson.databind.ObjectMapper

/**
 * An inline function's body is copied into each caller, where the class file numbers it past the
 * end of this file (the SMAP maps it back): reported once, at its line here.
 */
inline fun <T> withMapper(block: (ObjectMapper) -> T): T {
  // BUG: Diagnostic contains: ObjectMapperPerCall
  return block(ObjectMapper())
}

class InlineCaller {
  fun write(order: Any): String = withMapper { it.writeValueAsString(order) }

  fun read(json: String): Any = withMapper { it.readTree(json) }
}

/**
 * A private inline function: its own body is never called, and each copy runs as often as its
 * caller, so the copies decide, and report at the line written here.
 */
private inline fun <T> withPrivateMapper(block: (ObjectMapper) -> T): T {
  // BUG: Diagnostic contains: ObjectMapperPerCall
  return block(ObjectMapper())
}

class PrivateInlineCaller {
  fun write(order: Any): String = withPrivateMapper { it.writeValueAsString(order) }
}
