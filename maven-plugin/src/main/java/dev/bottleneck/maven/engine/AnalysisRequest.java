package dev.bottleneck.maven.engine;

import dev.bottleneck.maven.filter.Baseline;
import dev.bottleneck.maven.filter.ChangedLines;
import dev.bottleneck.maven.source.SourceSet;
import java.util.Objects;
import java.util.Optional;

/**
 * What one run of an {@link AnalysisExecutor} covers: which files, which lines of them a change
 * touched, and which findings the baseline accepts. Start from {@link #of(SourceSet)}.
 *
 * @param sources the files to analyze; with {@code changedLines}, only the files the change touched
 *     are kept, so that the cost follows the size of the change
 * @param changedLines the lines of a change (those since a git ref, say): only findings on them are
 *     reported; empty to report findings on every line
 * @param fixesOnlyInChange with {@code changedLines}, whether a finding keeps its fix only when
 *     every line the fix replaces changed: a review tool can only suggest changes to lines of the
 *     diff, so such a fix would show as a broken suggestion. A tool that applies fixes itself, as
 *     the {@code fix} goal does, keeps them all
 * @param baseline the findings accepted for now, which are not reported; {@link Baseline#empty()}
 *     for none
 */
public record AnalysisRequest(
    SourceSet sources,
    Optional<ChangedLines> changedLines,
    boolean fixesOnlyInChange,
    Baseline baseline) {
  public AnalysisRequest {
    Objects.requireNonNull(changedLines, "changedLines");
    Objects.requireNonNull(baseline, "baseline");
    if (changedLines.isPresent()) {
      sources = sources.retain(changedLines.get()::touches);
    }
  }

  /** Every finding in {@code sources}: no change to keep to, no baseline. */
  public static AnalysisRequest of(SourceSet sources) {
    return new AnalysisRequest(sources, Optional.empty(), true, Baseline.empty());
  }

  /** This request kept to the lines of {@code changedLines}, if any. */
  public AnalysisRequest withChangedLines(Optional<ChangedLines> changedLines) {
    return new AnalysisRequest(sources, changedLines, fixesOnlyInChange, baseline);
  }

  /**
   * This request with findings on changed lines keeping every fix, as the fix goal applies them.
   */
  public AnalysisRequest withFixesOutsideChange() {
    return new AnalysisRequest(sources, changedLines, false, baseline);
  }

  /** This request with {@code baseline} accepting findings. */
  public AnalysisRequest withBaseline(Baseline baseline) {
    return new AnalysisRequest(sources, changedLines, fixesOnlyInChange, baseline);
  }

  /** This request over other files, e.g. only those the previous run's fixes changed. */
  public AnalysisRequest withSources(SourceSet sources) {
    return new AnalysisRequest(sources, changedLines, fixesOnlyInChange, baseline);
  }
}
