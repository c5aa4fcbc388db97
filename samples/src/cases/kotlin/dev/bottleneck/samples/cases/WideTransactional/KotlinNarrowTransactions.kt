package dev.bottleneck.samples.cases.WideTransactional

import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import org.springframework.transaction.event.TransactionPhase
import org.springframework.transaction.event.TransactionalEventListener
import org.springframework.transaction.support.TransactionTemplate
import org.springframework.web.client.RestTemplate

/**
 * The fixed forms in Kotlin: the remote call outside a transaction that a TransactionTemplate
 * lambda keeps to the database work, after commit in a listener, or in a function that runs
 * without a transaction.
 */
@Service
class KotlinNarrowOrders(
  private val transactions: TransactionTemplate,
  private val orders: KotlinOrderRepository,
  private val payments: RestTemplate,
) {
  fun place(orderId: String) {
    payments.postForObject("/payments/{id}", null, String::class.java, orderId)
    transactions.executeWithoutResult { orders.save(orderId, 1) }
  }

  @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)
  fun onPlaced(event: KotlinOrderPlaced) {
    payments.postForObject("/warehouse/{id}", null, String::class.java, event.orderId)
  }

  @Transactional
  fun save(orderId: String) {
    orders.save(orderId, 0)
  }
}

data class KotlinOrderPlaced(val orderId: String)
