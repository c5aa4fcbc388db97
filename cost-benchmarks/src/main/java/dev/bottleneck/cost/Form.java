package dev.bottleneck.cost;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Which form of a bottleneck a benchmark method measures, and how the rule page names it. A class
 * named {@code <RuleId>Benchmark} measures that rule; each of its good forms is compared with the
 * bad form of the same {@link #group()}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Form {

  Kind value();

  /** What the measured code does, as the rule page's table shows it: code, not prose. */
  String label();

  /** Pairs bad and good forms when one class measures several cases; empty when there is one. */
  String group() default "";

  enum Kind {
    BAD,
    GOOD
  }
}
