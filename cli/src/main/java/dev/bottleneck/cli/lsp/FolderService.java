package dev.bottleneck.cli.lsp;

import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * The workspace's folders and its files on disk: folders added and removed, build files and
 * baselines that change the settings (the folder is opened again), and sources changed by another
 * program (a checkout, a formatter), which the module index reads again.
 */
final class FolderService implements WorkspaceService {
  /** Files whose change changes a module's settings or files. */
  private static final Set<String> SETTINGS =
      Set.of(
          "pom.xml",
          "build.gradle",
          "build.gradle.kts",
          "settings.gradle",
          "settings.gradle.kts",
          "bottleneck-baseline.txt");

  private final Documents documents;
  private final WorkspaceAnalysis analysis;
  private final ServerLog log;

  FolderService(Documents documents, WorkspaceAnalysis analysis, ServerLog log) {
    this.documents = documents;
    this.analysis = analysis;
    this.log = log;
  }

  /** The server has no settings of its own: the project's build configures it. */
  @Override
  public void didChangeConfiguration(DidChangeConfigurationParams params) {}

  @Override
  public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
    try {
      for (FileEvent event : params.getChanges()) {
        Documents.path(event.getUri()).ifPresent(this::changedOnDisk);
      }
    } catch (RuntimeException failure) {
      log.failure("didChangeWatchedFiles", failure);
    }
  }

  private void changedOnDisk(Path file) {
    if (SETTINGS.contains(file.getFileName().toString())) {
      folderOf(file).ifPresent(analysis::openFolder);
    } else if (!documents.isOpen(file)) {
      // An open file's buffer stands for it until the editor closes it.
      documents.changedOnDisk(file);
      analysis.reverted(file);
    }
  }

  @Override
  public void didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams params) {
    try {
      for (WorkspaceFolder removed : params.getEvent().getRemoved()) {
        Documents.path(removed.getUri()).ifPresent(analysis::closeFolder);
      }
      for (WorkspaceFolder added : params.getEvent().getAdded()) {
        Documents.path(added.getUri()).ifPresent(analysis::openFolder);
      }
    } catch (RuntimeException failure) {
      log.failure("didChangeWorkspaceFolders", failure);
    }
  }

  private Optional<Path> folderOf(Path file) {
    return analysis.folderOf(file);
  }
}
