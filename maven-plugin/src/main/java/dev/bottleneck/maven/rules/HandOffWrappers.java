package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import dev.bottleneck.maven.types.TypeFacts;
import dev.bottleneck.maven.types.Types;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Whether a method of the module's sources, or of the sources of a module it depends on, only hands
 * a function parameter off, so that a lambda, method reference or anonymous class passed to it runs
 * on another thread: the application's own wrapper of an executor ({@code exportTasks.runAsync(id,
 * () -> export(id))}). Every use of the parameter in the method's body is an argument of a call
 * that hands it off, or lies inside a lambda or anonymous class handed off; the calls that hand off
 * are the catalog's ({@link TransactionWork#handedOff}), not another wrapper's. A wrapper that
 * waits for the task (a {@code get()} or {@code join()} on its future) is still followed as a call
 * of the transaction, where the wait is found.
 */
final class HandOffWrappers {
  private HandOffWrappers() {}

  /**
   * Whether {@code call} (seen as {@code site}) runs a method of the module's sources that only
   * hands its {@code argument}-th argument off; {@code handedOff} tells whether an expression of
   * the wrapper is an argument of one of the catalog's hand-offs.
   */
  static boolean handsOff(
      Types fileTypes,
      ApiMatchers.Call site,
      MethodCallExpr call,
      int argument,
      Predicate<Expression> handedOff) {
    // The wrapper may be a class of a module this one depends on. What the upstream sources tell
    // only spares a finding: a wrapper whose own slow work is known only from an upstream type
    // (a client interface declared there) is judged as the module alone sees it.
    return handsOffIn(fileTypes, site, call, argument, handedOff)
        || handsOffIn(fileTypes.acrossBuild(), site, call, argument, handedOff);
  }

  private static boolean handsOffIn(
      Types types,
      ApiMatchers.Call site,
      MethodCallExpr call,
      int argument,
      Predicate<Expression> handedOff) {
    Optional<MethodDeclaration> wrapper;
    try {
      wrapper =
          site.staticOwner().or(site::receiver).flatMap(type -> declaration(types, type, call));
    } catch (RuntimeException unresolved) {
      return false;
    }
    if (wrapper.isEmpty() || wrapper.get().getBody().isEmpty()) {
      return false;
    }
    List<Parameter> parameters = wrapper.get().getParameters();
    if (argument >= parameters.size()
        || parameters.get(argument).isVarArgs()
        || argument == parameters.size() - 1 && call.getArguments().size() != parameters.size()) {
      return false;
    }
    if (waitsOrWorks(types, wrapper.get(), handedOff)) {
      return false;
    }
    String name = parameters.get(argument).getNameAsString();
    List<NameExpr> uses =
        wrapper
            .get()
            .getBody()
            .get()
            .findAll(NameExpr.class, use -> use.getNameAsString().equals(name));
    return !uses.isEmpty() && uses.stream().allMatch(use -> runsOffThread(use, handedOff));
  }

  /** The declaration with a body that {@code call} runs in {@code type} or its superclasses. */
  private static Optional<MethodDeclaration> declaration(
      Types types, String type, MethodCallExpr call) {
    for (Optional<TypeFacts> current = types.sourceFacts(type);
        current.isPresent();
        current = current.get().superclass().flatMap(types::sourceFacts)) {
      TypeFacts facts = current.get();
      List<TypeFacts.Method> methods = facts.methods();
      for (int index = 0; index < methods.size(); index++) {
        TypeFacts.Method method = methods.get(index);
        if (method.name().equals(call.getNameAsString())
            && method.hasBody()
            && method.arityMatches(call.getArguments().size())) {
          int found = index;
          return types
              .sourceDeclarationWithBodies(facts.file(), facts.name())
              .filter(declaring -> found < declaring.getMethods().size())
              .map(declaring -> declaring.getMethods().get(found));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the wrapper itself does slow work (the catalog's, without the application's remote
   * types), such as a wait for the task it handed off, outside the code it hands off: then the
   * caller's connection is held while the task runs, and the task is taken to run inline.
   */
  private static boolean waitsOrWorks(
      Types types, MethodDeclaration wrapper, Predicate<Expression> handedOff) {
    SlowCalls slowCalls = new SlowCalls(types, Set.of());
    for (MethodCallExpr call : wrapper.getBody().orElseThrow().findAll(MethodCallExpr.class)) {
      if (!insideHandedOff(call, handedOff)
          && slowCalls.describe(ApiMatchers.call(types, call)).isPresent()) {
        return true;
      }
    }
    return false;
  }

  /** A use of the parameter that is handed off, or inside a lambda or anonymous class that is. */
  private static boolean runsOffThread(NameExpr use, Predicate<Expression> handedOff) {
    return handedOff.test(use) || insideHandedOff(use, handedOff);
  }

  /**
   * Whether {@code code} lies inside a lambda or anonymous class of the wrapper that is handed off.
   */
  private static boolean insideHandedOff(Node code, Predicate<Expression> handedOff) {
    for (Node node = code.getParentNode().orElse(null);
        node != null;
        node = node.getParentNode().orElse(null)) {
      if (node instanceof MethodDeclaration
          && !(node.getParentNode().orElse(null) instanceof ObjectCreationExpr)) {
        return false;
      }
      if ((node instanceof LambdaExpr || node instanceof ObjectCreationExpr)
          && handedOff.test((Expression) node)) {
        return true;
      }
    }
    return false;
  }
}
