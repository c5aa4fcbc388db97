package dev.bottleneck.cli.lsp;

import dev.bottleneck.maven.engine.RuleSelection;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The engine's first scan, of a few lines of its own, on a thread of its own while the server
 * starts: the parser's and the rules' classes load and initialize while the protocol's classes do
 * and the editor sends {@code initialize}, on the second core, instead of after it, on the path to
 * the first diagnostics. The scanner is not closed: releasing it would let go of the symbol
 * solvers' shared caches, which the workspace's first analysis may be using by then, and it holds
 * nothing else.
 */
final class WarmUp {
  private static final String SOURCE =
      """
      package warm;

      import java.util.ArrayList;
      import java.util.List;

      final class WarmUp {
        private final List<String> names = new ArrayList<>();

        String joined(String prefix) {
          StringBuilder text = new StringBuilder(prefix);
          for (String name : names) {
            if (name != null && !name.isBlank()) {
              text.append(name.strip()).append(',');
            }
          }
          return text.toString();
        }
      }
      """;

  private WarmUp() {}

  /** Starts the scan on a daemon thread and returns at once. */
  static void start() {
    Thread thread = new Thread(WarmUp::scan, "bottleneck-lsp-warm-up");
    thread.setDaemon(true);
    thread.start();
  }

  private static void scan() {
    try {
      new JavaSourceScanner(
              new ScanConfig(RuleSelection.all().enabledRuleIds(), Map.of(), List.of(), List.of()))
          .scan(Path.of("WarmUp.java"), SOURCE);
    } catch (RuntimeException | LinkageError ignored) {
      // Only time is at stake here: whatever fails would fail again, and be reported, on the
      // workspace's own files.
    }
  }
}
