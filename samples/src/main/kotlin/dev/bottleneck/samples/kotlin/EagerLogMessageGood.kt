package dev.bottleneck.samples.kotlin

import io.github.oshai.kotlinlogging.KotlinLogging

private val logger = KotlinLogging.logger {}

/** The message as a lambda: kotlin-logging runs it only when debug logging is on. */
class EagerLogMessageGood {
  fun ship(orderId: Long, customer: String) {
    logger.debug { "shipping order $orderId for $customer" }
  }
}
