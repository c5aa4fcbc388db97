package dev.bottleneck.samples.cases.WideTransactional

import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import org.springframework.web.client.RestTemplate

/**
 * Remote calls and waits inside Kotlin @Transactional functions: the connection waits with them.
 * A default argument adds a synthetic place$default that calls place(): one finding per call all
 * the same.
 */
@Service
class KotlinOrders(private val orders: KotlinOrderRepository, private val payments: RestTemplate) {
  @Transactional
  fun place(orderId: String, retries: Int = 1) {
    orders.save(orderId, retries)
    // BUG: Diagnostic contains: WideTransactional
    payments.postForObject("/payments/{id}", null, String::class.java, orderId)
    // BUG: Diagnostic contains: WideTransactional
    Thread.sleep(50)
  }

  @Transactional
  fun cancel(orderId: String) {
    orders.save(orderId, 0)
    // BUG: Diagnostic contains: WideTransactional
    notifyPartner(orderId)
  }

  private fun notifyPartner(orderId: String) {
    payments.delete("/payments/{id}", orderId)
  }
}

/** The database work, for example a Spring Data repository. */
interface KotlinOrderRepository {
  fun save(orderId: String, retries: Int)
}
