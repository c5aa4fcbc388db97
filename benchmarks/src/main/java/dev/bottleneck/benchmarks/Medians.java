package dev.bottleneck.benchmarks;

import java.util.List;
import java.util.function.ToLongFunction;

/** The median, which a single slow run on a shared machine cannot drag the way it drags a mean. */
public final class Medians {
  private Medians() {}

  public static <T> long median(List<T> runs, ToLongFunction<T> value) {
    long[] values = runs.stream().mapToLong(value).sorted().toArray();
    if (values.length == 0) {
      throw new IllegalArgumentException("No runs to take the median of");
    }
    int middle = values.length / 2;
    return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  }
}
