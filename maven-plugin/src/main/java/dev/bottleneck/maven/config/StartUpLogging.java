package dev.bottleneck.maven.config;

import com.github.javaparser.ParseResult;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.InitializerDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.LogLevel;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.catalog.facts.TypeName;
import dev.bottleneck.maven.types.JavaParsers;
import dev.bottleneck.maven.types.SourceBytes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Whether a Java file logs only in run-once places ({@link RunOncePlaces}): constructors and
 * initializers, {@code main}, methods a container runs once ({@code @PostConstruct},
 * {@code @Bean}), and the callbacks of the run-once types its classes extend or implement ({@code
 * ApplicationRunner.run}, {@code ServletContextListener.contextInitialized}). A log call in a
 * lambda or an anonymous class may run at any time, and counts as per request. A file that cannot
 * be read or parsed logs per request, so that nothing is lost.
 */
final class StartUpLogging {
  private static final Set<String> LOG_METHODS =
      Arrays.stream(LogLevel.values()).map(LogLevel::id).collect(Collectors.toUnmodifiableSet());

  private static final Set<String> ONCE_ANNOTATIONS =
      RunOncePlaces.ANNOTATIONS.stream().map(TypeName::simple).collect(Collectors.toSet());

  private static final Set<String> CALLBACK_OWNERS =
      RunOncePlaces.CALLBACKS.stream().map(Api::simpleOwner).collect(Collectors.toSet());

  private static final Set<String> CALLBACK_METHODS =
      RunOncePlaces.CALLBACKS.stream()
          .flatMap(api -> api.names().stream())
          .collect(Collectors.toSet());

  private StartUpLogging() {}

  /**
   * Whether every log call of the file is in a run-once place (true for a file that logs none).
   *
   * @param attributes the file's attributes as its folder's walk listed them
   */
  static boolean onlyAtStartUp(Path file, BasicFileAttributes attributes) {
    Optional<CompilationUnit> unit = parse(file, attributes);
    if (unit.isEmpty()) {
      return false;
    }
    return unit.get().findAll(MethodCallExpr.class).stream()
        .filter(call -> LOG_METHODS.contains(call.getNameAsString()) && call.getScope().isPresent())
        .allMatch(StartUpLogging::runsOnce);
  }

  private static boolean runsOnce(MethodCallExpr call) {
    for (Node node = call.getParentNode().orElse(null);
        node != null;
        node = node.getParentNode().orElse(null)) {
      if (node instanceof LambdaExpr || node instanceof ObjectCreationExpr) {
        return false;
      }
      if (node instanceof ConstructorDeclaration || node instanceof InitializerDeclaration) {
        return true;
      }
      if (node instanceof MethodDeclaration method) {
        return onceMethod(method);
      }
    }
    return false;
  }

  private static boolean onceMethod(MethodDeclaration method) {
    if (method.isStatic() && method.getNameAsString().equals("main")) {
      return true;
    }
    if (method.getAnnotations().stream()
        .anyMatch(a -> ONCE_ANNOTATIONS.contains(TypeName.simple(a.getNameAsString())))) {
      return true;
    }
    return CALLBACK_METHODS.contains(method.getNameAsString())
        && method
            .findAncestor(ClassOrInterfaceDeclaration.class)
            .filter(StartUpLogging::declaresRunOnceType)
            .isPresent();
  }

  /** Whether the class extends or implements one of the run-once callback types, by simple name. */
  private static boolean declaresRunOnceType(ClassOrInterfaceDeclaration type) {
    return type.getExtendedTypes().stream()
            .map(ClassOrInterfaceType::getNameAsString)
            .anyMatch(CALLBACK_OWNERS::contains)
        || type.getImplementedTypes().stream()
            .map(ClassOrInterfaceType::getNameAsString)
            .anyMatch(CALLBACK_OWNERS::contains);
  }

  /** The file parsed, its bytes read once for the JVM ({@link SourceBytes}). */
  private static Optional<CompilationUnit> parse(Path file, BasicFileAttributes attributes) {
    Optional<byte[]> bytes = SourceBytes.read(file, attributes);
    if (bytes.isEmpty()) {
      return Optional.empty();
    }
    try {
      ParseResult<CompilationUnit> result =
          JavaParsers.withoutTokens().parse(new String(bytes.get(), StandardCharsets.ISO_8859_1));
      return result.isSuccessful() ? result.getResult() : Optional.empty();
    } catch (RuntimeException | StackOverflowError unreadable) {
      return Optional.empty();
    }
  }
}
