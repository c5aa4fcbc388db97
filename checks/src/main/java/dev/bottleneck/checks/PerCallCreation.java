package dev.bottleneck.checks;

import static com.google.errorprone.util.ASTHelpers.enclosingClass;
import static com.google.errorprone.util.ASTHelpers.getSymbol;

import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.matchers.Description;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import dev.bottleneck.catalog.Messages;

/**
 * What the per-call creation checks share: a creation of the check's {@link Creations} is reported
 * where {@link RunsOnce} says its code runs per call, with the {@link HoistFix} where that is safe.
 */
final class PerCallCreation {
  private PerCallCreation() {}

  /**
   * Reports {@code tree}, the tree Error Prone is visiting, if it is one of the {@code creations}
   * and runs per call.
   */
  static Description match(
      BugChecker checker, ExpressionTree tree, Creations creations, VisitorState state) {
    if (!creations.creation().matches(tree, state)
        || constructsEnclosingClass(tree, state)
        || RunsOnce.runsOnce(state.getPath(), state)) {
      return Description.NO_MATCH;
    }
    Description.Builder description =
        checker
            .buildDescription(tree)
            .setMessage(
                Messages.perCallCreation(
                    creations.facts(), Creations.construct(tree, creations.facts().buildNames())));
    HoistFix.of(tree, creations, state).ifPresent(description::addFix);
    return description.build();
  }

  /**
   * {@code new T(...)} inside {@code T} itself: the type's own copy method ({@code copy()} that
   * Jackson requires every mapper subclass to override), builder or factory. Making instances is
   * what such code is for; its callers decide how often it runs.
   */
  private static boolean constructsEnclosingClass(ExpressionTree tree, VisitorState state) {
    if (!(tree instanceof NewClassTree newClass) || newClass.getClassBody() != null) {
      return false;
    }
    ClassSymbol created = enclosingClass(getSymbol(newClass));
    for (TreePath path = state.getPath(); path != null; path = path.getParentPath()) {
      if (path.getLeaf() instanceof ClassTree type && getSymbol(type).equals(created)) {
        return true;
      }
    }
    return false;
  }
}
