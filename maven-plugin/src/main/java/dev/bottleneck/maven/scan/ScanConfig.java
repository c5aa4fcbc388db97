package dev.bottleneck.maven.scan;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.SpringXmlBeans;
import dev.bottleneck.maven.types.Overlay;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What the scanner runs and with what it resolves types.
 *
 * @param enabledRuleIds catalog ids of the rules to run
 * @param ruleOptions rule options keyed {@code RuleId:Option}, e.g. {@code EagerLogMessage:Levels}
 * @param sourceRoots the module's source roots, for types declared in the module itself
 * @param classpath the module's compile classpath, for the symbol solver where imports cannot
 *     decide
 * @param callerRoots source roots of other modules of the build that may call the module's code
 *     (those that depend on it): their calls count when a method is judged by its callers; none is
 *     reported on
 * @param overlay the texts that stand in for files on disk, as an editor holds them
 * @param levels the log levels the module's default logging configuration switches on, read when a
 *     rule first asks (most modules' files never do)
 * @param beans the methods the module's Spring XML bean definitions have run once, read when a rule
 *     first asks
 * @param upstreamRoots source roots of the modules of the build that the module depends on: where
 *     the types its own sources do not declare are looked up (its supertypes, the bodies of the
 *     methods it calls), and whose calls count for the methods that override one of their types'
 *     methods; none is reported on
 */
public record ScanConfig(
    Set<String> enabledRuleIds,
    Map<String, String> ruleOptions,
    List<Path> sourceRoots,
    List<Path> classpath,
    List<Path> callerRoots,
    Overlay overlay,
    Supplier<ConfiguredLevels> levels,
    Supplier<SpringXmlBeans> beans,
    List<Path> upstreamRoots) {
  public ScanConfig {
    enabledRuleIds = Set.copyOf(enabledRuleIds);
    ruleOptions = Map.copyOf(ruleOptions);
    sourceRoots = List.copyOf(sourceRoots);
    classpath = List.copyOf(classpath);
    callerRoots = List.copyOf(callerRoots);
    Objects.requireNonNull(overlay, "overlay");
    Objects.requireNonNull(levels, "levels");
    Objects.requireNonNull(beans, "Spring XML beans");
    upstreamRoots = List.copyOf(upstreamRoots);
  }

  /** A module that depends on no other module of the build whose sources are read. */
  public ScanConfig(
      Set<String> enabledRuleIds,
      Map<String, String> ruleOptions,
      List<Path> sourceRoots,
      List<Path> classpath,
      List<Path> callerRoots,
      Overlay overlay,
      Supplier<ConfiguredLevels> levels,
      Supplier<SpringXmlBeans> beans) {
    this(
        enabledRuleIds,
        ruleOptions,
        sourceRoots,
        classpath,
        callerRoots,
        overlay,
        levels,
        beans,
        List.of());
  }

  /** A module without logging configuration or Spring XML bean definitions. */
  public ScanConfig(
      Set<String> enabledRuleIds,
      Map<String, String> ruleOptions,
      List<Path> sourceRoots,
      List<Path> classpath,
      List<Path> callerRoots,
      Overlay overlay) {
    this(
        enabledRuleIds,
        ruleOptions,
        sourceRoots,
        classpath,
        callerRoots,
        overlay,
        () -> ConfiguredLevels.NONE,
        () -> SpringXmlBeans.NONE);
  }

  /** A module read from disk alone. */
  public ScanConfig(
      Set<String> enabledRuleIds,
      Map<String, String> ruleOptions,
      List<Path> sourceRoots,
      List<Path> classpath,
      List<Path> callerRoots) {
    this(enabledRuleIds, ruleOptions, sourceRoots, classpath, callerRoots, Overlay.NONE);
  }

  /** A module analyzed on its own: no other module's calls are known. */
  public ScanConfig(
      Set<String> enabledRuleIds,
      Map<String, String> ruleOptions,
      List<Path> sourceRoots,
      List<Path> classpath) {
    this(enabledRuleIds, ruleOptions, sourceRoots, classpath, List.of());
  }
}
