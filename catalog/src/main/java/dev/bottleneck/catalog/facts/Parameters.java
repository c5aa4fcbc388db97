package dev.bottleneck.catalog.facts;

import java.util.List;

/**
 * Which overloads of a member a fact means: any of them, or only the one whose parameter types are
 * exactly {@code types} (canonical names; an empty list is the overload without parameters).
 */
public record Parameters(boolean any, List<String> types) {
  /** Every overload. */
  public static final Parameters ANY = new Parameters(true, List.of());

  /** Only the overload without parameters. */
  public static final Parameters NONE = new Parameters(false, List.of());

  public Parameters {
    types = List.copyOf(types);
    if (any && !types.isEmpty()) {
      throw new IllegalArgumentException("ANY takes no parameter types, got " + types);
    }
  }

  /** Only the overload with exactly these parameter types. */
  public static Parameters exactly(String... types) {
    return new Parameters(false, List.of(types));
  }

  /** Whether an overload with these parameter types (canonical or binary names) is meant. */
  public boolean accepts(List<String> actual) {
    return any
        || actual.size() == types.size()
            && java.util.stream.IntStream.range(0, types.size())
                .allMatch(
                    i ->
                        actual.get(i).equals(types.get(i))
                            || actual.get(i).equals(TypeName.binary(types.get(i))));
  }
}
