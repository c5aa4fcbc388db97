package dev.bottleneck.benchmarks;

import com.google.errorprone.BugPattern;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The Error Prone options that switch bottleneck's checks on or off, with ids from the catalog. */
public final class BottleneckChecks {
  private static final String CHECKS_PACKAGE = "dev.bottleneck.checks.";

  private BottleneckChecks() {}

  /** The ids of the catalog rules that claim an Error Prone check. */
  public static SortedSet<String> catalogIds() {
    return Stream.of(Rule.values())
        .filter(rule -> rule.implementedBy(Engine.ERROR_PRONE))
        .map(Rule::id)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** The names of bottleneck's checks that Error Prone would load from this class path. */
  public static SortedSet<String> loadedIds() {
    return ServiceLoader.load(BugChecker.class).stream()
        .map(ServiceLoader.Provider::type)
        .filter(type -> type.getName().startsWith(CHECKS_PACKAGE))
        .map(BottleneckChecks::checkName)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** Catalog ids and loaded checks together, so that a check the catalog misses still runs. */
  public static SortedSet<String> allIds() {
    SortedSet<String> ids = catalogIds();
    ids.addAll(loadedIds());
    return ids;
  }

  /** Only bottleneck's checks, as warnings: the robustness run. */
  public static List<String> only() {
    List<String> options =
        new ArrayList<>(List.of("-XepDisableAllChecks", "-XepIgnoreUnknownCheckNames"));
    options.addAll(severity(allIds(), "WARN"));
    return options;
  }

  /** Error Prone's defaults with bottleneck's checks switched on or off; errors become warnings. */
  public static List<String> defaultsAnd(boolean ours) {
    List<String> options =
        new ArrayList<>(List.of("-XepAllErrorsAsWarnings", "-XepIgnoreUnknownCheckNames"));
    options.addAll(severity(allIds(), ours ? "WARN" : "OFF"));
    return options;
  }

  private static List<String> severity(Set<String> ids, String severity) {
    return ids.stream().map(id -> "-Xep:" + id + ":" + severity).toList();
  }

  private static String checkName(Class<?> type) {
    BugPattern pattern = type.getAnnotation(BugPattern.class);
    return pattern == null || pattern.name().isEmpty() ? type.getSimpleName() : pattern.name();
  }
}
