package dev.bottleneck.maven.filter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ChangedLinesTest {
  @TempDir Path root;

  private Finding finding(Path file, int startLine, int endLine) {
    return new Finding(
        "ObjectMapperPerCall",
        file,
        endLine,
        12,
        "m",
        "Orders#render()",
        "s",
        Optional.of(new Fix("d", startLine, endLine, List.of("x"))));
  }

  /** A review tool can only suggest changes to lines of the diff. */
  @Test
  void aFixKeepsOnlyWhenEveryLineItReplacesChanged() {
    Path file = root.resolve("Orders.java");
    BitSet changed = new BitSet();
    changed.set(10, 15);
    ChangedLines lines =
        new ChangedLines(Map.of(file.toAbsolutePath().normalize(), changed), Set.of());

    Finding inside = finding(file, 10, 14);
    assertThat(lines.withFixOnlyInChange(inside)).isSameAs(inside);
    Finding across = finding(file, 8, 14);
    assertThat(lines.withFixOnlyInChange(across))
        .isEqualTo(
            new Finding(
                "ObjectMapperPerCall",
                file,
                14,
                12,
                "m",
                "Orders#render()",
                "s",
                Optional.empty()));

    Path added = root.resolve("New.java");
    ChangedLines untracked = new ChangedLines(Map.of(), Set.of(added.toAbsolutePath().normalize()));
    Finding whole = finding(added, 1, 30);
    assertThat(untracked.withFixOnlyInChange(whole)).isSameAs(whole);
  }
}
