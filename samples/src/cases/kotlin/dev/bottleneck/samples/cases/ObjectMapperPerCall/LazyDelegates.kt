package dev.bottleneck.samples.cases.ObjectMapperPerCall

import com.fasterxml.jackson.databind.ObjectMapper

/** by lazy { }: the lambda runs once, on the first read of the property. */
class LazyMapper {
  private val mapper by lazy { ObjectMapper() }

  fun write(order: Any): String = mapper.writeValueAsString(order)
}

val lazyTopLevel: ObjectMapper by lazy(LazyThreadSafetyMode.PUBLICATION) { ObjectMapper() }
