package dev.bottleneck.reviewbot;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** Runs a command with an environment built from scratch, so that no CI variable leaks in. */
final class Shell {
  private static final ExecutorService READERS =
      Executors.newCachedThreadPool(
          runnable -> {
            Thread thread = new Thread(runnable, "shell-output");
            thread.setDaemon(true);
            return thread;
          });

  record Result(int exitCode, String stdout, String stderr) {
    Result orFail(List<String> command) {
      if (exitCode != 0) {
        throw new AssertionError(
            String.join(" ", command)
                + " exited with "
                + exitCode
                + "\nstdout:\n"
                + stdout
                + "\nstderr:\n"
                + stderr);
      }
      return this;
    }
  }

  private Shell() {}

  /**
   * The variables every command gets: a PATH that holds git, Go and jq, and HOME for Go's caches.
   */
  static Map<String, String> baseEnvironment() {
    Map<String, String> env = new HashMap<>();
    String path = System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin");
    Path goRoot = Path.of("/usr/local/go/bin");
    if (Files.isDirectory(goRoot)) {
      path = path + ":" + goRoot;
    }
    env.put("PATH", path);
    env.put("HOME", System.getProperty("user.home"));
    for (String name :
        List.of("GOPATH", "GOMODCACHE", "GOCACHE", "GOPROXY", "GOFLAGS", "JAVA_HOME")) {
      String value = System.getenv(name);
      if (value != null) {
        env.put(name, value);
      }
    }
    env.put("GIT_CONFIG_GLOBAL", "/dev/null");
    env.put("GIT_CONFIG_NOSYSTEM", "1");
    return env;
  }

  static Result run(Path directory, Map<String, String> env, String stdin, List<String> command) {
    ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile());
    builder.environment().clear();
    builder.environment().putAll(env);
    try {
      Process process = builder.start();
      CompletableFuture<String> stdout = read(process.getInputStream());
      CompletableFuture<String> stderr = read(process.getErrorStream());
      try (var in = process.getOutputStream()) {
        if (stdin != null) {
          in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
      }
      if (!process.waitFor(10, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new AssertionError(String.join(" ", command) + " did not finish in 10 minutes");
      }
      return new Result(process.exitValue(), stdout.join(), stderr.join());
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot run " + command, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("Interrupted while running " + command, e);
    }
  }

  static Result run(Path directory, Map<String, String> env, String... command) {
    return run(directory, env, null, List.of(command)).orFail(List.of(command));
  }

  private static CompletableFuture<String> read(InputStream stream) {
    return CompletableFuture.supplyAsync(
        () -> {
          try (stream) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        },
        READERS);
  }
}
