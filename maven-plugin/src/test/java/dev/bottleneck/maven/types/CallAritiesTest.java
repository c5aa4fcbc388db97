package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

final class CallAritiesTest {
  /** The arguments a method of {@code parameters} parameters accepts, the last variable or not. */
  private static IntPredicate arity(int parameters, boolean varargs) {
    return arguments -> TypeFacts.Method.arityMatches(parameters, varargs, arguments);
  }

  @Test
  void countsTheArgumentsOutsideNestedBracketsCommentsAndLiterals() {
    String text =
        """
        class A {
          void f() {
            run(a, g(b, c), new int[] {d, e}, () -> { x(); }, "(,", ',' /* , ) */);
          }
        }
        """;

    assertThat(CallArities.mayCall(text, "run", arity(6, false))).isTrue();
    assertThat(CallArities.mayCall(text, "run", arity(5, false))).isFalse();
    assertThat(CallArities.mayCall(text, "run", arity(7, false))).isFalse();
    assertThat(CallArities.mayCall(text, "g", arity(2, false))).isTrue();
    assertThat(CallArities.mayCall(text, "x", arity(0, false))).isTrue();
    assertThat(CallArities.mayCall(text, "x", arity(1, false))).isFalse();
  }

  @Test
  void aVariableArityMethodAcceptsOneArgumentFewerAndAnyMore() {
    String text = "class A { void f() { log(); log(a, b, c); } }";

    assertThat(CallArities.mayCall(text, "log", arity(2, true))).isTrue();
    assertThat(CallArities.mayCall(text, "log", arity(5, true))).isFalse();
    assertThat(CallArities.mayCall("class A { void f() { log(); } }", "log", arity(1, true)))
        .isTrue();
  }

  @Test
  void declarationsAreNoCallsAndAMethodReferenceMayCallAny() {
    assertThat(CallArities.mayCall("class A { void run(int a) {} }", "run", arity(1, false)))
        .isFalse();
    assertThat(CallArities.mayCall("class A { Runnable r = this :: run; }", "run", arity(3, false)))
        .isTrue();
    assertThat(
            CallArities.mayCall(
                "class A { // run(1)\n String s = \"run(1)\"; }", "run", arity(1, false)))
        .isFalse();
    assertThat(
            CallArities.mayCall("class A { String s = \"\\\"run(1)\"; }", "run", arity(1, false)))
        .isFalse();
  }

  @Test
  void whereTheTextLeavesADoubtItMayCall() {
    assertThat(
            CallArities.mayCall(
                "class A { void f() { run(a < b, c > d); } }", "run", arity(9, false)))
        .isTrue();
    assertThat(
            CallArities.mayCall(
                "class A { void f() { run(Map.<K, V>of()); } }", "run", arity(9, false)))
        .isTrue();
    assertThat(
            CallArities.mayCall("class A { void f() { run(x -> y, z); } }", "run", arity(1, false)))
        .isFalse();
    assertThat(CallArities.mayCall("class A { void f() { run(a, b", "run", arity(1, false)))
        .isTrue();
    assertThat(
            CallArities.mayCall(
                "class A { void f() { r\\u0075n(a, b); } }", "run", arity(1, false)))
        .isTrue();
    assertThat(CallArities.mayCall("class A { /* run(a, b); }", "run", arity(1, false))).isTrue();
    assertThat(CallArities.mayCall("class A { String s = \"run(a, b); }", "run", arity(1, false)))
        .isTrue();
  }
}
