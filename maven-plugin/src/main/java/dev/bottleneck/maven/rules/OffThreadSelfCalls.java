package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import dev.bottleneck.maven.types.Types;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Whether a transactional method runs only through self-calls of its own class made on another
 * thread: every call of it in the module (and in the modules of the build that depend on it) is in
 * its class, on {@code this}, inside a lambda, method reference or anonymous class that the class
 * hands to an executor, a thread or a future ({@link TransactionWork#handedOff}), directly or
 * through private methods of the class whose every use is such code. A self-call bypasses Spring's
 * proxy, and the thread it runs on carries no transaction, so the method's transaction never
 * starts. A method that a framework or a library may call, or that nothing in the module calls,
 * keeps its transaction.
 */
final class OffThreadSelfCalls {
  private OffThreadSelfCalls() {}

  /** Whether {@code method}, declared by {@code owner}, is only run as described above. */
  static boolean only(Types types, TypeDeclaration<?> owner, MethodDeclaration method) {
    if (method.isStatic() || owner.getFullyQualifiedName().isEmpty()) {
      return false;
    }
    RunsOnce callers = new RunsOnce(types);
    if (!callers.onlyTheModuleCalls(method, owner)) {
      return false;
    }
    Set<MethodDeclaration> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    return callers.everyModuleCaller(
        method,
        owner.getFullyQualifiedName().get(),
        site -> isSelfCall(owner, site) && runsOffThread(types, owner, site, seen));
  }

  /** A call on {@code this} (written or not), or {@code this::m}, in the class's own code. */
  private static boolean isSelfCall(TypeDeclaration<?> owner, Node site) {
    if (!owner.isAncestorOf(site)) {
      return false;
    }
    if (site instanceof MethodCallExpr call) {
      return call.getScope().map(ThisExpr.class::isInstance).orElse(true);
    }
    return site instanceof MethodReferenceExpr reference
        && reference.getScope() instanceof ThisExpr;
  }

  /**
   * Whether the self-call {@code site} runs on another thread: inside code handed off, or in a
   * private method of the class all of whose uses do (a cycle of private methods proves nothing; an
   * unused one is not taken to run elsewhere).
   */
  private static boolean runsOffThread(
      Types types, TypeDeclaration<?> owner, Node site, Set<MethodDeclaration> seen) {
    if (site instanceof MethodReferenceExpr reference
        && TransactionWork.handedOff(types, reference)) {
      return true;
    }
    Node child = site;
    for (Node node = site.getParentNode().orElse(null);
        node != null;
        child = node, node = node.getParentNode().orElse(null)) {
      if (node instanceof LambdaExpr lambda && TransactionWork.handedOff(types, lambda)) {
        return true;
      }
      if (node instanceof ObjectCreationExpr creation
          && child instanceof BodyDeclaration<?>
          && TransactionWork.handedOff(types, creation)) {
        return true;
      }
      boolean inAnonymousClass = node.getParentNode().orElse(null) instanceof ObjectCreationExpr;
      if (node instanceof MethodDeclaration caller && !inAnonymousClass) {
        return caller.isPrivate()
            && caller.getParentNode().orElse(null) == owner
            && privateUsesRunOffThread(types, owner, caller, seen);
      }
      if (node instanceof BodyDeclaration<?> && !inAnonymousClass) {
        return false;
      }
    }
    return false;
  }

  private static boolean privateUsesRunOffThread(
      Types types,
      TypeDeclaration<?> owner,
      MethodDeclaration caller,
      Set<MethodDeclaration> seen) {
    if (!seen.add(caller)) {
      return true;
    }
    List<Node> uses = RunsOnce.usesOf(types, caller);
    return !uses.isEmpty() && uses.stream().allMatch(use -> runsOffThread(types, owner, use, seen));
  }
}
