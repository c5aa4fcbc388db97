package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.ClassExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.Returns;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Types;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Whether the module's default logging configuration switches a log call's level on for its
 * logger's category ({@link ConfiguredLevels}): then the message is built and read. The category is
 * the top-level class the call is in, as {@code getLogger(X.class)}, {@code getClass()} and
 * Lombok's loggers name it; a class that makes a logger from anything else (a string, another
 * class, Lombok's {@code topic}) is not judged by its own category, and its findings stay.
 */
final class ConfiguredLevelOn {
  private ConfiguredLevelOn() {}

  static boolean switchedOn(SourceFile file, LogCalls.LogCall log) {
    ConfiguredLevels levels = file.levels();
    if (levels.isEmpty()) {
      return false;
    }
    Optional<TypeDeclaration<?>> top = topLevel(log.call());
    Optional<String> category = top.flatMap(TypeDeclaration::getFullyQualifiedName);
    return category.isPresent()
        && levels.switchesOn(category.get(), log.level())
        && !namesAnotherCategory(file.types(), top.get());
  }

  private static Optional<TypeDeclaration<?>> topLevel(Node node) {
    TypeDeclaration<?> top = null;
    for (Node at = node; at != null; at = at.getParentNode().orElse(null)) {
      if (at instanceof TypeDeclaration<?> type) {
        top = type;
      }
    }
    return Optional.ofNullable(top);
  }

  /** Whether a logger of the class is made from a string, another class, or a Lombok topic. */
  private static boolean namesAnotherCategory(Types types, TypeDeclaration<?> top) {
    Set<String> own =
        top.findAll(TypeDeclaration.class).stream()
            .map(type -> type.getNameAsString())
            .collect(Collectors.toSet());
    for (AnnotationExpr annotation : top.findAll(AnnotationExpr.class)) {
      if (annotation instanceof NormalAnnotationExpr normal
          && LogApis.LOMBOK_LOGGERS.keySet().stream()
              .anyMatch(name -> name.endsWith("." + annotation.getNameAsString()))
          && normal.getPairs().stream()
              .anyMatch(pair -> pair.getNameAsString().equals(LogApis.LOMBOK_TOPIC))) {
        return true;
      }
    }
    for (MethodCallExpr call : top.findAll(MethodCallExpr.class)) {
      ApiMatchers.Call site = ApiMatchers.call(types, call);
      boolean factory = LogApis.LOGGER_FACTORIES.stream().map(Returns::api).anyMatch(site::matches);
      if (factory && !call.getArguments().isEmpty() && !ownClass(call.getArgument(0), own)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code Own.class}, {@code Own.class.getName()}, {@code getClass()}, {@code this.getClass()}.
   */
  private static boolean ownClass(Expression argument, Set<String> own) {
    if (argument instanceof ClassExpr type) {
      String name = type.getType().asString();
      return own.contains(name.substring(name.lastIndexOf('.') + 1));
    }
    if (!(argument instanceof MethodCallExpr call) || !call.getArguments().isEmpty()) {
      return false;
    }
    if (call.getNameAsString().equals(LogApis.GET_CLASS)) {
      return call.getScope().map(scope -> scope instanceof ThisExpr).orElse(true);
    }
    return LogApis.CLASS_NAME_METHODS.contains(call.getNameAsString())
        && call.getScope().map(scope -> ownClass(scope, own)).orElse(false);
  }
}
