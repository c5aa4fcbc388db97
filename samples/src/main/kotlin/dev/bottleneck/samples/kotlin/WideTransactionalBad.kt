package dev.bottleneck.samples.kotlin

import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import org.springframework.web.client.RestTemplate

/**
 * An order service that calls a partner inside its transaction: the pooled database connection
 * taken when the transaction begins sits idle for as long as the payment call and the wait take,
 * and when the partner slows down, concurrent orders drain the pool.
 */
@Service
class WideTransactionalBad(private val orders: OrderStore, private val payments: RestTemplate) {
  @Transactional
  fun placeOrder(orderId: String, sku: String) {
    orders.save(orderId, sku)
    // BUG: Diagnostic contains: WideTransactional
    payments.postForObject("/payments/{orderId}", null, String::class.java, orderId)
    // BUG: Diagnostic contains: WideTransactional
    Thread.sleep(50)
  }
}

/** The database work, for example a Spring Data repository. */
interface OrderStore {
  fun save(orderId: String, sku: String)
}
