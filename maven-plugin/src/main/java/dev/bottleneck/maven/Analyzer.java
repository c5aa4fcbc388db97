package dev.bottleneck.maven;

import dev.bottleneck.maven.config.ConfigFileException;
import dev.bottleneck.maven.config.SpringConfigScanner;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanResult;
import dev.bottleneck.maven.source.RootedFile;
import dev.bottleneck.maven.source.SourceException;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the scanners over a source set, one file at a time. A file that cannot be read or parsed is
 * recorded and the next file is still analyzed, so one run reports every broken file at once.
 */
final class Analyzer implements AutoCloseable {
  /**
   * Spring Boot reads YAML as UTF-8 whatever the source encoding, and a stray Latin-1 comment there
   * does not stop it: neither does it stop us.
   */
  private static final SourceReader YAML_READER = SourceReader.lenient(StandardCharsets.UTF_8);

  /** Spring Boot reads {@code .properties} as ISO-8859-1, as {@code Properties.load} does. */
  private static final SourceReader PROPERTIES_READER =
      SourceReader.lenient(StandardCharsets.ISO_8859_1);

  private final JavaSourceScanner javaScanner;
  private final SpringConfigScanner configScanner;
  private final SourceReader javaReader;

  Analyzer(
      JavaSourceScanner javaScanner, SpringConfigScanner configScanner, SourceReader javaReader) {
    this.javaScanner = javaScanner;
    this.configScanner = configScanner;
    this.javaReader = javaReader;
  }

  /**
   * @param problems Java files that do not parse, and rules that failed on a file
   * @param errors files that could not be analyzed at all: unreadable, undecodable, or
   *     configuration that does not parse; each message says what to do
   */
  record Analysis(
      List<Finding> findings, List<ParseProblem> problems, List<ParseProblem> errors, int files) {}

  Analysis analyze(SourceSet sources) {
    List<Finding> findings = new ArrayList<>();
    List<ParseProblem> problems = new ArrayList<>();
    List<ParseProblem> errors = new ArrayList<>();
    for (RootedFile source : sources.javaFiles()) {
      try {
        ScanResult result = javaScanner.scan(source.file(), javaReader.read(source.file()));
        findings.addAll(result.findings());
        problems.addAll(result.problems());
      } catch (SourceException e) {
        errors.add(new ParseProblem(e.file(), e.line(), e.column(), e.problem()));
      }
    }
    for (RootedFile source : sources.configFiles()) {
      try {
        findings.addAll(
            configScanner.scan(source.file(), configReader(source.file()).read(source.file())));
      } catch (SourceException e) {
        errors.add(new ParseProblem(e.file(), e.line(), e.column(), e.problem()));
      } catch (ConfigFileException e) {
        errors.add(new ParseProblem(e.file(), e.line(), e.column(), e.problem()));
      }
    }
    return new Analysis(findings, problems, errors, sources.size());
  }

  private static SourceReader configReader(Path file) {
    return SpringConfigScanner.isYaml(file) ? YAML_READER : PROPERTIES_READER;
  }

  /** Releases what the Java scanner keeps for the files it has read. */
  @Override
  public void close() {
    javaScanner.close();
  }
}
