package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.bottleneck.archunit.fixtures.tx.AuditTrail;
import dev.bottleneck.archunit.fixtures.tx.BookingService;
import dev.bottleneck.archunit.fixtures.tx.PartnerClient;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.Test;

final class WideTransactionalTest {
  private static final JavaClasses TX = ArchFindings.fixtures("tx");
  private static final String REMEDY =
      "; move it before the transaction or after commit (for example to a"
          + " @TransactionalEventListener(phase = AFTER_COMMIT)), or narrow the transaction to the"
          + " database work with TransactionTemplate";

  /**
   * Interface dispatch to an imported implementation (the path names the implementation), a cycle
   * between two beans that still reaches a file write, and the depth bound: paths across classes,
   * which the shared cases leave to the engines that see the whole module.
   */
  @Test
  void identification() {
    ArchFindings.assertFixtures(BottleneckRules.WIDE_TRANSACTIONAL, Rule.WIDE_TRANSACTIONAL, "tx");
    assertThat(BottleneckRules.WIDE_TRANSACTIONAL.evaluate(TX).getFailureReport().getDetails())
        .contains(
            "[WideTransactional] RestPartnerClient.notify() -> RestTemplate.postForObject (remote"
                + " call)"
                + " runs while the transaction of book() holds its database connection"
                + REMEDY
                + " in (BookingService.java:26)",
            "[WideTransactional] AuditTrail.record() -> AuditTrail.AuditArchive.archive() ->"
                + " Files.writeString (file I/O) runs while the transaction of book() holds its"
                + " database connection"
                + REMEDY
                + " in (BookingService.java:28)");
  }

  /** A plain interface is not remote by itself: without its implementation there is no path. */
  @Test
  void identificationWithoutImplementations() {
    JavaClasses withoutImplementation =
        new ClassFileImporter()
            .importClasses(
                BookingService.class,
                PartnerClient.class,
                AuditTrail.class,
                AuditTrail.AuditArchive.class,
                AuditTrail.DeepChain.class);
    assertThat(ArchFindings.reported(BottleneckRules.WIDE_TRANSACTIONAL, withoutImplementation))
        .containsExactly(
            new Marker("BookingService.java", 28, "WideTransactional"),
            new Marker("BookingService.java", 34, "WideTransactional"));
  }

  /**
   * {@code bottleneck.WideTransactional:RemoteTypes} names the application's own remote annotation
   * (on a field) and remote base type.
   */
  @Test
  void identificationWithRemoteTypes() {
    ArchConfiguration.get()
        .setProperty(
            "bottleneck.WideTransactional:RemoteTypes",
            "dev.bottleneck.archunit.fixtures.remote.Shop.RpcService,"
                + " dev.bottleneck.archunit.fixtures.remote.Shop.RemoteGateway");
    try {
      ArchFindings.assertFixtures(
          BottleneckRules.WIDE_TRANSACTIONAL, Rule.WIDE_TRANSACTIONAL, "remote");
    } finally {
      ArchConfiguration.get().reset();
    }
  }

  @Test
  void badRemoteTypesFailsTheEvaluation() {
    ArchConfiguration.get().setProperty("bottleneck.WideTransactional:RemoteTypes", "Shop");
    try {
      assertThatThrownBy(
              () -> BottleneckRules.WIDE_TRANSACTIONAL.evaluate(ArchFindings.fixtures("remote")))
          .isInstanceOf(AssertionError.class)
          .hasMessageStartingWith("WideTransactional:RemoteTypes=Shop names 'Shop'");
    } finally {
      ArchConfiguration.get().reset();
    }
  }

  @Test
  void samples() {
    ArchFindings.assertSamples(BottleneckRules.WIDE_TRANSACTIONAL, Rule.WIDE_TRANSACTIONAL);
  }
}
