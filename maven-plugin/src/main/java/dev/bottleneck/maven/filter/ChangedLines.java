package dev.bottleneck.maven.filter;

import dev.bottleneck.maven.finding.Finding;
import java.io.IOException;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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

  public int fileCount() {
    Set<Path> files = new HashSet<>(wholeFiles);
    files.addAll(lines.keySet());
    return files.size();
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
