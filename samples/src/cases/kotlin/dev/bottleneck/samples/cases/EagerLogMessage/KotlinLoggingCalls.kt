package dev.bottleneck.samples.cases.EagerLogMessage

import io.github.oshai.kotlinlogging.KotlinLogging
import org.slf4j.LoggerFactory

private val logger = KotlinLogging.logger {}

/** String templates build the message before debug() runs; kotlin-logging's lambda does not. */
class OrderService {
  private val slf4j = LoggerFactory.getLogger(OrderService::class.java)

  fun eager(id: Long, customer: String) {
    // BUG: Diagnostic contains: EagerLogMessage
    // String concatenation builds this debug message
    // debug { "..." }
    logger.debug("order $id for $customer")
    // BUG: Diagnostic contains: EagerLogMessage
    slf4j.debug("order $id for $customer")
    // BUG: Diagnostic contains: EagerLogMessage
    logger.trace("order " + id)
  }

  fun lazy(id: Long, customer: String) {
    logger.debug { "order $id for $customer" }
    logger.trace { "order $id" }
    logger.atDebug { message = "order $id for $customer" }
    logger.debug(IllegalStateException("late")) { "order $id" }
    slf4j.debug("order {} for {}", id, customer)
    logger.info("order $id for $customer")
  }

  fun guarded(id: Long) {
    if (logger.isDebugEnabled()) {
      logger.debug("order $id")
    }
    if (slf4j.isDebugEnabled) {
      slf4j.debug("order $id")
    }
  }
}
