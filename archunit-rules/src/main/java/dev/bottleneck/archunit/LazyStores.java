package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.AccessTarget.FieldAccessTarget;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.domain.JavaFieldAccess.AccessType;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Lazy initialization on bytecode: a value kept in a field or handed to a lazy store ({@link
 * RunOncePlaces#LAZY_STORES}) is created once, by the first call that finds none. As in the source
 * engines, the store itself is the evidence; the guard around it is not checked.
 */
final class LazyStores {
  /**
   * Calls that keep their last argument while nothing is kept, and plain stores ({@code ref.set})
   * that the source engines take as lazy behind a null check: bytecode shows no such check here.
   */
  private static final List<CallMatcher> LAZY_STORES =
      ApiMatchers.matchers(
          Stream.concat(
                  RunOncePlaces.LAZY_STORES.stream(), RunOncePlaces.CHECKED_LAZY_STORES.stream())
              .toList());

  private LazyStores() {}

  /**
   * Whether the result of {@code value} (a creation, or a call of a helper that returns one) is
   * stored into a field, or handed to a lazy store ({@code ref.compareAndSet(null, ...)}), on the
   * line of the call; or on a later line, when the method read that field (that reference) before
   * the call ({@code if (mapper == null) { ObjectMapper created = new ObjectMapper(); ...; mapper =
   * created; }}). Bytecode keeps no local variables by name, so the read before and the store after
   * stand for the source engines' "through a local".
   */
  static boolean storesLazily(JavaCall<?> value, JavaClass valueType) {
    JavaCodeUnit unit = value.getOrigin();
    // A constructor stores what it builds: construction, whose frequency is the once places' call.
    if (!unit.isMethod()) {
      return false;
    }
    int line = value.getLineNumber();
    boolean inLambda = value.isDeclaredInLambda();
    for (JavaFieldAccess store : unit.getFieldAccesses()) {
      if (store.getAccessType() == AccessType.SET
          && store.isDeclaredInLambda() == inLambda
          && store.getLineNumber() >= line
          && valueType.isAssignableTo(store.getTarget().getRawType().getName())
          && (store.getLineNumber() == line
              || readBefore(unit, line, inLambda, store.getTarget()::equals))) {
        return true;
      }
    }
    for (JavaCall<?> store : unit.getCallsFromSelf()) {
      if (store.isDeclaredInLambda() == inLambda
          && store.getLineNumber() >= line
          && LAZY_STORES.stream().anyMatch(matcher -> matcher.matches(store))
          && (store.getLineNumber() == line
              || readBefore(
                  unit,
                  line,
                  inLambda,
                  reference ->
                      reference.getRawType().isAssignableTo(store.getTargetOwner().getName())))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the method read a field that {@code field} accepts before {@code line}: a null check.
   */
  private static boolean readBefore(
      JavaCodeUnit unit, int line, boolean inLambda, Predicate<FieldAccessTarget> field) {
    return unit.getFieldAccesses().stream()
        .anyMatch(
            read ->
                read.getAccessType() == AccessType.GET
                    && read.isDeclaredInLambda() == inLambda
                    && read.getLineNumber() < line
                    && field.test(read.getTarget()));
  }
}
