package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.Rule;
import edu.umd.cs.findbugs.BugCollectionBugReporter;
import edu.umd.cs.findbugs.BugInstance;
import edu.umd.cs.findbugs.DetectorFactory;
import edu.umd.cs.findbugs.DetectorFactoryCollection;
import edu.umd.cs.findbugs.FindBugs2;
import edu.umd.cs.findbugs.Plugin;
import edu.umd.cs.findbugs.PluginException;
import edu.umd.cs.findbugs.Priorities;
import edu.umd.cs.findbugs.Project;
import edu.umd.cs.findbugs.config.UserPreferences;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/**
 * SpotBugs run in-process as a build runs it: this plugin loaded from the build's classes, only its
 * detectors reporting (SpotBugs' own non-reporting ones that are on by default, such as the reader
 * of {@code @SuppressFBWarnings}, stay on), over the given class files with this test's class path
 * as the auxiliary class path.
 */
final class SpotBugsRun {
  private static final Path PLUGIN = Path.of("target", "classes");
  private static final String PLUGIN_ID = "dev.bottleneck.spotbugs";

  private SpotBugsRun() {}

  /** The bugs of our bug types reported over the class files below {@code classes}. */
  static List<BugInstance> analyse(Path classes) {
    plugin();
    Project project = new Project();
    project.addFile(classes.toAbsolutePath().toString());
    Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .forEach(project::addAuxClasspathEntry);
    BugCollectionBugReporter reporter = new BugCollectionBugReporter(project);
    reporter.setPriorityThreshold(Priorities.LOW_PRIORITY);
    UserPreferences preferences = UserPreferences.createDefaultUserPreferences();
    for (DetectorFactory factory : DetectorFactoryCollection.instance().getFactories()) {
      preferences.enableDetector(
          factory, isOurs(factory) || !factory.isReportingDetector() && factory.isDefaultEnabled());
    }
    try (FindBugs2 engine = new FindBugs2()) {
      engine.setProject(project);
      engine.setBugReporter(reporter);
      engine.setDetectorFactoryCollection(DetectorFactoryCollection.instance());
      engine.setUserPreferences(preferences);
      engine.execute();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    // SpotBugs' own non-reporting detectors may still report, e.g. a useless suppression.
    return reporter.getBugCollection().getCollection().stream()
        .filter(bug -> Rule.find(bug.getType()).isPresent())
        .toList();
  }

  /**
   * Compiles with javac against this test's class path into {@code classes}, created if need be.
   *
   * @param arguments further javac options and the source files
   */
  static Path compile(Path classes, String... arguments) throws IOException {
    Files.createDirectories(classes);
    List<String> all =
        new ArrayList<>(List.of("-classpath", System.getProperty("java.class.path")));
    all.addAll(List.of("-d", classes.toString()));
    all.addAll(List.of(arguments));
    int status =
        ToolProvider.getSystemJavaCompiler().run(null, null, null, all.toArray(String[]::new));
    if (status != 0) {
      throw new IllegalStateException("javac failed on " + List.of(arguments));
    }
    return classes;
  }

  private static boolean isOurs(DetectorFactory factory) {
    return factory.getPlugin().getPluginId().equals(PLUGIN_ID);
  }

  private static synchronized Plugin plugin() {
    Plugin loaded = Plugin.getByPluginId(PLUGIN_ID);
    if (loaded != null) {
      return loaded;
    }
    try {
      Plugin plugin = Plugin.addCustomPlugin(PLUGIN.toAbsolutePath().toUri());
      plugin.setGloballyEnabled(true);
      DetectorFactoryCollection.resetInstance(new DetectorFactoryCollection());
      return plugin;
    } catch (PluginException e) {
      throw new IllegalStateException("cannot load the plugin from " + PLUGIN, e);
    }
  }
}
