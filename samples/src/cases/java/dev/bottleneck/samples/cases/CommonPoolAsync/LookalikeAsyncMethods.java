package dev.bottleneck.samples.cases.CommonPoolAsync;

import java.util.function.Function;
import java.util.function.Supplier;

/** The same method names on a class of our own: silent. */
class LookalikeAsyncMethods {
  void unrelated(Other other) {
    other.supplyAsync(() -> "x");
    other.thenApplyAsync(s -> s);
    Other.runAsync(() -> {});
    new Other().thenApplyAsync(s -> s).supplyAsync(() -> "y");
  }

  static final class Other {
    String supplyAsync(Supplier<String> supplier) {
      return supplier.get();
    }

    Other thenApplyAsync(Function<String, String> function) {
      return this;
    }

    static void runAsync(Runnable runnable) {}
  }
}
