package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.PerCallSubject;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Types;
import java.util.Optional;

/**
 * What the three creation rules share, which differ only in what they call a creation: a creation
 * of the rule's {@link Creations} is reported where {@link RunsOnce} says its code runs per call,
 * with the {@link HoistFix} where that is safe. It decides as the Error Prone checks' {@code
 * PerCallCreation} does.
 */
final class PerCallCreation {
  private PerCallCreation() {}

  /**
   * Whether the file's text may hold a creation of {@code subject}: a direct one, or a builder
   * chain's start together with its terminal call.
   */
  static boolean mayReport(FileText text, PerCallSubject subject) {
    return ApiWords.mayCall(text, subject.creations())
        || ApiWords.mayCall(text, subject.builderStarts())
            && ApiWords.mayName(text, subject.builds());
  }

  /** Reports every creation of {@code subject} where it runs per call. */
  static void check(SourceFile file, String ruleId, PerCallSubject subject) {
    RunsOnce runsOnce = new RunsOnce(file.types());
    Creations creations = new Creations(file.types(), subject);
    HoistFix hoist = new HoistFix(file, subject, creations);
    file.all(Expression.class)
        .forEach(
            node -> {
              if ((node instanceof ObjectCreationExpr || node instanceof MethodCallExpr)
                  && creations.isCreation(node)
                  && !constructsEnclosingClass(file.types(), node)
                  && !runsOnce.runsOnce(node)) {
                file.report(
                    ruleId,
                    node,
                    Messages.perCallCreation(subject, creations.describe((Expression) node)),
                    hoist.of((Expression) node));
              }
            });
  }

  /**
   * {@code new T(...)} inside {@code T} itself: the type's own copy method ({@code copy()} that
   * Jackson requires every mapper subclass to override), builder or factory. Making instances is
   * what such code is for; its callers decide how often it runs.
   */
  private static boolean constructsEnclosingClass(Types types, Node expression) {
    if (!(expression instanceof ObjectCreationExpr creation)
        || creation.getAnonymousClassBody().isPresent()) {
      return false;
    }
    Optional<String> created = types.resolve(creation.getType(), creation);
    for (Node node = creation.getParentNode().orElse(null);
        node != null && created.isPresent();
        node = node.getParentNode().orElse(null)) {
      if (node instanceof TypeDeclaration<?> type && type.getFullyQualifiedName().equals(created)) {
        return true;
      }
    }
    return false;
  }
}
