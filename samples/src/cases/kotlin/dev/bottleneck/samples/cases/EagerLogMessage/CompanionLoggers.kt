package dev.bottleneck.samples.cases.EagerLogMessage

import io.github.oshai.kotlinlogging.KotlinLogging
import org.slf4j.LoggerFactory

/** Loggers in a companion object and an object declaration, the usual Kotlin places. */
class PaymentService {
  fun charge(amount: Long) {
    // BUG: Diagnostic contains: EagerLogMessage
    log.debug("charging $amount")
    log.debug("charging {}", amount)
    Audit.logger.debug { "charged $amount" }
    // BUG: Diagnostic contains: EagerLogMessage
    Audit.logger.debug("charged $amount")
  }

  companion object {
    private val log = LoggerFactory.getLogger(PaymentService::class.java)

    init {
      log.debug("payments ready at ${System.currentTimeMillis()}")
    }
  }
}

object Audit {
  val logger = KotlinLogging.logger("audit")
}
