package dev.bottleneck.samples.cases.ObjectMapperPerCall

import com.fasterxml.jackson.databind.ObjectMapper

/** Default arguments ($default) and bridge methods are synthetic: one finding, where the code is. */
class DefaultArguments {
  fun write(order: Any, pretty: Boolean = false): String {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    val mapper = ObjectMapper()
    return if (pretty) mapper.writerWithDefaultPrettyPrinter().writeValueAsString(order)
    else mapper.writeValueAsString(order)
  }

  fun mapper(indent: Boolean = true): ObjectMapper =
    // BUG: Diagnostic contains: ObjectMapperPerCall
    ObjectMapper().configure(com.fasterxml.jackson.databind.SerializationFeature.INDENT_OUTPUT, indent)
}

interface Writer<T> {
  fun write(value: T): String
}

class StringWriter : Writer<String> {
  // BUG: Diagnostic contains: ObjectMapperPerCall
  override fun write(value: String): String = ObjectMapper().writeValueAsString(value)
}

/** A default value is computed in the synthetic write$default stub, on every call that omits it. */
class DefaultArgumentValues {
  // BUG: Diagnostic contains: ObjectMapperPerCall
  fun write(order: Any, mapper: ObjectMapper = ObjectMapper()): String = mapper.writeValueAsString(order)

  fun handle(order: Any): String = write(order)
}
