package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Lazy initialization on bytecode: a value kept in a field or handed to a lazy store ({@link
 * RunOncePlaces#LAZY_STORES}) is created once, by the first call that finds none. As in the other
 * engines, the store itself is the evidence, with two exceptions that need a null check ({@code
 * ifnull}, {@code ifnonnull} or {@link RunOncePlaces#NULL_CHECKS}) in the same body: a store into a
 * field in a method that returns a value, which otherwise replaces the kept object on every call,
 * and a plain store into a shared reference ({@link RunOncePlaces#CHECKED_LAZY_STORES}).
 */
final class LazyStores {
  private static final List<CallMatcher> LAZY_STORES = CallMatcher.of(RunOncePlaces.LAZY_STORES);
  private static final List<CallMatcher> CHECKED_LAZY_STORES =
      CallMatcher.of(RunOncePlaces.CHECKED_LAZY_STORES);
  private static final CallMatcher NULL_CHECK_CALLS = CallMatcher.of(RunOncePlaces.NULL_CHECKS);

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
    if (!replacedOnEveryCall(value) && storedInField(value, valueType)) {
      return true;
    }
    for (Call store : method.calls()) {
      if (Objects.equals(store.function(), value.function())
          && store.line() >= line
          && (CallMatcher.any(LAZY_STORES, store, analysis)
              || CallMatcher.any(CHECKED_LAZY_STORES, store, analysis)
                  && hasNullCheck(store.body()))
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

  /**
   * Whether the value is stored into a field on its line, or on a later line of a method that read
   * that field before.
   */
  private boolean storedInField(Call value, String valueType) {
    MethodCode method = value.origin();
    for (FieldAccess store : method.fieldAccesses()) {
      if (store.isWrite()
          && Objects.equals(store.function(), value.function())
          && store.line() >= value.line()
          && analysis.types().isAssignable(valueType, store.fieldType())
          && (store.line() == value.line()
              || readBefore(method, value, read -> read.sameField(store)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * A store into a field that replaces the kept object on every call: in a method (not a lambda)
   * that returns a value and checks nothing for null ({@code getContext(type) { this.context =
   * JAXBContext.newInstance(type); return context; }}). A void method that only stores is set-up
   * code whose callers decide how often it runs.
   */
  private static boolean replacedOnEveryCall(Call value) {
    return value.function() == null
        && !value.origin().returnType().equals("void")
        && !hasNullCheck(value.body());
  }

  /** Whether a method or lambda body compares anything with null. */
  private static boolean hasNullCheck(MethodNode body) {
    for (AbstractInsnNode insn : body.instructions) {
      if (insn.getOpcode() == Opcodes.IFNULL
          || insn.getOpcode() == Opcodes.IFNONNULL
          || insn instanceof MethodInsnNode call
              && call.getOpcode() == Opcodes.INVOKESTATIC
              && Types.binaryName(call.owner).equals(NULL_CHECK_CALLS.ownerName())
              && NULL_CHECK_CALLS.names().contains(call.name)) {
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
