package dev.bottleneck.maven.filter;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import java.io.IOException;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The lines a change touched, by file: from a diff, plus whole files that git does not track yet.
 * Paths are compared by their real location, so a symbolic link above the repository does not hide
 * a change.
 */
public final class ChangedLines {
  private final Map<Path, BitSet> lines;
  private final Set<Path> wholeFiles;

  ChangedLines(Map<Path, BitSet> lines, Set<Path> wholeFiles) {
    this.lines = Map.copyOf(lines);
    this.wholeFiles = Set.copyOf(wholeFiles);
  }

  /**
   * @param root the directory the diff's paths are relative to
   * @param untracked files relative to {@code root} that are new as a whole
   */
  public static ChangedLines of(Path root, UnifiedDiff diff, List<String> untracked) {
    Path realRoot = real(root);
    Map<Path, BitSet> lines = new HashMap<>();
    diff.addedLines().forEach((path, set) -> lines.put(realRoot.resolve(path).normalize(), set));
    Set<Path> wholeFiles = new HashSet<>();
    for (String path : untracked) {
      wholeFiles.add(realRoot.resolve(path).normalize());
    }
    return new ChangedLines(lines, wholeFiles);
  }

  /** Whether the change touched the file at all. */
  public boolean touches(Path file) {
    Path real = real(file);
    return wholeFiles.contains(real) || lines.containsKey(real);
  }

  public boolean contains(Path file, int line) {
    Path real = real(file);
    if (wholeFiles.contains(real)) {
      return true;
    }
    BitSet changed = lines.get(real);
    return changed != null && changed.get(line);
  }

  public boolean contains(Finding finding) {
    return contains(finding.file(), finding.line());
  }

  /**
   * The finding, without its fix when the fix also replaces lines the change did not touch: a
   * review tool can only suggest a change to lines of the diff, so such a fix would show as a
   * broken suggestion (a hoisted constant above a method the change only edits, for one).
   */
  public Finding withFixOnlyInChange(Finding finding) {
    Optional<Fix> fix = finding.fix();
    if (fix.isEmpty()) {
      return finding;
    }
    for (int line = fix.get().startLine(); line <= fix.get().endLine(); line++) {
      if (!contains(finding.file(), line)) {
        return new Finding(
            finding.ruleId(),
            finding.file(),
            finding.line(),
            finding.column(),
            finding.message(),
            finding.member(),
            finding.snippet(),
            Optional.empty(),
            finding.related());
      }
    }
    return finding;
  }

  private static Path real(Path path) {
    Path absolute = path.toAbsolutePath().normalize();
    try {
      return absolute.toRealPath();
    } catch (IOException e) {
      return absolute;
    }
  }
}
