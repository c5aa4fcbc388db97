package dev.bottleneck.maven.types;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.Processor;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.validator.postprocessors.Java25PostProcessor;
import com.github.javaparser.ast.validator.postprocessors.PostProcessors;
import java.util.List;
import java.util.function.Supplier;

/**
 * The parser configurations of the engine, in one place: Java 25's grammar and its post-processing
 * ({@code var} read as a type to infer, which type resolution needs), no comments attributed (no
 * rule reads them), and no language-level validation. Validation walks the whole tree once per
 * check, a tenth of the scan's CPU on a real module, and a file that the build compiles never fails
 * it; what does not parse still fails the grammar, and the scanner asks {@link #validating()} for
 * the problems of such a file, so that they read as before.
 *
 * <p>JavaParser runs the post-processing and the validation of a level in one step, an anonymous
 * processor of {@link ParserConfiguration}; {@link #unvalidated()} puts the post-processing alone
 * in its place. {@code JavaParsersTest} fails when a JavaParser upgrade moves that step.
 */
public final class JavaParsers {
  /** The class of the step that runs the level's post-processing, then its validation. */
  static final String LEVEL_STEP = ParserConfiguration.class.getName() + "$2";

  /** Java 25's post-processing, without its validation; it keeps no state between trees. */
  private static final Processor JAVA_25_POST_PROCESSING =
      new Processor() {
        private final PostProcessors java25 = new Java25PostProcessor();

        @Override
        public void postProcess(
            ParseResult<? extends Node> result, ParserConfiguration configuration) {
          java25.postProcess(result, configuration);
        }
      };

  private JavaParsers() {}

  /**
   * Java 25 without validation or comments, with tokens, which the positions of findings and the
   * translation of Unicode escapes walk.
   */
  public static ParserConfiguration unvalidated() {
    ParserConfiguration configuration = validating();
    List<Supplier<Processor>> processors = configuration.getProcessors();
    for (int i = 0; i < processors.size(); i++) {
      if (processors.get(i).get().getClass().getName().equals(LEVEL_STEP)) {
        processors.set(i, () -> JAVA_25_POST_PROCESSING);
        return configuration;
      }
    }
    throw new IllegalStateException(
        "JavaParser's configuration has no step " + LEVEL_STEP + "; see JavaParsersTest");
  }

  /** {@link #unvalidated()} with Java 25's validation, for the problems of a file that failed. */
  public static ParserConfiguration validating() {
    return new ParserConfiguration()
        .setLanguageLevel(LanguageLevel.JAVA_25)
        .setAttributeComments(false);
  }

  /**
   * A parser for declarations and code whose tokens nobody walks: the symbol solver's files, the
   * siblings read for their facts.
   */
  public static JavaParser withoutTokens() {
    return new JavaParser(unvalidated().setStoreTokens(false));
  }
}
