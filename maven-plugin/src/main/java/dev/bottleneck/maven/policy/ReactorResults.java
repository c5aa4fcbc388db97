package dev.bottleneck.maven.policy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The outcomes of the modules of one build that run {@code check}, gathered until the last of them
 * reports, so that the build fails once, at its end, with every module analyzed. Modules report in
 * any order and from any thread ({@code -T}): whichever completes the expected set ends it.
 *
 * <p>The expected set is a prediction made by the caller. A module it missed that reports after
 * the end is its own end, so that its findings still fail the build; a module that never reports
 * (its build failed first) leaves the end to that failure.
 */
public final class ReactorResults {
  private final Set<String> expected;
  private final Map<String, ModuleOutcome> outcomes = new LinkedHashMap<>();
  private boolean ended;

  /**
   * @param expected the ids of the modules that will run the goal, in build order
   */
  public ReactorResults(List<String> expected) {
    this.expected = new LinkedHashSet<>(expected);
  }

  /**
   * Records one module's outcome.
   *
   * @param id the module's id, as in the expected list
   * @return every outcome in build order when this was the last expected module, or only this
   *     outcome when the end had passed already; empty while modules are still to come
   */
  public synchronized Optional<List<ModuleOutcome>> record(String id, ModuleOutcome outcome) {
    if (ended) {
      return Optional.of(List.of(outcome));
    }
    outcomes.put(id, outcome);
    if (!outcomes.keySet().containsAll(expected)) {
      return Optional.empty();
    }
    ended = true;
    List<ModuleOutcome> ordered = new ArrayList<>();
    for (String module : expected) {
      ordered.add(outcomes.get(module));
    }
    outcomes.forEach(
        (module, result) -> {
          if (!expected.contains(module)) {
            ordered.add(result);
          }
        });
    return Optional.of(List.copyOf(ordered));
  }
}
