package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Tasks that only return a value they already hold: a name, a literal or a field read, with no
 * call, cannot block, so they may share the common pool (completedFuture would do). Silent. The
 * lookalikes stay reported: a method reference, a lambda that makes any call (a getter instead of
 * the field, a service), a string concatenation, which calls toString(), and a supplier passed in,
 * whose body is elsewhere.
 */
class ValueTasks {
  private final Report cached;
  private final Reports reports;

  ValueTasks(Report cached, Reports reports) {
    this.cached = cached;
    this.reports = reports;
  }

  CompletableFuture<Report> computedAlready(String name) {
    Report report = new Report(name);
    return CompletableFuture.supplyAsync(() -> report);
  }

  CompletableFuture<String> literal() {
    return CompletableFuture.supplyAsync(() -> "none");
  }

  CompletableFuture<Integer> boxedLiteral() {
    return CompletableFuture.supplyAsync(() -> 42);
  }

  CompletableFuture<Report> field() {
    return CompletableFuture.supplyAsync(() -> this.cached);
  }

  CompletableFuture<String> fieldOfAField() {
    return CompletableFuture.supplyAsync(() -> cached.title);
  }

  CompletableFuture<Report> returnedInABlock(Report report) {
    return CompletableFuture.supplyAsync(() -> {
      return report;
    });
  }

  CompletableFuture<Report> identity(CompletableFuture<Report> loaded) {
    return loaded.thenApplyAsync(report -> report);
  }

  CompletableFuture<Report> methodReference(String name) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    return CompletableFuture.supplyAsync(reports::latest);
  }

  CompletableFuture<Report> serviceCall(String name) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    return CompletableFuture.supplyAsync(() -> reports.load(name));
  }

  CompletableFuture<String> getter() {
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    return CompletableFuture.supplyAsync(() -> cached.getTitle());
  }

  CompletableFuture<String> concatenation() {
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    return CompletableFuture.supplyAsync(() -> "report " + cached);
  }

  CompletableFuture<Report> supplierPassedIn(Supplier<Report> supplier) {
    // BUG: Diagnostic contains: CommonPoolAsync
    // supplyAsync
    return CompletableFuture.supplyAsync(supplier);
  }

  static final class Report {
    final String title;

    Report(String title) {
      this.title = title;
    }

    String getTitle() {
      return title;
    }
  }

  interface Reports {
    Report latest();

    Report load(String name);
  }
}
