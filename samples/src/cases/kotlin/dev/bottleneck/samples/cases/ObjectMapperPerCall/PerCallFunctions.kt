package dev.bottleneck.samples.cases.ObjectMapperPerCall

import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.databind.json.JsonMapper

/** Mappers built in Kotlin functions that run per request: block bodies, expression bodies, lambdas. */
class OrderHandler {
  fun write(order: Any): String {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    // new ObjectMapper()
    return ObjectMapper().writeValueAsString(order)
  }

  // BUG: Diagnostic contains: ObjectMapperPerCall
  fun expression(order: Any): String = JsonMapper.builder().build().writeValueAsString(order)

  fun each(orders: List<Any>): List<String> =
    orders.map { order ->
      // BUG: Diagnostic contains: ObjectMapperPerCall
      ObjectMapper().writeValueAsString(order)
    }
}

/** A top-level function runs per call like any other. */
fun writeOrder(order: Any): String {
  // BUG: Diagnostic contains: ObjectMapperPerCall
  val mapper = ObjectMapper()
  return mapper.writeValueAsString(order)
}

/** A function value that runs per call: its own class's invoke() is no run-once place. */
class MapperFactory {
  fun mapper(): () -> ObjectMapper = @JvmSerializableLambda {
    // BUG: Diagnostic contains: ObjectMapperPerCall
    ObjectMapper()
  }
}
