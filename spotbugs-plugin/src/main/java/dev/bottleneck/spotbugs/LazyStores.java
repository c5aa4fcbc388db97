package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * Lazy initialization on bytecode: a value kept in a field or handed to a lazy store ({@link
 * RunOncePlaces#LAZY_STORES}) is created once, by the first call that finds none. As in the other
 * engines, the store itself is the evidence; the guard around it is not checked.
 */
final class LazyStores {
  private static final List<CallMatcher> LAZY_STORES = CallMatcher.of(RunOncePlaces.LAZY_STORES);

  private final Analysis analysis;

  LazyStores(Analysis analysis) {
    this.analysis = analysis;
  }

  /**
   * Whether the result of {@code value} (a creation, or a call of a helper that returns one) is
   * stored into a field, or handed to a lazy store, on the line of the call; or on a later line,
   * when the method read that field (that reference) before the call. Bytecode keeps no local
   * variables by name, so the read before and the store after stand for "through a local".
   */
  boolean storesLazily(Call value, String valueType) {
    MethodCode method = value.origin();
    // A constructor stores what it builds: construction, whose frequency is the once places' call.
    if (!method.isMethod()) {
      return false;
    }
    int line = value.line();
    for (FieldAccess store : method.fieldAccesses()) {
      if (store.isWrite()
          && Objects.equals(store.function(), value.function())
          && store.line() >= line
          && analysis.types().isAssignable(valueType, store.fieldType())
          && (store.line() == line || readBefore(method, value, read -> read.sameField(store)))) {
        return true;
      }
    }
    for (Call store : method.calls()) {
      if (Objects.equals(store.function(), value.function())
          && store.line() >= line
          && CallMatcher.any(LAZY_STORES, store, analysis)
          && (store.line() == line
              || readBefore(
                  method,
                  value,
                  read -> analysis.types().isAssignable(read.fieldType(), store.ownerName())))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the method read a field that {@code field} accepts before the value's line. */
  private static boolean readBefore(MethodCode method, Call value, Predicate<FieldAccess> field) {
    return method.fieldAccesses().stream()
        .anyMatch(
            read ->
                !read.isWrite()
                    && Objects.equals(read.function(), value.function())
                    && read.line() < value.line()
                    && field.test(read));
  }
}
