package dev.bottleneck.samples.cases.ObjectMapperPerCall

import com.fasterxml.jackson.databind.ObjectMapper

/** Kotlin's run-once places: an object declaration, a companion object, a top-level property, init. */
object Mappers {
  val SHARED: ObjectMapper = ObjectMapper()
}

class CompanionMapper {
  fun write(order: Any): String = MAPPER.writeValueAsString(order)

  companion object {
    private val MAPPER = ObjectMapper()
    private val COPY: ObjectMapper

    init {
      COPY = ObjectMapper()
    }
  }
}

private val TOP_LEVEL = ObjectMapper()

fun writeShared(order: Any): String = TOP_LEVEL.writeValueAsString(order)

class InitBlock {
  private val mapper: ObjectMapper
  private val inline = ObjectMapper()

  init {
    mapper = ObjectMapper()
  }

  fun write(order: Any): String = mapper.writeValueAsString(order) + inline.writeValueAsString(order)
}
