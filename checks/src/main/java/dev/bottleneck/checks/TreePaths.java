package dev.bottleneck.checks;

import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Searches of javac's trees that several checks' analyses share. */
final class TreePaths {
  private TreePaths() {}

  /** The paths below {@code root} whose leaf passes {@code test}, in source order. */
  static List<TreePath> find(TreePath root, Predicate<Tree> test) {
    List<TreePath> found = new ArrayList<>();
    new TreePathScanner<Void, Void>() {
      @Override
      public Void scan(Tree tree, Void unused) {
        if (tree != null && test.test(tree)) {
          found.add(new TreePath(getCurrentPath(), tree));
        }
        return super.scan(tree, unused);
      }
    }.scan(root, null);
    return found;
  }

  /** The method or lambda whose body holds {@code path}, or null. */
  static TreePath enclosingBody(TreePath path) {
    for (TreePath current = path; current != null; current = current.getParentPath()) {
      if (current.getLeaf() instanceof MethodTree
          || current.getLeaf() instanceof LambdaExpressionTree) {
        return current;
      }
    }
    return null;
  }
}
