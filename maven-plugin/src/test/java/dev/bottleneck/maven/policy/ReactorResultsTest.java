package dev.bottleneck.maven.policy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

final class ReactorResultsTest {
  private static final ModuleOutcome PARENT = ModuleOutcome.skipped("parent", "pom packaging");
  private static final ModuleOutcome ORDERS =
      ModuleOutcome.analyzed("orders", 2, 5, true, Optional.of("o.sarif"), Optional.empty());
  private static final ModuleOutcome BILLING = outcome("billing", 1);

  @Test
  void theLastExpectedModuleEndsTheBuildWithEveryOutcomeInBuildOrder() {
    ReactorResults results = new ReactorResults(List.of("g:parent", "g:orders", "g:billing"));

    assertThat(results.record("g:billing", BILLING)).isEmpty();
    assertThat(results.record("g:parent", PARENT)).isEmpty();
    assertThat(results.record("g:orders", ORDERS)).contains(List.of(PARENT, ORDERS, BILLING));
  }

  @Test
  void aModuleOfItsOwnEndsAtOnce() {
    assertThat(new ReactorResults(List.of("g:orders")).record("g:orders", ORDERS))
        .contains(List.of(ORDERS));
  }

  @Test
  void anUnexpectedModuleJoinsTheEndOrIsItsOwnEndAfterIt() {
    ReactorResults results = new ReactorResults(List.of("g:orders", "g:billing"));
    ModuleOutcome tools = outcome("tools", 3);
    ModuleOutcome late = outcome("late", 4);

    assertThat(results.record("g:tools", tools)).isEmpty();
    assertThat(results.record("g:billing", BILLING)).isEmpty();
    assertThat(results.record("g:orders", ORDERS)).contains(List.of(ORDERS, BILLING, tools));
    assertThat(results.record("g:late", late)).contains(List.of(late));
  }

  @Test
  void theSharedStateHoldsJdkTypesOnlySoThatEveryPluginRealmReadsIt() {
    Map<String, Object> state = ReactorResults.newState(List.of("g:orders", "g:billing"));
    new ReactorResults(state).record("g:orders", ORDERS);
    // A second realm's view of the same state ends the build with the first one's outcome.
    assertThat(new ReactorResults(state).record("g:billing", BILLING))
        .contains(List.of(ORDERS, BILLING));

    List<Object> values = new ArrayList<>();
    collect(state, values);
    assertThat(values).hasSizeGreaterThan(10);
    for (Object value : values) {
      assertThat(value.getClass().getClassLoader()).as("class of %s", value).isNull();
    }
  }

  private static void collect(Object value, List<Object> values) {
    if (value == null) {
      return;
    }
    values.add(value);
    if (value instanceof Map<?, ?> map) {
      map.forEach(
          (k, v) -> {
            collect(k, values);
            collect(v, values);
          });
    } else if (value instanceof Iterable<?> items) {
      items.forEach(item -> collect(item, values));
    } else if (value instanceof Object[] array) {
      for (Object item : array) {
        collect(item, values);
      }
    }
  }

  @Test
  void modulesReportingFromManyThreadsEndTheBuildExactlyOnce() throws Exception {
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 64; i++) {
      ids.add("g:m" + i);
    }
    ReactorResults results = new ReactorResults(ids);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Optional<List<ModuleOutcome>>>> ends = new ArrayList<>();
      for (String id : ids) {
        ends.add(pool.submit(() -> results.record(id, outcome(id, 1))));
      }
      List<List<ModuleOutcome>> completed = new ArrayList<>();
      for (Future<Optional<List<ModuleOutcome>>> end : ends) {
        end.get().ifPresent(completed::add);
      }
      assertThat(completed).hasSize(1);
      assertThat(completed.get(0)).extracting(ModuleOutcome::module).containsExactlyElementsOf(ids);
    } finally {
      pool.shutdownNow();
    }
  }

  private static ModuleOutcome outcome(String module, int findings) {
    return ModuleOutcome.analyzed(module, findings, 0, true, Optional.empty(), Optional.empty());
  }
}
