package com.example.orders

import com.fasterxml.jackson.databind.ObjectMapper
import org.slf4j.LoggerFactory

data class Order(val id: String, val items: Int)

/** Serializes each order for the response: a new mapper and an eager debug message per call. */
class OrderHandler {
    private val log = LoggerFactory.getLogger(OrderHandler::class.java)

    fun handle(order: Order): String {
        log.debug("serializing order ${order.id} with ${order.items} items")
        val mapper = ObjectMapper()
        return mapper.writeValueAsString(order)
    }
}
