package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.finding.Finding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class WideTransactionalRuleTest {
  @TempDir Path root;

  /** The shared case of slow work in a transaction, with the support types it calls. */
  private static final Path CASES = Path.of("..", "samples", "src", "cases", "java");

  /**
   * The case of {@code WideTransactional:RemoteTypes}, shared with the Error Prone check's test.
   */
  private static final Path REMOTE_TYPES_CASE =
      Path.of("..", "samples", "src", "options", "WideTransactional", "p", "Shop.java");

  private static final String CASE_FOLDER = "dev/bottleneck/samples/cases/WideTransactional/";

  /**
   * Call paths in the shared case {@code SlowWorkInTransaction}: through private helpers of the
   * class (a cycle among them ends the walk), straight to a Feign client's remote method, and not
   * at all into another class's local work.
   */
  @Test
  void reportsThePathToIndirectSlowWork() throws IOException {
    RuleScan scan = RuleScan.of(root, "WideTransactional");
    for (String type : List.of("SlowWorkInTransaction", "NotifyingPartner", "InventoryService")) {
      String path = CASE_FOLDER + type + ".java";
      scan = scan.add(path, Files.readString(CASES.resolve(path)));
    }
    List<Finding> findings = scan.findings();

    assertThat(findings)
        .filteredOn(finding -> finding.snippet().equals("notifyPartner(id);"))
        .singleElement()
        .satisfies(
            finding -> {
              assertThat(finding.message())
                  .isEqualTo(
                      "notifyPartner() -> audit() -> RestTemplate.put (remote call) runs while the"
                          + " transaction of place() holds its database connection"
                          + REMEDY);
              assertThat(finding.member())
                  .isEqualTo(
                      "dev.bottleneck.samples.cases.WideTransactional.SlowWorkInTransaction"
                          + "#place(String,HttpRequest,CompletableFuture,CountDownLatch,List)");
            });
    assertThat(findings)
        .filteredOn(finding -> finding.snippet().equals("partner.notify(id);"))
        .extracting(Finding::message)
        .containsExactly(
            "NotifyingPartner.notify (remote call) runs while the transaction of place() holds its"
                + " database connection"
                + REMEDY);
    assertThat(findings).noneMatch(finding -> finding.snippet().equals("inventory.reserve(id);"));
  }

  /**
   * The application's own remote annotation (on a field, as an in-house RPC proxy is injected) and
   * remote base type; a field of the same type without the annotation is a local bean.
   */
  @Test
  void identificationWithRemoteTypes() throws IOException {
    RuleScan.of(root, "WideTransactional")
        .option("WideTransactional:RemoteTypes", "p.RpcService, p.RemoteGateway")
        .add("p/Shop.java", Files.readString(REMOTE_TYPES_CASE))
        .expectMarkedFindings();
  }

  /**
   * Like ArchUnit's rule, the plugin follows calls into other classes of the module up to eight
   * calls, the transactional method's and the slow one included: {@code near()} reaches its remote
   * call in eight, {@code far()} would need nine.
   */
  @Test
  void pathsIntoOtherClassesStopAfterEightCalls() {
    RuleScan scan =
        RuleScan.of(root, "WideTransactional")
            .add(
                "p/Tx.java",
                """
                package p;

                import org.springframework.transaction.annotation.Transactional;

                class Tx {
                  Near1 near;
                  Far1 far;

                  @Transactional
                  public void near() {
                    near.next();
                  }

                  @Transactional
                  public void far() {
                    far.next();
                  }
                }
                """);
    scan = chain(scan, "Near", 7);
    scan = chain(scan, "Far", 8);

    assertThat(scan.findings())
        .extracting(Finding::line, finding -> finding.message().replace(REMEDY, ""))
        .containsExactly(
            tuple(
                11,
                "Near1.next() -> Near2.next() -> Near3.next() -> Near4.next() -> Near5.next() ->"
                    + " Near6.next() -> Near7.next() -> RestTemplate.delete (remote call) runs"
                    + " while the transaction of near() holds its database connection"));
  }

  /**
   * Classes {@code name1} to {@code nameN}, each calling the next; the last makes a remote call.
   */
  private static RuleScan chain(RuleScan scan, String name, int length) {
    for (int hop = 1; hop <= length; hop++) {
      String work =
          hop == length
              ? "org.springframework.web.client.RestTemplate rest;"
                  + " void next() { rest.delete(\"/x\"); }"
              : name + (hop + 1) + " hop; void next() { hop.next(); }";
      String type = name + hop;
      scan = scan.add("p/" + type + ".java", "package p; class " + type + " { " + work + " }");
    }
    return scan;
  }

  private static final String REMEDY =
      "; move it before the transaction or after commit (for example to a"
          + " @TransactionalEventListener(phase = AFTER_COMMIT)), or narrow the transaction to the"
          + " database work with TransactionTemplate";
}
