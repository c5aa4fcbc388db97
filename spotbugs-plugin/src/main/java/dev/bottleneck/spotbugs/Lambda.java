package dev.bottleneck.spotbugs;

import java.util.ArrayList;
import java.util.List;

/**
 * A function value a method creates: a lambda, whose body the compiler moved into a synthetic
 * method of the same class, or a method reference. Its {@link #receivers} are the calls that take
 * the value as an argument, read from the operand stack where it was created, so that the place
 * that decides how often it runs (a cache, a {@code forEach}, an executor) is known exactly.
 */
final class Lambda {
  private final Lambda enclosing;
  private final int line;
  private final List<Call> receivers = new ArrayList<>();

  Lambda(Lambda enclosing, int line) {
    this.enclosing = enclosing;
    this.line = line;
  }

  /** The lambda whose body creates this one; {@code null} when the method's own code does. */
  Lambda enclosing() {
    return enclosing;
  }

  int line() {
    return line;
  }

  /** The calls that take this function as an argument; none when it is stored or returned. */
  List<Call> receivers() {
    return receivers;
  }

  void addReceiver(Call call) {
    receivers.add(call);
  }
}
