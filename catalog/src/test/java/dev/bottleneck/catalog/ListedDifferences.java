package dev.bottleneck.catalog;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.function.Function;

/**
 * Keeps the lists of an engine that reads class files (ArchUnit, SpotBugs) honest: a case file or a
 * line it lists as seen differently from the markers must still differ, so that an entry is removed
 * once the engine agrees. Both engines' conformance tests ask the same two questions.
 */
public final class ListedDifferences {
  private ListedDifferences() {}

  /**
   * The listed case files where the engine's findings now equal the markers' sites.
   *
   * @param files case files relative to the cases root
   * @param expected the markers of a case file that the engine is held to
   * @param reported the engine's findings by case file
   */
  public static List<String> filesThatAgree(
      Collection<String> files,
      Function<String, SortedSet<Marker>> expected,
      Map<String, Map<Marker, List<String>>> reported) {
    List<String> agreeing = new ArrayList<>();
    for (String file : files) {
      if (reported
          .getOrDefault(file, Map.of())
          .keySet()
          .equals(Markers.sites(expected.apply(file)))) {
        agreeing.add(file);
      }
    }
    return agreeing;
  }

  /**
   * The listed lines ({@code path:line}) where the engine now agrees with the markers: it reports
   * the line exactly when a marker marks it.
   */
  public static List<String> linesThatAgree(
      Collection<String> locations,
      Function<String, SortedSet<Marker>> expected,
      Map<String, Map<Marker, List<String>>> reported) {
    List<String> agreeing = new ArrayList<>();
    for (String location : locations) {
      String file = location.substring(0, location.lastIndexOf(':'));
      boolean marked =
          expected.apply(file).stream().anyMatch(marker -> marker.location().equals(location));
      boolean found =
          reported.getOrDefault(file, Map.of()).keySet().stream()
              .anyMatch(site -> site.location().equals(location));
      if (found == marked) {
        agreeing.add(location);
      }
    }
    return agreeing;
  }
}
