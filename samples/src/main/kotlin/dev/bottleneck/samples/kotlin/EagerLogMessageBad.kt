package dev.bottleneck.samples.kotlin

import io.github.oshai.kotlinlogging.KotlinLogging

private val logger = KotlinLogging.logger {}

/**
 * A string template passed to debug(...): Kotlin builds the string before the call, on every
 * request, even though debug logging is off in production.
 */
class EagerLogMessageBad {
  fun ship(orderId: Long, customer: String) {
    // BUG: Diagnostic contains: EagerLogMessage
    logger.debug("shipping order $orderId for $customer")
  }
}
