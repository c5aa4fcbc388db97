package dev.bottleneck.checks;

import static com.google.errorprone.util.ASTHelpers.getStartPosition;

import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.DoWhileLoopTree;
import com.sun.source.tree.EnhancedForLoopTree;
import com.sun.source.tree.ForLoopTree;
import com.sun.source.tree.IfTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.WhileLoopTree;
import com.sun.source.util.TreePath;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Whether a store of a local can keep the value an earlier assignment gave it: the store may run
 * after the assignment in the same call. It cannot when it comes earlier in the code, or when the
 * two sit in the two arms of one {@code if} or {@code ?:} (a memo's miss that puts what one source
 * found and, in its {@code else}, only computes a fallback), unless a loop holds both, whose next
 * round may take the other arm. Decides as the Maven plugin's {@code StoreOrder} does.
 */
final class StoreOrder {
  private StoreOrder() {}

  static boolean mayFollow(TreePath assignment, TreePath store) {
    Meeting meeting = meet(assignment, store);
    if (meeting == null || meeting.loop()) {
      return true;
    }
    if (inOtherArms(meeting.common().getLeaf(), assignment, meeting.storeSide())) {
      return false;
    }
    return getStartPosition(store.getLeaf()) >= getStartPosition(assignment.getLeaf());
  }

  /**
   * Whether {@code code} and {@code store} sit in the two arms of one {@code if} or {@code ?:} that
   * no loop holds, so that a call that runs one does not run the other.
   */
  static boolean inOtherArms(TreePath code, TreePath store) {
    Meeting meeting = meet(code, store);
    return meeting != null
        && !meeting.loop()
        && inOtherArms(meeting.common().getLeaf(), code, meeting.storeSide());
  }

  /**
   * Where two paths meet: their nearest common node, its child on the store's side, and whether a
   * loop holds the common node.
   */
  private record Meeting(TreePath common, Tree storeSide, boolean loop) {}

  /** Where the paths to {@code one} and {@code store} meet, or null when one holds the other. */
  private static Meeting meet(TreePath one, TreePath store) {
    Set<Tree> above = Collections.newSetFromMap(new IdentityHashMap<>());
    for (TreePath path = one; path != null; path = path.getParentPath()) {
      above.add(path.getLeaf());
    }
    Tree storeSide = store.getLeaf();
    TreePath common = store;
    while (common != null && !above.contains(common.getLeaf())) {
      storeSide = common.getLeaf();
      common = common.getParentPath();
    }
    if (common == null
        || common.getLeaf() == one.getLeaf()
        || common.getLeaf() == store.getLeaf()) {
      return null;
    }
    boolean loop = false;
    for (TreePath path = common; path != null && !loop; path = path.getParentPath()) {
      loop = isLoop(path.getLeaf());
    }
    return new Meeting(common, storeSide, loop);
  }

  private static boolean inOtherArms(Tree common, TreePath assignment, Tree storeSide) {
    Tree thenArm;
    Tree elseArm;
    if (common instanceof IfTree branch && branch.getElseStatement() != null) {
      thenArm = branch.getThenStatement();
      elseArm = branch.getElseStatement();
    } else if (common instanceof ConditionalExpressionTree choice) {
      thenArm = choice.getTrueExpression();
      elseArm = choice.getFalseExpression();
    } else {
      return false;
    }
    return storeSide == thenArm && within(assignment, elseArm)
        || storeSide == elseArm && within(assignment, thenArm);
  }

  private static boolean within(TreePath path, Tree ancestor) {
    for (TreePath current = path; current != null; current = current.getParentPath()) {
      if (current.getLeaf() == ancestor) {
        return true;
      }
    }
    return false;
  }

  private static boolean isLoop(Tree tree) {
    return tree instanceof ForLoopTree
        || tree instanceof EnhancedForLoopTree
        || tree instanceof WhileLoopTree
        || tree instanceof DoWhileLoopTree;
  }
}
