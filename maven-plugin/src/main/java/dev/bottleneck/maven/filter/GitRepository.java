package dev.bottleneck.maven.filter;

import dev.bottleneck.maven.frontend.FrontEnd;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The git work tree around a project, asked through the {@code git} command. */
public final class GitRepository {
  private final Path root;
  private final FrontEnd words;

  private GitRepository(Path root, FrontEnd words) {
    this.root = root;
    this.words = words;
  }

  public Path root() {
    return root;
  }

  /**
   * The work tree around the folder the build runs from.
   *
   * @throws GitException when git is missing or {@code directory} is not in a work tree
   */
  public static GitRepository open(Path directory) throws GitException {
    return open(directory, "", FrontEnd.MAVEN);
  }

  /**
   * @param name how messages name {@code directory}: relative to the folder the build runs from,
   *     empty for that folder itself
   * @param words how the messages name the since setting
   * @throws GitException when git is missing or {@code directory} is not in a work tree
   */
  public static GitRepository open(Path directory, String name, FrontEnd words)
      throws GitException {
    String folder = name.isEmpty() ? "The project folder" : "The folder " + name;
    Output toplevel = run(words, directory, "rev-parse", "--show-toplevel");
    if (toplevel.exitCode() != 0) {
      throw new GitException(
          folder
              + " is not inside a git work tree ("
              + toplevel.error().strip()
              + "); the "
              + words.parameter("since")
              + " needs one: run the build in a git clone or drop "
              + words.name("since"));
    }
    return new GitRepository(Path.of(toplevel.output().strip()), words);
  }

  /**
   * The lines that differ between the merge base of {@code ref} and HEAD, and the work tree:
   * committed, staged and unstaged edits, and untracked files that are not ignored.
   *
   * @throws GitException naming the ref and what to fetch when it cannot be resolved
   */
  public ChangedLines changedSince(String ref) throws GitException {
    Output verified =
        run(words, root, "rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}");
    if (verified.exitCode() != 0) {
      throw new GitException(
          "The "
              + words.name("since")
              + " ref '"
              + ref
              + "' is not a commit, branch or tag of the git repository at "
              + root
              + "; fetch it first (e.g. git fetch origin main, and in CI a checkout with"
              + " history such as fetch-depth: 0) or correct the "
              + words.parameter("since"));
    }
    Output mergeBase = run(words, root, "merge-base", verified.output().strip(), "HEAD");
    if (mergeBase.exitCode() != 0) {
      throw new GitException(
          "HEAD and the "
              + words.name("since")
              + " ref '"
              + ref
              + "' have no common ancestor in "
              + root
              + "; fetch more history (in CI a checkout with fetch-depth: 0) or choose another"
              + " ref");
    }
    Output diff =
        checked(
            run(
                words,
                root,
                "-c",
                "core.quotePath=false",
                "diff",
                "--no-color",
                "--no-ext-diff",
                "--no-prefix",
                "--unified=0",
                "-M",
                mergeBase.output().strip(),
                "--"));
    Output untracked =
        checked(run(words, root, "ls-files", "-z", "--others", "--exclude-standard"));
    List<String> untrackedPaths = new ArrayList<>();
    for (String path : untracked.output().split("\u0000")) {
      if (!path.isEmpty()) {
        untrackedPaths.add(path);
      }
    }
    return ChangedLines.of(root, UnifiedDiff.parse(diff.output()), untrackedPaths);
  }

  private static Output checked(Output output) throws GitException {
    if (output.exitCode() != 0) {
      throw new GitException(
          "git " + String.join(" ", output.command()) + " failed: " + output.error().strip());
    }
    return output;
  }

  private record Output(List<String> command, int exitCode, String output, String error) {}

  private static Output run(FrontEnd words, Path directory, String... arguments)
      throws GitException {
    List<String> command = new ArrayList<>();
    command.add("git");
    command.addAll(List.of(arguments));
    Path errors = null;
    try {
      errors = Files.createTempFile("bottleneck-git", ".err");
      Process process =
          new ProcessBuilder(command)
              .directory(directory.toFile())
              .redirectInput(ProcessBuilder.Redirect.PIPE)
              .redirectError(errors.toFile())
              .start();
      process.getOutputStream().close();
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int exitCode = process.waitFor();
      String error = Files.readString(errors, StandardCharsets.UTF_8);
      return new Output(List.of(arguments), exitCode, output, error);
    } catch (IOException e) {
      throw new GitException(
          "Cannot run git in "
              + directory
              + " ("
              + e.getMessage()
              + "); the "
              + words.parameter("since")
              + " needs git on the PATH: install it or drop "
              + words.name("since"));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new GitException("Interrupted while running git in " + directory);
    } finally {
      if (errors != null) {
        try {
          Files.deleteIfExists(errors);
        } catch (IOException ignored) {
          // A leftover temp file is harmless.
        }
      }
    }
  }
}
