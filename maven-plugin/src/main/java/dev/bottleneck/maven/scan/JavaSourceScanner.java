package dev.bottleneck.maven.scan;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.Problem;
import com.github.javaparser.TokenRange;
import com.github.javaparser.ast.CompilationUnit;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Resolution;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses one Java source file and runs the enabled rules over it. A file that does not parse yields
 * a {@link ParseProblem}, never an exception, so that one broken file never stops the analysis of
 * the others; a rule that fails on a file is reported the same way, and the other rules still run.
 * Types are resolved from the file's declarations and imports first, and through the symbol solver
 * over {@link ScanConfig#sourceRoots()} and {@link ScanConfig#classpath()} only where those cannot
 * decide. Instances are thread-safe: each scan uses its own parser, and each thread its own caches
 * and solver.
 */
public final class JavaSourceScanner implements AutoCloseable {
  private final ScanConfig config;
  private final List<JavaRule> rules;
  private final Resolution resolution;

  /**
   * @throws IllegalArgumentException naming an unknown rule id and the known ones, or a bad rule
   *     option and its valid values
   */
  public JavaSourceScanner(ScanConfig config) {
    for (String id : config.enabledRuleIds()) {
      Rule.byId(id);
    }
    this.config = config;
    this.rules = RuleRegistry.create(config.enabledRuleIds(), config.ruleOptions());
    this.resolution = new Resolution(config.sourceRoots(), config.classpath());
  }

  public ScanResult scan(Path file, String source) {
    ParseResult<CompilationUnit> parsed = newParser().parse(source);
    if (!parsed.isSuccessful() || parsed.getResult().isEmpty()) {
      List<ParseProblem> problems = new ArrayList<>();
      for (Problem problem : parsed.getProblems()) {
        problems.add(toParseProblem(file, problem));
      }
      return new ScanResult(List.of(), problems);
    }
    CompilationUnit unit = parsed.getResult().get();
    SourceFile analyzed = new SourceFile(file, source, unit, resolution.forFile(unit));
    List<ParseProblem> failures = new ArrayList<>();
    for (JavaRule rule : rules) {
      try {
        rule.check(analyzed);
      } catch (RuntimeException | StackOverflowError failure) {
        // A defect of one rule on one file must not stop the others; say where and what.
        failures.add(
            new ParseProblem(
                file,
                1,
                1,
                "rule "
                    + rule.id()
                    + " could not analyze this file ("
                    + failure
                    + "); the other rules ran; please report this to bottleneck with the file"));
      }
    }
    return new ScanResult(analyzed.findings(), failures);
  }

  /**
   * Releases the caches and the symbol solver of every thread, which would otherwise stay in memory
   * as long as the JVM. The scanner remains usable: a later scan builds them again.
   */
  @Override
  public void close() {
    resolution.release();
  }

  ScanConfig config() {
    return config;
  }

  private static JavaParser newParser() {
    // No rule reads comments: attributing them to nodes would only cost a pass over the tree.
    return new JavaParser(
        new ParserConfiguration()
            .setLanguageLevel(LanguageLevel.JAVA_25)
            .setAttributeComments(false));
  }

  private static ParseProblem toParseProblem(Path file, Problem problem) {
    int line = 1;
    int column = 1;
    TokenRange tokens = problem.getLocation().orElse(null);
    if (tokens != null && tokens.getBegin().getRange().isPresent()) {
      line = tokens.getBegin().getRange().get().begin.line;
      column = tokens.getBegin().getRange().get().begin.column;
    }
    return new ParseProblem(file, line, column, problem.getMessage());
  }
}
