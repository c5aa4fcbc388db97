package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

final class WideTransactionalMessageTest {
  private static final String REMEDY =
      "; move it before the transaction or after commit (for example to a"
          + " @TransactionalEventListener(phase = AFTER_COMMIT)), or narrow the transaction to the"
          + " database work with TransactionTemplate";

  @Test
  void slowCallOnTheLineOfADeclaredTransaction() {
    assertThat(
            WideTransactionalMessage.of(
                WideTransactionalMessage.method("place"),
                List.of(),
                WideTransactionalMessage.call("RestTemplate", "postForObject"),
                SlowWork.Kind.REMOTE_CALL))
        .isEqualTo(
            "RestTemplate.postForObject (remote call) runs while the transaction of place() holds"
                + " its database connection"
                + REMEDY);
  }

  @Test
  void pathThroughSelfAndForeignCallsInACallback() {
    assertThat(
            WideTransactionalMessage.of(
                WideTransactionalMessage.callback("executeWithoutResult"),
                List.of(
                    WideTransactionalMessage.step("", "audit"),
                    WideTransactionalMessage.step("AuditTrail", "record")),
                WideTransactionalMessage.creation("FileWriter"),
                SlowWork.Kind.FILE_IO))
        .isEqualTo(
            "audit() -> AuditTrail.record() -> new FileWriter (file I/O) runs while the transaction"
                + " of the executeWithoutResult(...) callback holds its database connection"
                + REMEDY);
  }
}
