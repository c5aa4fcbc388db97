package dev.bottleneck.maven.report;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How reports name files: relative to the module for people reading the console, relative to the
 * repository root for tools that read SARIF or annotations (GitHub resolves paths from there).
 * Never absolute.
 */
public record ProjectPaths(Path basedir, Path repositoryRoot) {
  public ProjectPaths {
    basedir = basedir.toAbsolutePath().normalize();
    repositoryRoot = repositoryRoot.toAbsolutePath().normalize();
  }

  /**
   * The paths of a module: the repository root is the nearest folder at or above {@code basedir}
   * that holds {@code .git} (a folder, or a file in a linked work tree); without one, the module.
   */
  public static ProjectPaths of(Path basedir) {
    Path absolute = basedir.toAbsolutePath().normalize();
    for (Path dir = absolute; dir != null; dir = dir.getParent()) {
      if (Files.exists(dir.resolve(".git"))) {
        return new ProjectPaths(absolute, dir);
      }
    }
    return new ProjectPaths(absolute, absolute);
  }

  public String fromBasedir(Path file) {
    return relative(basedir, file);
  }

  public String fromRepositoryRoot(Path file) {
    return relative(repositoryRoot, file);
  }

  private static String relative(Path root, Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    Path relative = absolute.startsWith(root) ? root.relativize(absolute) : absolute.getFileName();
    // On Linux a backslash is part of a file name, not a separator to convert.
    return relative.toString().replace(relative.getFileSystem().getSeparator(), "/");
  }
}
