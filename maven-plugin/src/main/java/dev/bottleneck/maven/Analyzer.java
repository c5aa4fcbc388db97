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
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the scanners over a source set, one file at a time. A file that cannot be read or parsed is
 * recorded and the next file is still analyzed, so one run reports every broken file at once.
 */
final class Analyzer implements AutoCloseable {
  /**
   * Spring Boot reads its properties and YAML files as UTF-8 whatever the source encoding, and a
   * stray Latin-1 comment there does not stop it: neither does it stop us.
   */
  private static final SourceReader CONFIG_READER = SourceReader.lenient(StandardCharsets.UTF_8);

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
   * @param errors files that could not be analyzed at all, each a message naming the file and fix
   */
  record Analysis(
      List<Finding> findings, List<ParseProblem> problems, List<String> errors, int files) {}

  Analysis analyze(SourceSet sources) {
    List<Finding> findings = new ArrayList<>();
    List<ParseProblem> problems = new ArrayList<>();
    List<String> errors = new ArrayList<>();
    for (RootedFile source : sources.javaFiles()) {
      try {
        ScanResult result = javaScanner.scan(source.file(), javaReader.read(source.file()));
        findings.addAll(result.findings());
        problems.addAll(result.problems());
      } catch (SourceException e) {
        errors.add(e.getMessage());
      }
    }
    for (RootedFile source : sources.configFiles()) {
      try {
        findings.addAll(configScanner.scan(source.file(), CONFIG_READER.read(source.file())));
      } catch (SourceException | ConfigFileException e) {
        errors.add(e.getMessage());
      }
    }
    return new Analysis(findings, problems, errors, sources.size());
  }

  /** Releases what the Java scanner keeps for the files it has read. */
  @Override
  public void close() {
    javaScanner.close();
  }
}
