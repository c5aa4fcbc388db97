package dev.bottleneck.maven.rules;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class CommonPoolAsyncRuleTest {
  @TempDir Path root;

  @Test
  void identification() {
    RuleScan.of(root, "CommonPoolAsync")
        .add(
            "p/Async.java",
            """
            package p;

            import static java.util.concurrent.CompletableFuture.supplyAsync;

            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.CompletionStage;
            import java.util.concurrent.Executor;

            class Async {
              void onCommonPool(CompletableFuture<String> future, CompletionStage<String> stage) {
                // BUG: Diagnostic contains: CommonPoolAsync
                CompletableFuture.supplyAsync(() -> "x")
                    // BUG: Diagnostic contains: CommonPoolAsync
                    .thenApplyAsync(String::trim)
                    // BUG: Diagnostic contains: CommonPoolAsync
                    .thenAcceptAsync(System.out::println);
                // BUG: Diagnostic contains: CommonPoolAsync
                CompletableFuture.runAsync(() -> {});
                // BUG: Diagnostic contains: CommonPoolAsync
                supplyAsync(() -> "x");
                // BUG: Diagnostic contains: CommonPoolAsync
                future.thenRunAsync(() -> {});
                // BUG: Diagnostic contains: CommonPoolAsync
                future.thenCombineAsync(future, (a, b) -> a + b);
                // BUG: Diagnostic contains: CommonPoolAsync
                future.thenAcceptBothAsync(future, (a, b) -> {});
                // BUG: Diagnostic contains: CommonPoolAsync
                future.runAfterBothAsync(future, () -> {});
                // BUG: Diagnostic contains: CommonPoolAsync
                future.applyToEitherAsync(future, a -> a);
                // BUG: Diagnostic contains: CommonPoolAsync
                future.acceptEitherAsync(future, a -> {});
                // BUG: Diagnostic contains: CommonPoolAsync
                future.runAfterEitherAsync(future, () -> {});
                // BUG: Diagnostic contains: CommonPoolAsync
                future.thenComposeAsync(a -> future);
                // BUG: Diagnostic contains: CommonPoolAsync
                future.handleAsync((a, e) -> a);
                // BUG: Diagnostic contains: CommonPoolAsync
                future.whenCompleteAsync((a, e) -> {});
                // BUG: Diagnostic contains: CommonPoolAsync
                future.exceptionallyAsync(e -> "x");
                // BUG: Diagnostic contains: CommonPoolAsync
                future.exceptionallyComposeAsync(e -> future);
                // BUG: Diagnostic contains: CommonPoolAsync
                future.completeAsync(() -> "x");
                // BUG: Diagnostic contains: CommonPoolAsync
                stage.thenApplyAsync(a -> a);
                // BUG: Diagnostic contains: CommonPoolAsync
                PooledFuture.supplyAsync(() -> "static calls ignore defaultExecutor");
              }

              void withExecutor(CompletableFuture<String> future, Executor executor,
                  PooledFuture<String> pooled, HalfPooledFuture<String> halfPooled) {
                CompletableFuture.supplyAsync(() -> "x", executor).thenApplyAsync(a -> a, executor);
                CompletableFuture.runAsync(() -> {}, executor);
                future.completeAsync(() -> "x", executor);
                pooled.thenApplyAsync(a -> a);
                pooled.thenApply(a -> a).thenApplyAsync(a -> a);
                halfPooled.thenApplyAsync(a -> a);
                new Unrelated().thenApplyAsync(a -> a);
                Unrelated.supplyAsync(() -> "x");
              }

              void derivedFromHalfPooled(HalfPooledFuture<String> halfPooled) {
                // BUG: Diagnostic contains: CommonPoolAsync
                halfPooled.thenApply(a -> a).thenApplyAsync(a -> a);
              }
            }
            """)
        .add(
            "p/PooledFuture.java",
            """
            package p;

            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.Executor;

            class PooledFuture<T> extends CompletableFuture<T> {
              @Override
              public Executor defaultExecutor() {
                return Runnable::run;
              }

              @Override
              public <U> CompletableFuture<U> newIncompleteFuture() {
                return new PooledFuture<>();
              }

              void inside() {
                thenRunAsync(() -> {});
              }
            }
            """)
        .add(
            "p/HalfPooledFuture.java",
            """
            package p;

            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.Executor;

            class HalfPooledFuture<T> extends CompletableFuture<T> {
              @Override
              public Executor defaultExecutor() {
                return Runnable::run;
              }
            }
            """)
        .add(
            "p/Unrelated.java",
            """
            package p;

            import java.util.function.Function;
            import java.util.function.Supplier;

            class Unrelated {
              Unrelated thenApplyAsync(Function<Object, Object> f) {
                return this;
              }

              static Object supplyAsync(Supplier<Object> s) {
                return s.get();
              }
            }
            """)
        .expectMarkedFindings();
  }
}
