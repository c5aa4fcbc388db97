package dev.bottleneck.samples.kotlin

import org.springframework.stereotype.Service
import org.springframework.transaction.support.TransactionTemplate
import org.springframework.web.client.RestTemplate

/**
 * The same order with the connection held only for the database work: the payment call runs
 * outside any transaction, and a short one opened with TransactionTemplate saves the order.
 */
@Service
class WideTransactionalGood(
  private val transactions: TransactionTemplate,
  private val orders: OrderStore,
  private val payments: RestTemplate,
) {
  fun placeOrder(orderId: String, sku: String) {
    payments.postForObject("/payments/{orderId}", null, String::class.java, orderId)
    transactions.executeWithoutResult { orders.save(orderId, sku) }
  }
}
