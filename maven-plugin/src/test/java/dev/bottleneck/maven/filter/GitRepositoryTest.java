package dev.bottleneck.maven.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.bottleneck.maven.frontend.FrontEnd;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class GitRepositoryTest {
  @TempDir Path repo;

  @Test
  void changedLinesSinceTheMergeBaseIncludeUncommittedAndUntrackedFiles() throws Exception {
    git("init", "-q", "-b", "main");
    write("src/A.java", "a1\na2\na3\na4\n");
    write("src/B.java", "b1\nb2\n");
    write("src/Unchanged.java", "u1\n");
    commit("base");
    git("checkout", "-q", "-b", "feature");
    write("src/A.java", "a1\nnew\na2\na3\na4\n");
    commit("insert a line");
    git("checkout", "-q", "main");
    write("src/B.java", "b1\nb2\nmain only\n");
    commit("main moves on");
    git("checkout", "-q", "feature");
    write("src/A.java", "a1\nnew\na2\na3 edited\na4\n");
    write("src/B.java", "b1 staged\nb2\n");
    git("add", "src/B.java");
    write("src/New.java", "n1\nn2\n");
    write(".gitignore", "ignored/\n");
    write("ignored/I.java", "i\n");

    ChangedLines changed = GitRepository.open(repo.resolve("src")).changedSince("main");

    assertThat(lines("src/A.java", 5, changed)).containsExactly(2, 4);
    assertThat(lines("src/B.java", 3, changed)).containsExactly(1);
    assertThat(lines("src/New.java", 2, changed)).containsExactly(1, 2);
    assertThat(changed.touches(repo.resolve("src/Unchanged.java"))).isFalse();
    assertThat(changed.touches(repo.resolve("ignored/I.java"))).isFalse();
    assertThat(changed.touches(repo.resolve("src/../src/A.java"))).isTrue();
  }

  @Test
  void unknownRefNamesItAndWhatToFetch() throws Exception {
    git("init", "-q", "-b", "main");
    write("A.java", "a\n");
    commit("base");
    GitRepository repository = GitRepository.open(repo);
    assertThatThrownBy(() -> repository.changedSince("origin/nope"))
        .isInstanceOf(GitException.class)
        .hasMessageStartingWith(
            "The since ref 'origin/nope' is not a commit, branch or tag of the git repository in"
                + " the project folder; fetch it first")
        .hasMessageNotContaining(repo.toString());
  }

  /** A module built alone in a repository whose root is above it: the root is named from there. */
  @Test
  void messagesNameTheRepositoryRelativeToTheFolderTheBuildRunsFrom() throws Exception {
    Path module = repositoryWithModule();

    assertThatThrownBy(
            () -> GitRepository.open(module, module, FrontEnd.MAVEN).changedSince("nope"))
        .hasMessageStartingWith(
            "The since ref 'nope' is not a commit, branch or tag of the git repository in the"
                + " folder ..;")
        .hasMessageNotContaining(repo.toString());
    assertThatThrownBy(() -> GitRepository.open(module, repo, FrontEnd.MAVEN).changedSince("nope"))
        .hasMessageContaining("of the git repository in the project folder;");
  }

  /**
   * git refuses a repository another user owns and names it by its absolute path; the message names
   * it relative to the build. Needs the right to hand the folder to another user (root).
   */
  @Test
  void gitsOwnMessagesNameFoldersRelativeToTheBuild() throws Exception {
    Path module = repositoryWithModule();
    try {
      UserPrincipal nobody =
          repo.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
      Files.setOwner(repo, nobody);
    } catch (IOException | UnsupportedOperationException e) {
      assumeTrue(false, "cannot give the repository to another user here: " + e);
    }
    Throwable refused = catchThrowable(() -> GitRepository.open(module, repo, FrontEnd.MAVEN));
    assumeTrue(
        refused != null && refused.getMessage().contains("dubious ownership"),
        "git accepts repositories of other users here (safe.directory)");

    assertThat(refused)
        .hasMessageStartingWith("The folder orders is not inside a git work tree (")
        .hasMessageContaining("dubious ownership in repository at '.'")
        .hasMessageNotContaining(repo.toString());
  }

  @Test
  void notARepository() {
    assertThatThrownBy(() -> GitRepository.open(repo))
        .isInstanceOf(GitException.class)
        .hasMessageStartingWith("The project folder is not inside a git work tree (")
        .hasMessageNotContaining(repo.toString())
        .hasMessageEndingWith(
            "the since parameter needs one: run the build in a git clone or drop since");
  }

  @Test
  void notARepositoryNamesTheModuleFolderRelativeToTheBuild() throws IOException {
    Path module = Files.createDirectories(repo.resolve("orders"));

    assertThatThrownBy(() -> GitRepository.open(module, repo, FrontEnd.MAVEN))
        .isInstanceOf(GitException.class)
        .hasMessageStartingWith("The folder orders is not inside a git work tree (")
        .hasMessageNotContaining(repo.toString())
        .hasMessageEndingWith(
            "the since parameter needs one: run the build in a git clone or drop since");
  }

  /** A repository of one commit whose module {@code orders} is below the root. */
  private Path repositoryWithModule() throws Exception {
    git("init", "-q", "-b", "main");
    write("orders/A.java", "a\n");
    commit("base");
    return repo.resolve("orders");
  }

  private List<Integer> lines(String path, int lineCount, ChangedLines changed) {
    List<Integer> lines = new ArrayList<>();
    for (int line = 1; line <= lineCount; line++) {
      if (changed.contains(repo.resolve(path), line)) {
        lines.add(line);
      }
    }
    return lines;
  }

  private void write(String path, String text) throws IOException {
    Path file = repo.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private void commit(String message) throws Exception {
    git("add", "-A");
    git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", message);
  }

  private void git(String... arguments) throws Exception {
    List<String> command = new ArrayList<>(List.of("git"));
    command.addAll(List.of(arguments));
    Process process =
        new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes());
    assertThat(process.waitFor()).as(command + ": " + output).isZero();
  }
}
