package dev.bottleneck.maven.engine;

import dev.bottleneck.maven.frontend.FrontEnd;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.types.Overlay;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How one module is analyzed, whatever files a run covers: which rules run with which options, how
 * Java files are read, where types and callers come from, on how many threads, and which folder the
 * baseline names files from. An {@link AnalysisExecutor} is opened for one setup and can then run
 * several {@link AnalysisRequest}s, as the {@code fix} goal's rounds do and an editor's edits will.
 * Build one with {@link #builder(Path, SourceReader)}.
 *
 * @param basedir the module's folder: baseline entries name files relative to it
 * @param javaReader how Java files are read; its errors name where the user sets the encoding
 * @param rules which rules run and their options
 * @param sourceRoots the module's main source roots, for types declared in the module itself
 * @param resourceRoots the module's main resource roots, whose logging configuration says which log
 *     levels are switched on
 * @param classpath the module's compile class path, for types that imports cannot decide
 * @param callerRoots main source roots of other modules that may call this one: their calls count
 *     when a method is judged by its callers; none of their files is reported on
 * @param upstreamRoots main source roots of the modules of the build that this one depends on:
 *     where the types the module's own sources do not declare are looked up (supertypes, the bodies
 *     of the methods it calls), and whose calls count for the methods that override one of their
 *     types' methods; none of their files is reported on
 * @param threads how many Java files are analyzed at once, at least 1; the result is the same for
 *     any value
 * @param overlay texts that stand in for files on disk, as an editor holds them; {@link
 *     Overlay#NONE} to read every file from disk
 * @param words how messages about a file name the settings that would skip it, in the words of the
 *     front end that runs
 */
public record AnalysisSetup(
    Path basedir,
    SourceReader javaReader,
    RuleSelection rules,
    List<Path> sourceRoots,
    List<Path> resourceRoots,
    List<Path> classpath,
    List<Path> callerRoots,
    List<Path> upstreamRoots,
    int threads,
    Overlay overlay,
    FrontEnd words) {
  /**
   * @throws IllegalArgumentException when {@code threads} is below 1
   */
  public AnalysisSetup {
    Objects.requireNonNull(basedir, "basedir");
    Objects.requireNonNull(javaReader, "javaReader");
    Objects.requireNonNull(rules, "rules");
    sourceRoots = List.copyOf(sourceRoots);
    resourceRoots = List.copyOf(resourceRoots);
    classpath = List.copyOf(classpath);
    callerRoots = List.copyOf(callerRoots);
    upstreamRoots = List.copyOf(upstreamRoots);
    Objects.requireNonNull(overlay, "overlay");
    Objects.requireNonNull(words, "words");
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
    }
  }

  /**
   * A setup of every rule without options, no source or resource root, class path, caller or
   * upstream module, on every available processor, every file read from disk, until the builder
   * says otherwise.
   */
  public static Builder builder(Path basedir, SourceReader javaReader) {
    return new Builder(basedir, javaReader);
  }

  /** Collects a setup's values; {@link #build()} checks them. */
  public static final class Builder {
    private final Path basedir;
    private final SourceReader javaReader;
    private RuleSelection rules = RuleSelection.all();
    private List<Path> sourceRoots = List.of();
    private List<Path> resourceRoots = List.of();
    private List<Path> classpath = List.of();
    private List<Path> callerRoots = List.of();
    private List<Path> upstreamRoots = List.of();
    private int threads = Runtime.getRuntime().availableProcessors();
    private Overlay overlay = Overlay.NONE;
    private FrontEnd words = FrontEnd.MAVEN;

    private Builder(Path basedir, SourceReader javaReader) {
      this.basedir = basedir;
      this.javaReader = javaReader;
    }

    public Builder rules(RuleSelection rules) {
      this.rules = rules;
      return this;
    }

    public Builder sourceRoots(List<Path> sourceRoots) {
      this.sourceRoots = sourceRoots;
      return this;
    }

    public Builder resourceRoots(List<Path> resourceRoots) {
      this.resourceRoots = resourceRoots;
      return this;
    }

    public Builder classpath(List<Path> classpath) {
      this.classpath = classpath;
      return this;
    }

    public Builder callerRoots(List<Path> callerRoots) {
      this.callerRoots = callerRoots;
      return this;
    }

    public Builder upstreamRoots(List<Path> upstreamRoots) {
      this.upstreamRoots = upstreamRoots;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public Builder overlay(Overlay overlay) {
      this.overlay = overlay;
      return this;
    }

    public Builder words(FrontEnd words) {
      this.words = words;
      return this;
    }

    /**
     * @throws IllegalArgumentException when {@code threads} is below 1
     */
    public AnalysisSetup build() {
      return new AnalysisSetup(
          basedir,
          javaReader,
          rules,
          sourceRoots,
          resourceRoots,
          classpath,
          callerRoots,
          upstreamRoots,
          threads,
          overlay,
          words);
    }
  }
}
