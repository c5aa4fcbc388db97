package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class CallAritiesTest {
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

    assertThat(CallArities.mayCall(text, "run", 6, false)).isTrue();
    assertThat(CallArities.mayCall(text, "run", 5, false)).isFalse();
    assertThat(CallArities.mayCall(text, "run", 7, false)).isFalse();
    assertThat(CallArities.mayCall(text, "g", 2, false)).isTrue();
    assertThat(CallArities.mayCall(text, "x", 0, false)).isTrue();
    assertThat(CallArities.mayCall(text, "x", 1, false)).isFalse();
  }

  @Test
  void aVariableArityMethodAcceptsOneArgumentFewerAndAnyMore() {
    String text = "class A { void f() { log(); log(a, b, c); } }";

    assertThat(CallArities.mayCall(text, "log", 2, true)).isTrue();
    assertThat(CallArities.mayCall(text, "log", 5, true)).isFalse();
    assertThat(CallArities.mayCall("class A { void f() { log(); } }", "log", 1, true)).isTrue();
  }

  @Test
  void declarationsAreNoCallsAndAMethodReferenceMayCallAny() {
    assertThat(CallArities.mayCall("class A { void run(int a) {} }", "run", 1, false)).isFalse();
    assertThat(CallArities.mayCall("class A { Runnable r = this :: run; }", "run", 3, false))
        .isTrue();
    assertThat(
            CallArities.mayCall("class A { // run(1)\n String s = \"run(1)\"; }", "run", 1, false))
        .isFalse();
    assertThat(CallArities.mayCall("class A { String s = \"\\\"run(1)\"; }", "run", 1, false))
        .isFalse();
  }

  @Test
  void whereTheTextLeavesADoubtItMayCall() {
    assertThat(CallArities.mayCall("class A { void f() { run(a < b, c > d); } }", "run", 9, false))
        .isTrue();
    assertThat(
            CallArities.mayCall("class A { void f() { run(Map.<K, V>of()); } }", "run", 9, false))
        .isTrue();
    assertThat(CallArities.mayCall("class A { void f() { run(x -> y, z); } }", "run", 1, false))
        .isFalse();
    assertThat(CallArities.mayCall("class A { void f() { run(a, b", "run", 1, false)).isTrue();
    assertThat(CallArities.mayCall("class A { void f() { r\\u0075n(a, b); } }", "run", 1, false))
        .isTrue();
    assertThat(CallArities.mayCall("class A { /* run(a, b); }", "run", 1, false)).isTrue();
    assertThat(CallArities.mayCall("class A { String s = \"run(a, b); }", "run", 1, false))
        .isTrue();
  }
}
