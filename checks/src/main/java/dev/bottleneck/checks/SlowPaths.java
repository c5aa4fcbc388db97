package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.checks.SlowCalls.SlowCall;
import dev.bottleneck.checks.TransactionWork.Work;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The paths from the methods of one class to slow work: the work each method does, scanned once per
 * method, and the search for self-call chains that end in slow work.
 */
final class SlowPaths {
  private final ClassSymbol owner;
  private final VisitorState state;
  private final Set<String> remoteTypes;
  private final Map<MethodSymbol, TreePath> declarations = new HashMap<>();
  private final Map<MethodSymbol, List<Work>> work = new HashMap<>();

  /**
   * @param remoteTypes the application's own remote annotations and types
   */
  SlowPaths(TreePath classPath, VisitorState state, Set<String> remoteTypes) {
    this.owner = ASTHelpers.getSymbol((ClassTree) classPath.getLeaf());
    this.state = state;
    this.remoteTypes = remoteTypes;
    for (Tree member : ((ClassTree) classPath.getLeaf()).getMembers()) {
      if (member instanceof MethodTree declaration) {
        declarations.put(ASTHelpers.getSymbol(declaration), new TreePath(classPath, declaration));
      }
    }
  }

  /** The work of a method declared in this class. */
  List<Work> workOf(MethodSymbol method) {
    return work.computeIfAbsent(
        method, m -> TransactionWork.workOfMethod(declarations.get(m), owner, state, remoteTypes));
  }

  /** The work of a piece of code inside this class, such as a callback argument. */
  List<Work> workOf(TreePath code) {
    return TransactionWork.workOf(code, owner, state, remoteTypes);
  }

  /** A chain of self-calls ({@code a()}, {@code b()}) that ends in a slow call. */
  record Path(List<String> steps, SlowCall slow) {
    Path after(String step) {
      List<String> longer = new ArrayList<>();
      longer.add(step);
      longer.addAll(steps);
      return new Path(longer, slow);
    }
  }

  /** The first chain of self-calls from {@code method} to slow work; empty if there is none. */
  Optional<Path> pathToSlowWork(MethodSymbol method) {
    return pathToSlowWork(method, new HashSet<>());
  }

  /**
   * Methods already searched are skipped, so recursion terminates: a method that was searched
   * without success cannot lead to slow work through a path not already being searched. Methods
   * whose own warnings are suppressed are not followed.
   */
  private Optional<Path> pathToSlowWork(MethodSymbol method, Set<MethodSymbol> searched) {
    if (!declarations.containsKey(method) || suppressed(method) || !searched.add(method)) {
      return Optional.empty();
    }
    String step = Messages.wideTransactionalStep("", method.getSimpleName().toString());
    for (Work work : workOf(method)) {
      if (work.slow() != null) {
        return Optional.of(new Path(List.of(step), work.slow()));
      }
      Optional<Path> rest = pathToSlowWork(work.callee(), searched);
      if (rest.isPresent()) {
        return Optional.of(rest.get().after(step));
      }
    }
    return Optional.empty();
  }

  private static boolean suppressed(MethodSymbol method) {
    SuppressWarnings suppression = method.getAnnotation(SuppressWarnings.class);
    return suppression != null
        && Arrays.asList(suppression.value()).contains(WideTransactional.class.getSimpleName());
  }
}
