package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.stmt.YieldStmt;
import com.github.javaparser.symbolsolver.JavaSymbolSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.ReflectionTypeSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

final class JavaParsersTest {
  private static final String PRIVATE_ABSTRACT =
      """
      abstract class Helper {
        private abstract void never();
      }
      """;

  @Test
  void theLevelStepIsStillWhereTheUnvalidatedConfigurationReplacesIt() {
    // A JavaParser upgrade that renames or removes the step fails here, not in every scan.
    assertThat(stepClasses(JavaParsers.validating())).containsOnlyOnce(JavaParsers.LEVEL_STEP);
    assertThat(stepClasses(JavaParsers.unvalidated()))
        .doesNotContain(JavaParsers.LEVEL_STEP)
        .hasSameSizeAs(stepClasses(JavaParsers.validating()));
  }

  @Test
  void theReplacedStepWasTheValidation() {
    assertThat(new JavaParser(JavaParsers.validating()).parse(PRIVATE_ABSTRACT).isSuccessful())
        .isFalse();
    assertThat(new JavaParser(JavaParsers.unvalidated()).parse(PRIVATE_ABSTRACT).isSuccessful())
        .isTrue();
    assertThat(JavaParsers.withoutTokens().parse(PRIVATE_ABSTRACT).isSuccessful()).isTrue();
  }

  @Test
  void varIsStillATypeToInferAndResolves() {
    CompilationUnit unit =
        parsed(
            new JavaParser(
                JavaParsers.unvalidated()
                    .setSymbolResolver(new JavaSymbolSolver(new ReflectionTypeSolver()))),
            "class A { int f() { var text = \"abc\"; return text.length(); } }");

    assertThat(unit.findFirst(VariableDeclarator.class).orElseThrow().getType().isVarType())
        .isTrue();
    assertThat(unit.findFirst(NameExpr.class).orElseThrow().calculateResolvedType().describe())
        .isEqualTo("java.lang.String");
  }

  @Test
  void yieldStillParses() {
    String text =
        "class A { int f(int k) { return switch (k) { case 1: yield 2; default: yield 3; }; } }";

    assertThat(parsed(new JavaParser(JavaParsers.unvalidated()), text).findAll(YieldStmt.class))
        .hasSize(2);
    assertThat(parsed(JavaParsers.withoutTokens(), text).findAll(YieldStmt.class)).hasSize(2);
  }

  @Test
  void tokensAndPositionsAreKeptForScansAndDroppedForDeclarations() {
    // JavaParser derives a node's range from its tokens: without them a node has no position.
    String text = "class A { void f() { g(); } }";
    MethodCallExpr scanned =
        parsed(new JavaParser(JavaParsers.unvalidated()), text)
            .findFirst(MethodCallExpr.class)
            .orElseThrow();
    MethodCallExpr declared =
        parsed(JavaParsers.withoutTokens(), text).findFirst(MethodCallExpr.class).orElseThrow();

    assertThat(scanned.getTokenRange().orElseThrow().getEnd().getNextToken()).isPresent();
    assertThat(scanned.getRange()).isPresent();
    assertThat(declared.getTokenRange()).isEmpty();
    assertThat(declared.getRange()).isEmpty();
  }

  private static List<String> stepClasses(ParserConfiguration configuration) {
    return configuration.getProcessors().stream()
        .map(step -> step.get().getClass().getName())
        .toList();
  }

  private static CompilationUnit parsed(JavaParser parser, String text) {
    ParseResult<CompilationUnit> result = parser.parse(text);
    assertThat(result.getProblems()).isEmpty();
    return result.getResult().orElseThrow();
  }
}
