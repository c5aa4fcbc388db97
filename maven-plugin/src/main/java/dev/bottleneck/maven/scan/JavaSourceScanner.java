package dev.bottleneck.maven.scan;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.Position;
import com.github.javaparser.Problem;
import com.github.javaparser.TokenRange;
import com.github.javaparser.ast.CompilationUnit;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.FileWords;
import dev.bottleneck.maven.types.JavaParsers;
import dev.bottleneck.maven.types.Resolution;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses one Java source file and runs the enabled rules over it. A file that does not parse yields
 * a {@link ParseProblem}, never an exception, so that one broken file never stops the analysis of
 * the others; a rule that fails on a file is reported the same way, and the other rules still run.
 * Types are resolved from the file's declarations and imports first, and through the symbol solver
 * over {@link ScanConfig#sourceRoots()} and {@link ScanConfig#classpath()} only where those cannot
 * decide. Instances are thread-safe: each scan uses its own parser, the threads share the parsed
 * sibling files, and each thread has its own symbol solver.
 */
public final class JavaSourceScanner implements AutoCloseable {
  private static final Pattern LEXICAL_ERROR =
      Pattern.compile("^Lexical error at line (\\d+), column (\\d+)\\.");

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
    this.resolution =
        new Resolution(
            config.sourceRoots(),
            config.classpath(),
            config.callerRoots(),
            config.upstreamRoots(),
            config.overlay(),
            config.beans());
  }

  /**
   * Never throws for a file's content: what does not parse, and code nested deeper than the
   * thread's stack can follow, become {@link ParseProblem}s. Run it on a thread with a deep stack
   * for generated code.
   */
  public ScanResult scan(Path file, String source) {
    if (!mayReport(
        resolution.wordsRead(file, source).orElseGet(() -> FileWords.of(source)), source)) {
      return new ScanResult(List.of(), List.of());
    }
    ParseResult<CompilationUnit> parsed;
    RawPositions raw = new RawPositions(source);
    try {
      parsed = raw.parse(new JavaParser(JavaParsers.unvalidated()));
      if (!parsed.isSuccessful() || parsed.getResult().isEmpty()) {
        // The problems of a file that does not parse read as they did with validation.
        parsed = raw.parse(new JavaParser(JavaParsers.validating()));
      }
    } catch (StackOverflowError tooDeep) {
      return new ScanResult(List.of(), List.of(tooDeep(file, "the parser", false)));
    }
    if (!parsed.isSuccessful() || parsed.getResult().isEmpty()) {
      List<ParseProblem> problems = new ArrayList<>();
      for (Problem problem : parsed.getProblems()) {
        problems.add(toParseProblem(file, problem, raw));
      }
      return new ScanResult(List.of(), problems);
    }
    CompilationUnit unit = parsed.getResult().get();
    SourceFile analyzed =
        new SourceFile(file, source, unit, resolution.forFile(file, unit), config.levels());
    List<ParseProblem> failures = new ArrayList<>();
    for (JavaRule rule : rules) {
      try {
        rule.check(analyzed);
      } catch (StackOverflowError tooDeep) {
        failures.add(tooDeep(file, "rule " + rule.id() + " (the other rules ran)", true));
      } catch (RuntimeException failure) {
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
                    + "); the other rules ran; please report this to bottleneck with the file",
                true));
      }
    }
    return new ScanResult(analyzed.findings(), failures);
  }

  /**
   * Whether any enabled rule may report in a file of this text ({@link JavaRule#mayReport}): a file
   * none may report in is not parsed, so a syntax error in it is left to the compiler. A text whose
   * words are not sure (a malformed unicode escape, an unterminated comment or literal), or that is
   * not {@link FileWords#wellFormed} (a bracket left open, a character code cannot hold), is always
   * parsed, so that a file that is surely broken is reported as not analyzed.
   */
  boolean mayReport(String source) {
    return mayReport(FileWords.of(source), source);
  }

  /** {@link #mayReport(String)} with the words of {@code source} read already. */
  private boolean mayReport(FileWords words, String source) {
    if (!words.wellFormed()) {
      return true;
    }
    FileText text =
        new FileText(
            FileWords.translated(source),
            words,
            resolution.typeNames(),
            resolution.classpathNames());
    for (JavaRule rule : rules) {
      try {
        if (rule.mayReport(text)) {
          return true;
        }
      } catch (RuntimeException failure) {
        // The rule's own check reports what failed, with the file.
        return true;
      }
    }
    return false;
  }

  private static ParseProblem tooDeep(Path file, String who, boolean parsed) {
    return new ParseProblem(
        file,
        1,
        1,
        "nests expressions or statements deeper than "
            + who
            + " could follow on this thread's stack, so it was not analyzed; split the deepest"
            + " expression, or exclude the file with the excludes parameter",
        parsed);
  }

  /**
   * The bytes of {@code file}, one of the module's own files on disk, as the module index read them
   * with its facts, for the caller to decode and {@link #scan}: so that each file is read once.
   * Empty for another file, or one that cannot be read, which the caller reads itself.
   */
  public Optional<byte[]> sourceBytes(Path file) {
    return resolution.sourceBytes(file);
  }

  /**
   * Takes the text {@code file} has now (in the overlay, else on disk) for every later scan's view
   * of the module: see {@link Resolution#changed}. Call it between scans, never during one.
   */
  public void changed(Path file) {
    resolution.changed(file);
  }

  /**
   * Releases the parsed siblings and the symbol solver of every thread, which would otherwise stay
   * in memory as long as the JVM. The scanner remains usable: a later scan builds them again.
   */
  @Override
  public void close() {
    resolution.release();
  }

  ScanConfig config() {
    return config;
  }

  private static ParseProblem toParseProblem(Path file, Problem problem, RawPositions raw) {
    int line = 1;
    int column = 1;
    TokenRange tokens = problem.getLocation().orElse(null);
    Matcher lexical = LEXICAL_ERROR.matcher(problem.getMessage());
    if (tokens != null && tokens.getBegin().getRange().isPresent()) {
      line = tokens.getBegin().getRange().get().begin.line;
      column = tokens.getBegin().getRange().get().begin.column;
    } else if (lexical.find()) {
      // The tokenizer's errors carry no token, only their position in the message.
      line = Integer.parseInt(lexical.group(1));
      column = Integer.parseInt(lexical.group(2));
    }
    Position position = raw.of(new Position(line, column));
    return new ParseProblem(file, position.line, position.column, problem.getMessage());
  }
}
