package dev.bottleneck.cli.lsp;

import dev.bottleneck.cli.Layout;
import dev.bottleneck.maven.run.ModuleLayout;
import dev.bottleneck.maven.run.RunException;
import dev.bottleneck.maven.types.Overlay;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The workspace folders and their modules, found as {@code bottleneck check FOLDER} finds them:
 * each folder's Maven and Gradle modules, with the other modules of the folder as callers, or the
 * folder itself as a source folder. Used by the analysis thread alone.
 */
final class Workspace implements AutoCloseable {
  private static final String BASELINE = "bottleneck-baseline.txt";

  private final Overlay overlay;
  private final List<Path> classpath;
  private final ServerLog log;
  private final Map<Path, List<ModuleSession>> folders = new LinkedHashMap<>();

  /**
   * @param classpath the compile class path of every module, for the few types that imports and
   *     sources cannot decide
   */
  Workspace(Overlay overlay, List<Path> classpath, ServerLog log) {
    this.overlay = overlay;
    this.classpath = List.copyOf(classpath);
    this.log = log;
  }

  /** Opens the modules of {@code folder}, in place of those it had; returns them. */
  List<ModuleSession> open(Path folder) {
    close(folder);
    List<ModuleSession> sessions = new ArrayList<>();
    try {
      for (ModuleLayout module :
          Layout.modules(List.of(folder.toString()), folder, classpath, BASELINE)) {
        ModuleSession.open(module, folder, overlay, log).ifPresent(sessions::add);
      }
    } catch (RunException e) {
      log.error(
          "bottleneck: the workspace folder " + folder + " is not analyzed: " + e.getMessage());
    }
    folders.put(folder, sessions);
    log.info(
        "bottleneck: "
            + folder
            + ": "
            + sessions.size()
            + " module(s): "
            + String.join(", ", sessions.stream().map(ModuleSession::name).toList()));
    return sessions;
  }

  /** Closes the modules of {@code folder}, a folder no longer in the workspace. */
  void close(Path folder) {
    List<ModuleSession> sessions = folders.remove(folder);
    if (sessions != null) {
      sessions.forEach(ModuleSession::close);
    }
  }

  /** Every module of every folder. */
  List<ModuleSession> sessions() {
    return folders.values().stream().flatMap(List::stream).toList();
  }

  /** The module that analyzes {@code file}: the innermost of those whose settings select it. */
  Optional<ModuleSession> moduleOf(Path file) throws RunException {
    ModuleSession owner = null;
    for (ModuleSession session : sessions()) {
      if (session.owns(file)
          && (owner == null || session.basedir().getNameCount() > owner.basedir().getNameCount())) {
        owner = session;
      }
    }
    return Optional.ofNullable(owner);
  }

  @Override
  public void close() {
    List.copyOf(folders.keySet()).forEach(this::close);
  }
}
