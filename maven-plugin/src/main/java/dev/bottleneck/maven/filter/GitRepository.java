package dev.bottleneck.maven.filter;

import dev.bottleneck.maven.frontend.FrontEnd;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The git work tree around a project, asked through the {@code git} command. Its messages name
 * folders relative to the folder the build runs from, git's own text included: a CI log or a report
 * shows no absolute path of the machine.
 */
public final class GitRepository {
  private final Path root;
  private final Folders folders;
  private final FrontEnd words;

  private GitRepository(Path root, Folders folders, FrontEnd words) {
    this.root = root;
    this.folders = folders;
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
    return open(directory, directory, FrontEnd.MAVEN);
  }

  /**
   * @param buildRoot the folder the build runs from, which messages name other folders relative to
   * @param words how the messages name the since setting
   * @throws GitException when git is missing or {@code directory} is not in a work tree
   */
  public static GitRepository open(Path directory, Path buildRoot, FrontEnd words)
      throws GitException {
    Folders folders = new Folders(buildRoot, List.of(directory));
    Output toplevel = run(words, folders, directory, "rev-parse", "--show-toplevel");
    if (toplevel.exitCode() != 0) {
      String folder = folders.name(directory);
      throw new GitException(
          Character.toUpperCase(folder.charAt(0))
              + folder.substring(1)
              + " is not inside a git work tree ("
              + folders.relative(toplevel.error().strip())
              + "); the "
              + words.parameter("since")
              + " needs one: run the build in a git clone or drop "
              + words.name("since"));
    }
    Path root = Path.of(toplevel.output().strip());
    return new GitRepository(root, folders.with(root), words);
  }

  /**
   * The lines that differ between the merge base of {@code ref} and HEAD, and the work tree:
   * committed, staged and unstaged edits, and untracked files that are not ignored.
   *
   * @throws GitException naming the ref and what to fetch when it cannot be resolved
   */
  public ChangedLines changedSince(String ref) throws GitException {
    Output verified =
        run(
            words,
            folders,
            root,
            "rev-parse",
            "--verify",
            "--quiet",
            "--end-of-options",
            ref + "^{commit}");
    if (verified.exitCode() != 0) {
      throw new GitException(
          "The "
              + words.name("since")
              + " ref '"
              + ref
              + "' is not a commit, branch or tag of the git repository in "
              + folders.name(root)
              + "; fetch it first (e.g. git fetch origin main, and in CI a checkout with"
              + " history such as fetch-depth: 0) or correct the "
              + words.parameter("since"));
    }
    Output mergeBase = run(words, folders, root, "merge-base", verified.output().strip(), "HEAD");
    if (mergeBase.exitCode() != 0) {
      throw new GitException(
          "HEAD and the "
              + words.name("since")
              + " ref '"
              + ref
              + "' have no common ancestor in the git repository in "
              + folders.name(root)
              + "; fetch more history (in CI a checkout with fetch-depth: 0) or choose another"
              + " ref");
    }
    Output diff =
        checked(
            run(
                words,
                folders,
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
    return ChangedLines.of(root, UnifiedDiff.parse(diff.output()), untracked());
  }

  /** The files git does not track and does not ignore, relative to the root. */
  private List<String> untracked() throws GitException {
    Output untracked =
        checked(run(words, folders, root, "ls-files", "-z", "--others", "--exclude-standard"));
    List<String> paths = new ArrayList<>();
    for (String path : untracked.output().split("\u0000")) {
      if (!path.isEmpty()) {
        paths.add(path);
      }
    }
    return paths;
  }

  private Output checked(Output output) throws GitException {
    if (output.exitCode() != 0) {
      throw new GitException(
          "git "
              + String.join(" ", output.command())
              + " failed: "
              + folders.relative(output.error().strip()));
    }
    return output;
  }

  private record Output(List<String> command, int exitCode, String output, String error) {}

  private static Output run(FrontEnd words, Folders folders, Path directory, String... arguments)
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
              + folders.name(directory)
              + " ("
              + folders.relative(e.getMessage())
              + "); the "
              + words.parameter("since")
              + " needs git on the PATH: install it or drop "
              + words.name("since"));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new GitException("Interrupted while running git in " + folders.name(directory));
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

  /**
   * The folders a run knows, named relative to the folder the build runs from: in its own words
   * ({@code the folder orders}) and inside git's messages, which print absolute paths (a ref that
   * is not a commit, a repository git refuses as owned by another user).
   *
   * @param known absolute paths to replace in git's text, each also as the file system resolves it
   */
  private record Folders(Path buildRoot, List<Path> known) {
    /** Where a path in git's text ends: its end, a separator, a quote, a space or a stop. */
    private static final String PATH_END = "(?=$|[/'\"\\s:,;)])";

    Folders {
      buildRoot = buildRoot.toAbsolutePath().normalize();
      known = List.copyOf(known);
    }

    /** These folders and {@code folder} too. */
    Folders with(Path folder) {
      List<Path> more = new ArrayList<>(known);
      more.add(folder);
      return new Folders(buildRoot, more);
    }

    /** {@code the project folder}, or {@code the folder orders} (or {@code ../shared}). */
    String name(Path folder) {
      String relative = relativePath(folder);
      return relative.equals(".") ? "the project folder" : "the folder " + relative;
    }

    /** The text with every known absolute path, and the build root's, written relative. */
    String relative(String text) {
      List<Path> paths = new ArrayList<>(known);
      paths.add(buildRoot);
      List<String[]> replacements = new ArrayList<>();
      for (Path path : paths) {
        for (Path form : forms(path)) {
          replacements.add(new String[] {form.toString(), relativePath(path)});
        }
      }
      // Longest first, so that a module's folder is not cut at its parent's path.
      replacements.sort((a, b) -> Integer.compare(b[0].length(), a[0].length()));
      String result = text;
      for (String[] replacement : replacements) {
        result =
            result.replaceAll(
                Pattern.quote(replacement[0]) + PATH_END, Matcher.quoteReplacement(replacement[1]));
      }
      return result;
    }

    private String relativePath(Path folder) {
      Path absolute = folder.toAbsolutePath().normalize();
      String relative = buildRoot.relativize(absolute).toString();
      return relative.isEmpty()
          ? "."
          : relative.replace(absolute.getFileSystem().getSeparator(), "/");
    }

    /** The path as written and as the file system resolves it (git prints the latter). */
    private static List<Path> forms(Path path) {
      Path absolute = path.toAbsolutePath().normalize();
      try {
        Path real = absolute.toRealPath();
        return real.equals(absolute) ? List.of(absolute) : List.of(absolute, real);
      } catch (IOException | SecurityException e) {
        return List.of(absolute);
      }
    }
  }
}
