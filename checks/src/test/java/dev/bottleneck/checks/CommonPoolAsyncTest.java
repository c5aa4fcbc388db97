package dev.bottleneck.checks;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class CommonPoolAsyncTest {
  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(CommonPoolAsync.class, getClass());

  @Test
  void identification() {
    helper
        .addSourceLines(
            "Quotes.java",
            """
            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.CompletionStage;
            import java.util.concurrent.Executor;

            class Quotes {
              void commonPool(CompletableFuture<String> a, CompletableFuture<String> b,
                  CompletionStage<String> stage) {
                // BUG: Diagnostic contains: CompletableFuture.supplyAsync(...) without an executor
                CompletableFuture.supplyAsync(() -> "quote");
                // BUG: Diagnostic contains: CommonPoolAsync
                CompletableFuture.runAsync(() -> {});
                // BUG: Diagnostic contains: thenApplyAsync(...) without an executor
                a.thenApplyAsync(String::length);
                // BUG: Diagnostic contains: thenAcceptAsync
                a.thenAcceptAsync(s -> {});
                // BUG: Diagnostic contains: thenRunAsync
                a.thenRunAsync(() -> {});
                // BUG: Diagnostic contains: thenCombineAsync
                a.thenCombineAsync(b, String::concat);
                // BUG: Diagnostic contains: thenAcceptBothAsync
                a.thenAcceptBothAsync(b, (x, y) -> {});
                // BUG: Diagnostic contains: runAfterBothAsync
                a.runAfterBothAsync(b, () -> {});
                // BUG: Diagnostic contains: applyToEitherAsync
                a.applyToEitherAsync(b, String::length);
                // BUG: Diagnostic contains: acceptEitherAsync
                a.acceptEitherAsync(b, s -> {});
                // BUG: Diagnostic contains: runAfterEitherAsync
                a.runAfterEitherAsync(b, () -> {});
                // BUG: Diagnostic contains: thenComposeAsync
                a.thenComposeAsync(s -> b);
                // BUG: Diagnostic contains: handleAsync
                a.handleAsync((s, e) -> s);
                // BUG: Diagnostic contains: whenCompleteAsync
                a.whenCompleteAsync((s, e) -> {});
                // BUG: Diagnostic contains: exceptionallyAsync
                a.exceptionallyAsync(e -> "fallback");
                // BUG: Diagnostic contains: exceptionallyComposeAsync
                a.exceptionallyComposeAsync(e -> b);
                // BUG: Diagnostic contains: completeAsync
                a.completeAsync(() -> "late");
                // BUG: Diagnostic contains: thenApplyAsync
                stage.thenApplyAsync(String::length);
                // BUG: Diagnostic contains: thenApplyAsync
                CompletableFuture.supplyAsync(() -> "q", Runnable::run).thenApplyAsync(String::trim);
              }

              void withExecutor(CompletableFuture<String> a, CompletableFuture<String> b,
                  CompletionStage<String> stage, Executor executor) {
                CompletableFuture.supplyAsync(() -> "quote", executor);
                CompletableFuture.runAsync(() -> {}, executor);
                a.thenApplyAsync(String::length, executor);
                a.thenCombineAsync(b, String::concat, executor);
                a.handleAsync((s, e) -> s, executor);
                a.exceptionallyComposeAsync(e -> b, executor);
                a.completeAsync(() -> "late", executor);
                stage.whenCompleteAsync((s, e) -> {}, executor);
                // The synchronous forms run in the completing thread: not the common pool.
                a.thenApply(String::length);
                a.thenCompose(s -> b);
                a.exceptionally(e -> "fallback");
              }

              // Lookalikes: same names on unrelated classes.
              void unrelated(Other other) {
                other.supplyAsync(() -> "x");
                other.thenApplyAsync(s -> s);
                Other.runAsync(() -> {});
              }

              static final class Other {
                String supplyAsync(java.util.function.Supplier<String> s) { return s.get(); }
                String thenApplyAsync(java.util.function.Function<String, String> f) { return ""; }
                static void runAsync(Runnable r) {}
              }
            }
            """)
        .addSourceLines(
            "PooledFuture.java",
            """
            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.Executor;
            import java.util.concurrent.Executors;

            class PooledFuture<T> extends CompletableFuture<T> {
              private static final Executor POOL = Executors.newFixedThreadPool(8);

              @Override
              public Executor defaultExecutor() {
                return POOL;
              }

              @Override
              public <U> CompletableFuture<U> newIncompleteFuture() {
                return new PooledFuture<>();
              }

              CompletableFuture<Integer> inside() {
                // Static async methods ignore defaultExecutor().
                // BUG: Diagnostic contains: CompletableFuture.supplyAsync
                supplyAsync(() -> 1);
                return thenApplyAsync(t -> 2);
              }
            }
            """)
        .addSourceLines(
            "OnlyExecutor.java",
            """
            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.Executor;

            class OnlyExecutor<T> extends CompletableFuture<T> {
              @Override
              public Executor defaultExecutor() {
                return Runnable::run;
              }
            }
            """)
        .addSourceLines(
            "Plain.java",
            """
            import java.util.concurrent.CompletableFuture;
            import java.util.function.Function;

            class Plain<T> extends CompletableFuture<T> {
              static final class Child<T> extends PooledFuture<T> {}

              @Override
              public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
                return thenApply(fn);
              }
            }
            """)
        .addSourceLines(
            "Callers.java",
            """
            import java.util.concurrent.CompletableFuture;

            class Callers {
              void calls(PooledFuture<String> pooled, OnlyExecutor<String> only,
                  Plain.Child<String> child, Plain<String> plain) {
                pooled.thenApplyAsync(String::length);
                pooled.thenApply(String::trim).thenAcceptAsync(s -> {});
                child.thenRunAsync(() -> {});
                only.thenRunAsync(() -> {});
                // Derived futures are plain CompletableFutures without newIncompleteFuture().
                // BUG: Diagnostic contains: thenAcceptAsync
                only.thenApply(String::trim).thenAcceptAsync(s -> {});
                // Static methods are inherited but still use the common pool.
                // BUG: Diagnostic contains: CompletableFuture.supplyAsync
                PooledFuture.supplyAsync(() -> 1);
                // The subclass overrides the async method itself.
                plain.thenApplyAsync(String::length);
                CompletableFuture<String> upcast = pooled;
                // BUG: Diagnostic contains: thenRunAsync
                upcast.thenRunAsync(() -> {});
              }
            }
            """)
        .doTest();
  }

  @Test
  void suppression() {
    helper
        .addSourceLines(
            "Startup.java",
            """
            import java.util.concurrent.CompletableFuture;

            class Startup {
              @SuppressWarnings("CommonPoolAsync")
              CompletableFuture<Void> warmUp() {
                return CompletableFuture.runAsync(() -> {});
              }
            }
            """)
        .doTest();
  }

  @Test
  void samples() {
    SampleSources.addSamples(helper, "CommonPoolAsync").doTest();
  }
}
