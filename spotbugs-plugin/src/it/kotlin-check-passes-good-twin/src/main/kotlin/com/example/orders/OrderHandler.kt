package com.example.orders

import com.fasterxml.jackson.databind.ObjectMapper
import org.slf4j.LoggerFactory

data class Order(val id: String, val items: Int)

/** Serializes each order with the companion's shared mapper and a parameterized debug message. */
class OrderHandler {
    fun handle(order: Order): String {
        log.debug("serializing order {} with {} items", order.id, order.items)
        return MAPPER.writeValueAsString(order)
    }

    companion object {
        private val log = LoggerFactory.getLogger(OrderHandler::class.java)
        private val MAPPER = ObjectMapper()
    }
}

/** A top-level property: initialized once, in the file class's static initializer. */
val SHARED_MAPPER = ObjectMapper()

/** An object declaration: its properties are initialized once, when the object is first used. */
object Mappers {
    val pretty: ObjectMapper = ObjectMapper()

    init {
        LoggerFactory.getLogger(Mappers::class.java).debug("mappers ready: $pretty")
    }
}
