package dev.bottleneck.maven.policy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The outcomes of the modules of one build that run {@code check}, gathered until the last of them
 * reports, so that the build fails once, at its end, with every module analyzed. Modules report in
 * any order and from any thread ({@code -T}): whichever completes the expected set ends it.
 *
 * <p>The expected set is a prediction made by the caller. A module it missed that reports after the
 * end is its own end, so that its findings still fail the build; a module that never reports (its
 * build failed first) leaves the end to that failure.
 *
 * <p>The state lives in a map of JDK types only, which the caller shares between modules (Maven's
 * plugin context): a module whose plugin block adds dependencies gets a class realm of its own,
 * where a class of ours would be another class and fail the cast.
 */
public final class ReactorResults {
  private static final String EXPECTED = "expected";
  private static final String OUTCOMES = "outcomes";
  private static final String ENDED = "ended";

  private final Map<String, Object> state;

  /**
   * @param state a map made by {@link #newState}, shared by every module of the build; the methods
   *     here lock it
   */
  public ReactorResults(Map<String, Object> state) {
    this.state = state;
  }

  /** A build in which the modules with these ids run the goal. */
  public ReactorResults(List<String> expected) {
    this(newState(expected));
  }

  /**
   * @param expected the ids of the modules that will run the goal, in build order
   */
  public static Map<String, Object> newState(List<String> expected) {
    Map<String, Object> state = new LinkedHashMap<>();
    state.put(EXPECTED, Collections.unmodifiableList(new ArrayList<>(expected)));
    state.put(OUTCOMES, new LinkedHashMap<String, Object[]>());
    state.put(ENDED, Boolean.FALSE);
    return state;
  }

  /**
   * Records one module's outcome.
   *
   * @param id the module's id, as in the expected list
   * @return every outcome in build order when this was the last expected module, or only this
   *     outcome when the end had passed already; empty while modules are still to come
   */
  @SuppressWarnings("unchecked")
  public Optional<List<ModuleOutcome>> record(String id, ModuleOutcome outcome) {
    synchronized (state) {
      if (Boolean.TRUE.equals(state.get(ENDED))) {
        return Optional.of(List.of(outcome));
      }
      List<String> expected = (List<String>) state.get(EXPECTED);
      Map<String, Object[]> outcomes = (Map<String, Object[]>) state.get(OUTCOMES);
      outcomes.put(id, fields(outcome));
      if (!outcomes.keySet().containsAll(expected)) {
        return Optional.empty();
      }
      state.put(ENDED, Boolean.TRUE);
      List<ModuleOutcome> ordered = new ArrayList<>();
      for (String module : expected) {
        ordered.add(outcome(outcomes.get(module)));
      }
      outcomes.forEach(
          (module, fields) -> {
            if (!expected.contains(module)) {
              ordered.add(outcome(fields));
            }
          });
      return Optional.of(List.copyOf(ordered));
    }
  }

  private static Object[] fields(ModuleOutcome outcome) {
    return new Object[] {
      outcome.module(),
      outcome.skipped().orElse(null),
      outcome.findings(),
      outcome.baselined(),
      outcome.failOnViolation(),
      outcome.report().orElse(null),
      outcome.brokenInput().orElse(null)
    };
  }

  private static ModuleOutcome outcome(Object[] fields) {
    return new ModuleOutcome(
        (String) fields[0],
        Optional.ofNullable((String) fields[1]),
        (Integer) fields[2],
        (Integer) fields[3],
        (Boolean) fields[4],
        Optional.ofNullable((String) fields[5]),
        Optional.ofNullable((String) fields[6]));
  }
}
