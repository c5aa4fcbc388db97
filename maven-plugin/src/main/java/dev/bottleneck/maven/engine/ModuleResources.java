package dev.bottleneck.maven.engine;

import dev.bottleneck.catalog.facts.SpringXmlBeans;
import dev.bottleneck.maven.config.ConfiguredLevelsReader;
import dev.bottleneck.maven.config.ConfiguredLevelsReader.ModuleLevels;
import dev.bottleneck.maven.config.LoggingConfigNames;
import dev.bottleneck.maven.config.SpringXmlBeansReader;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * What a module's main resources tell the rules: the log levels its configuration switches on
 * ({@link ModuleLevels}), the logging files its {@code logging.config} names ({@link
 * LoggingConfigNames}) and the beans of its Spring XML context files ({@link SpringXmlBeans}). Each
 * is read at most once, by the first thread that asks, while the analysis runs: a rule asks only
 * about a file it may report in, so most modules never read their YAML for levels. Read when the
 * executor was opened, on the calling thread, they held most of that thread's samples on pig's 20
 * modules at two processors, a serial phase before each module's analysis that no worker could
 * share.
 */
final class ModuleResources {
  private final Supplier<LoggingConfigNames> names;
  private final Supplier<ModuleLevels> levels;
  private final Supplier<SpringXmlBeans> beans;

  ModuleResources(List<Path> resourceRoots) {
    List<Path> roots = List.copyOf(resourceRoots);
    this.names = once(() -> LoggingConfigNames.read(roots));
    this.levels = once(() -> ConfiguredLevelsReader.readModule(roots, names.get()));
    this.beans = once(() -> SpringXmlBeansReader.read(roots));
  }

  /** The files the module's {@code logging.config} names. */
  LoggingConfigNames names() {
    return names.get();
  }

  ModuleLevels levels() {
    return levels.get();
  }

  SpringXmlBeans beans() {
    return beans.get();
  }

  /** {@code read}'s value, read by the first caller; the others wait for it. */
  private static <T> Supplier<T> once(Supplier<T> read) {
    return new Supplier<>() {
      private T value;

      @Override
      public synchronized T get() {
        if (value == null) {
          value = read.get();
        }
        return value;
      }
    };
  }
}
