package dev.bottleneck.maven.rules;

import com.github.javaparser.Position;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.stmt.DoStmt;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.ForStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.WhileStmt;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a store of a local can keep the value an earlier assignment gave it: the store may run
 * after the assignment in the same call. It cannot when it comes earlier in the code, or when the
 * two sit in the two arms of one {@code if} or {@code ?:} (a memo's miss that puts what one source
 * found and, in its {@code else}, only computes a fallback), unless a loop holds both, whose next
 * round may take the other arm. Decides as the Error Prone checks' {@code StoreOrder} does.
 */
final class StoreOrder {
  private StoreOrder() {}

  static boolean mayFollow(Node assignment, Node store) {
    Meeting meeting = meet(assignment, store);
    if (meeting == null || meeting.loop()) {
      return true;
    }
    if (inOtherArms(meeting.common(), assignment, meeting.storeSide())) {
      return false;
    }
    Optional<Position> assigned = assignment.getBegin();
    Optional<Position> stored = store.getBegin();
    return assigned.isEmpty() || stored.isEmpty() || !stored.get().isBefore(assigned.get());
  }

  /**
   * Whether {@code code} and {@code store} sit in the two arms of one {@code if} or {@code ?:} that
   * no loop holds, so that a call that runs one does not run the other.
   */
  static boolean inOtherArms(Node code, Node store) {
    Meeting meeting = meet(code, store);
    return meeting != null
        && !meeting.loop()
        && inOtherArms(meeting.common(), code, meeting.storeSide());
  }

  /**
   * Where two nodes' paths meet: their nearest common node, its child on the store's side, and
   * whether a loop holds the common node.
   */
  private record Meeting(Node common, Node storeSide, boolean loop) {}

  /** Where the paths to {@code one} and {@code store} meet, or null when one holds the other. */
  private static Meeting meet(Node one, Node store) {
    Set<Node> above = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Node node = one; node != null; node = node.getParentNode().orElse(null)) {
      above.add(node);
    }
    Node storeSide = store;
    Node common = store;
    while (common != null && !above.contains(common)) {
      storeSide = common;
      common = common.getParentNode().orElse(null);
    }
    if (common == null || common == one || common == store) {
      return null;
    }
    boolean loop = false;
    for (Node node = common; node != null && !loop; node = node.getParentNode().orElse(null)) {
      loop = isLoop(node);
    }
    return new Meeting(common, storeSide, loop);
  }

  private static boolean inOtherArms(Node common, Node assignment, Node storeSide) {
    if (common instanceof IfStmt branch && branch.getElseStmt().isPresent()) {
      Node thenArm = branch.getThenStmt();
      Node elseArm = branch.getElseStmt().get();
      return storeSide == thenArm && within(assignment, elseArm)
          || storeSide == elseArm && within(assignment, thenArm);
    }
    if (common instanceof ConditionalExpr choice) {
      Node thenArm = choice.getThenExpr();
      Node elseArm = choice.getElseExpr();
      return storeSide == thenArm && within(assignment, elseArm)
          || storeSide == elseArm && within(assignment, thenArm);
    }
    return false;
  }

  private static boolean within(Node node, Node ancestor) {
    return node == ancestor || ancestor.isAncestorOf(node);
  }

  private static boolean isLoop(Node node) {
    return node instanceof ForStmt
        || node instanceof ForEachStmt
        || node instanceof WhileStmt
        || node instanceof DoStmt;
  }
}
