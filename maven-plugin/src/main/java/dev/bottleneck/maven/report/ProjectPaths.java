package dev.bottleneck.maven.report;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How reports name files: relative to the folder the build runs from for people reading the console
 * (so that a path in a multi-module build opens from there, module folder included), relative to
 * the module for the baseline, relative to the repository root for tools that read SARIF or
 * annotations (GitHub resolves paths from there).
 *
 * @param basedir the module's folder
 * @param repositoryRoot the root of the git repository, or the module outside git
 * @param buildRoot the folder the build runs from: the reactor's root, or the module when it is
 *     built alone
 */
public record ProjectPaths(Path basedir, Path repositoryRoot, Path buildRoot) {
  public ProjectPaths {
    basedir = basedir.toAbsolutePath().normalize();
    repositoryRoot = repositoryRoot.toAbsolutePath().normalize();
    buildRoot = buildRoot.toAbsolutePath().normalize();
  }

  /** The paths of a module built on its own. */
  public ProjectPaths(Path basedir, Path repositoryRoot) {
    this(basedir, repositoryRoot, basedir);
  }

  /**
   * The paths of a module built on its own: the repository root is the nearest folder at or above
   * {@code basedir} that holds {@code .git} (a folder, or a file in a linked work tree); without
   * one, the module.
   */
  public static ProjectPaths of(Path basedir) {
    return of(basedir, basedir);
  }

  /** The paths of a module of a build that runs from {@code buildRoot}. */
  public static ProjectPaths of(Path basedir, Path buildRoot) {
    Path absolute = basedir.toAbsolutePath().normalize();
    for (Path dir = absolute; dir != null; dir = dir.getParent()) {
      if (Files.exists(dir.resolve(".git"))) {
        return new ProjectPaths(absolute, dir, buildRoot);
      }
    }
    return new ProjectPaths(absolute, absolute, buildRoot);
  }

  public String fromBasedir(Path file) {
    return relative(basedir, file);
  }

  public String fromRepositoryRoot(Path file) {
    return relative(repositoryRoot, file);
  }

  /**
   * The file as the console shows it: relative to the folder the build runs from, or absolute (as
   * javac prints it) when it lies outside, so that it opens from there either way. Control
   * characters in it, tabs and line breaks included, are shown as escapes ({@link Text#name}).
   */
  public String fromBuildRoot(Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    return Text.name(
        absolute.startsWith(buildRoot) ? relative(buildRoot, absolute) : slashes(absolute));
  }

  private static String relative(Path root, Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    return slashes(absolute.startsWith(root) ? root.relativize(absolute) : absolute.getFileName());
  }

  private static String slashes(Path path) {
    // On Linux a backslash is part of a file name, not a separator to convert.
    return path.toString().replace(path.getFileSystem().getSeparator(), "/");
  }
}
