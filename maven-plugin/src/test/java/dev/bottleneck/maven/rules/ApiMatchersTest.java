package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.maven.types.Resolution;
import dev.bottleneck.maven.types.Types;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each form of an {@link Api} fact, checked against JavaParser calls through {@link Types}. */
final class ApiMatchersTest {
  private static final String SOURCE =
      """
      package p;

      import java.io.FileReader;
      import java.util.concurrent.Executor;
      import java.util.concurrent.Future;
      import java.util.concurrent.TimeUnit;

      class Uses {
        static class Logged extends FileReader {
          Logged(String name) throws Exception {
            super(name);
          }
        }

        void calls(Future<String> future, Executor executor, Integer boxed) throws Exception {
          new FileReader("a");
          new Logged("a");
          new StringBuilder(16);
          new StringBuilder("text");
          new StringBuilder(boxed);
          Thread.sleep(10);
          Thread.sleep(10, 5);
          future.get();
          future.get(1, TimeUnit.SECONDS);
          executor.execute(this::toString);
          Runnable later = future::isDone;
        }
      }
      """;

  @TempDir Path root;
  private CompilationUnit unit;
  private Types types;

  @BeforeEach
  void parse() throws Exception {
    Files.createDirectories(root.resolve("p"));
    Files.writeString(root.resolve("p/Uses.java"), SOURCE);
    unit =
        new JavaParser(new ParserConfiguration().setLanguageLevel(LanguageLevel.JAVA_25))
            .parse(SOURCE)
            .getResult()
            .orElseThrow();
    types = new Resolution(List.of(root), List.of()).forFile(unit);
  }

  @Test
  void constructorsOfExactlyTheOwnerOrItsSubtypes() {
    assertThat(linesOf(Api.constructor("java.io.FileReader"))).containsExactly(16);
    assertThat(linesOf(Api.constructor("java.io.FileReader").orSubtypes())).containsExactly(16, 17);
  }

  @Test
  void overloadsByArgumentCountAndKnownTypes() {
    assertThat(linesOf(Api.constructor("java.lang.StringBuilder").withParameters("int")))
        .containsExactly(18, 20);
    assertThat(linesOf(Api.staticMethod("java.lang.Thread", "sleep").withParameters("long")))
        .containsExactly(21);
    assertThat(linesOf(Api.instanceMethod("java.util.concurrent.Future", "get").withNoParameters()))
        .containsExactly(23);
  }

  @Test
  void instanceMethodsThroughReceiversAndBoundReferences() {
    assertThat(linesOf(Api.instanceMethod("java.util.concurrent.Future", "get", "isDone")))
        .containsExactly(23, 24, 26);
    assertThat(linesOf(Api.everyInstanceMethod("java.util.concurrent.Executor")))
        .containsExactly(25);
  }

  @Test
  void throughNamesTheTypeAsWritten() {
    ObjectCreationExpr logged =
        unit.findAll(ObjectCreationExpr.class).stream()
            .filter(creation -> creation.getType().getNameAsString().equals("Logged"))
            .findFirst()
            .orElseThrow();
    assertThat(
            ApiMatchers.call(types, logged)
                .through(Api.constructor("java.io.FileReader").orSubtypes()))
        .contains("p.Uses.Logged");
  }

  private List<Integer> linesOf(Api api) {
    return Stream.of(ObjectCreationExpr.class, MethodCallExpr.class, MethodReferenceExpr.class)
        .flatMap(kind -> unit.findAll(kind).stream())
        .map(Node.class::cast)
        .filter(node -> ApiMatchers.call(types, node).matches(api))
        .map(node -> node.getBegin().orElseThrow().line)
        .sorted()
        .toList();
  }
}
