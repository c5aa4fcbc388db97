package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.PerCallSubject;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.List;
import java.util.Optional;

/**
 * Recognizes the creations of a {@link PerCallSubject}: constructors, static factories, and builder
 * chains started by one, less the overloads that derive from a shared object.
 */
final class Creations {
  private final Types types;
  private final PerCallSubject subject;
  private final List<Api> terminals;

  Creations(Types types, PerCallSubject subject) {
    this.types = types;
    this.subject = subject;
    // The chain is followed in the source: the terminal call is known by name and parameters.
    this.terminals = subject.builds();
  }

  boolean isCreation(Node node) {
    if (isDirect(subject.creations(), node)) {
      return true;
    }
    return node instanceof MethodCallExpr call
        && endsChain(call)
        && isBuiltFrom(call, origin -> isDirect(subject.builderStarts(), origin));
  }

  private boolean isDirect(List<Api> apis, Node node) {
    ApiMatchers.Call call = ApiMatchers.call(types, node);
    return call.matchesAny(apis) && !call.matchesAny(subject.exclusions());
  }

  /** A terminal call by name and parameter count, on any class: the chain decides the rest. */
  private boolean endsChain(MethodCallExpr call) {
    return terminals.stream()
        .anyMatch(
            terminal ->
                terminal.named(call.getNameAsString())
                    && (terminal.parameters().any()
                        || terminal.parameters().types().size() == call.getArguments().size()));
  }

  /**
   * Whether the receiver chain of a terminal {@code call} starts at an {@code origin}, with no
   * other terminal call in between: a later one derives from an object already built. A chain that
   * starts at an existing object ({@code mapper.rebuild()}, {@code client.newBuilder()}, {@code
   * webClient.mutate()}) derives from a shared instance and is not a creation.
   */
  private boolean isBuiltFrom(MethodCallExpr call, java.util.function.Predicate<Node> origin) {
    Expression receiver = call.getScope().orElse(null);
    while (receiver != null) {
      while (receiver instanceof EnclosedExpr enclosed) {
        receiver = enclosed.getInner();
      }
      if (origin.test(receiver)) {
        return true;
      }
      if (receiver instanceof NameExpr builder) {
        receiver = initializerOfFinalLocal(builder).orElse(null);
        continue;
      }
      if (!(receiver instanceof MethodCallExpr step)
          || subject.buildNames().contains(step.getNameAsString())) {
        return false;
      }
      receiver = step.getScope().orElse(null);
    }
    return false;
  }

  /**
   * A builder kept in a local that is never reassigned ({@code builder = new
   * OkHttpClient.Builder(); if (...) builder.proxy(...); builder.build()}) is followed to where it
   * was created, as the Error Prone check follows a final or effectively final local.
   */
  private Optional<Expression> initializerOfFinalLocal(NameExpr name) {
    Optional<Variables.Variable> local = types.variable(name).filter(variable -> !variable.field());
    if (local.isEmpty()
        || !(local.get().declaration() instanceof VariableDeclarator declarator)
        || local.get().initializer().isEmpty()) {
      return Optional.empty();
    }
    Optional<Node> body =
        declarator.findAncestor(
            node -> node instanceof CallableDeclaration<?> || node instanceof LambdaExpr,
            Node.class);
    boolean reassigned =
        body.isPresent()
            && body.get().findAll(AssignExpr.class).stream()
                .anyMatch(
                    assign ->
                        assign.getTarget() instanceof NameExpr target
                            && target.getNameAsString().equals(name.getNameAsString()));
    return reassigned ? Optional.empty() : local.get().initializer();
  }

  /**
   * How a message names a creation, as the Error Prone check does: {@code new ObjectMapper()},
   * {@code JAXBContext.newInstance(...)}, {@code HttpClient.newBuilder()...build()}; arguments show
   * as {@code ...} only when there are some.
   */
  String describe(Expression creation) {
    if (creation instanceof ObjectCreationExpr construction) {
      String type =
          types
              .resolve(construction.getType(), construction)
              .map(types::nestedName)
              .orElseGet(() -> construction.getType().getNameWithScope());
      return "new " + type + arguments(construction.getArguments().isEmpty());
    }
    MethodCallExpr call = (MethodCallExpr) creation;
    if (subject.buildNames().contains(call.getNameAsString())
        && Calls.staticOwner(types, call).isEmpty()) {
      Expression origin = call.getScope().orElse(null);
      while (origin instanceof MethodCallExpr inner
          && (inner.getScope().orElse(null) instanceof MethodCallExpr
              || inner.getScope().orElse(null) instanceof ObjectCreationExpr)) {
        origin = inner.getScope().get();
      }
      if (origin instanceof MethodCallExpr || origin instanceof ObjectCreationExpr) {
        return describe(origin) + "..." + call.getNameAsString() + "()";
      }
    }
    Optional<String> owner = Calls.staticOwner(types, call).or(() -> Calls.receiver(types, call));
    return owner.map(types::nestedName).orElse("")
        + "."
        + call.getNameAsString()
        + arguments(call.getArguments().isEmpty());
  }

  private static String arguments(boolean none) {
    return none ? "()" : "(...)";
  }

  static String simpleName(String qualifiedName) {
    return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
  }
}
