package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Parameters;
import dev.bottleneck.maven.types.Types;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks JavaParser calls against the catalog's {@link Api} facts through {@link Types}: a
 * constructor call by the type it creates, a static call by its owner, an instance call (or a bound
 * method reference) by the static type of its receiver. A call's types are resolved at most once,
 * and only when a fact names the member.
 */
final class ApiMatchers {
  private ApiMatchers() {}

  /**
   * The view of {@code node} (a method call, constructor call or method reference) for matching.
   */
  static Call call(Types types, Node node) {
    return new Call(types, node);
  }

  /** A call site whose resolved types are computed on first use. */
  static final class Call {
    private final Types types;
    private final Node node;
    private Optional<String> staticOwner;
    private Optional<String> receiver;
    private Optional<String> created;

    private Call(Types types, Node node) {
      this.types = types;
      this.node = node;
    }

    /** The call, constructor call or method reference. */
    Node node() {
      return node;
    }

    /** The member's name; empty for a constructor call and for anything that is not a call. */
    String name() {
      if (node instanceof MethodCallExpr call) {
        return call.getNameAsString();
      }
      return node instanceof MethodReferenceExpr reference ? reference.getIdentifier() : "";
    }

    /** The class of a static call, or of a method reference through a type name. */
    Optional<String> staticOwner() {
      if (staticOwner == null) {
        if (node instanceof MethodCallExpr call) {
          staticOwner = Calls.staticOwner(types, call);
        } else if (node instanceof MethodReferenceExpr reference) {
          staticOwner = types.typeReference(reference.getScope());
        } else {
          staticOwner = Optional.empty();
        }
      }
      return staticOwner;
    }

    /** The static type of an instance call's receiver, or of a bound method reference's. */
    Optional<String> receiver() {
      if (receiver == null) {
        if (node instanceof MethodCallExpr call) {
          receiver = Calls.receiver(types, call);
        } else if (node instanceof MethodReferenceExpr reference && staticOwner().isEmpty()) {
          receiver = types.typeOf(reference.getScope());
        } else {
          receiver = Optional.empty();
        }
      }
      return receiver;
    }

    /** The type a constructor call creates. */
    Optional<String> created() {
      if (created == null) {
        created =
            node instanceof ObjectCreationExpr creation
                ? types.resolve(creation.getType(), creation)
                : Optional.empty();
      }
      return created;
    }

    /**
     * The type the call goes through (the created type, the static owner, the receiver's type) when
     * {@code api} covers it; empty otherwise.
     */
    Optional<String> through(Api api) {
      Optional<String> type =
          switch (api.form()) {
            case CONSTRUCTOR -> node instanceof ObjectCreationExpr ? created() : Optional.empty();
            case STATIC -> api.named(name()) ? staticOwner() : Optional.empty();
            case INSTANCE -> api.named(name()) ? receiver() : Optional.empty();
          };
      // Without a lambda per test: every call is tested against every API a rule knows, and the
      // engine's code runs without C2's escape analysis (QuickCompilation), so each one is kept.
      return type.isPresent() && ownerMatches(api, type.get()) && parametersMatch(api)
          ? type
          : Optional.empty();
    }

    /** Whether {@code api} covers this call. */
    boolean matches(Api api) {
      return through(api).isPresent();
    }

    /** Whether any of {@code apis} covers this call. */
    boolean matchesAny(Collection<Api> apis) {
      for (Api api : apis) {
        if (matches(api)) {
          return true;
        }
      }
      return false;
    }

    private boolean ownerMatches(Api api, String type) {
      return api.subtypes() ? types.isSubtype(type, api.owner()) : type.equals(api.owner());
    }

    /**
     * By the number of arguments, and by each argument's type where it is known: a class argument
     * must be a subtype of a class parameter, and a primitive argument cannot meet a class
     * parameter (nor a class argument a primitive one) except through boxing. A method reference's
     * overload is not known, so it matches.
     */
    private boolean parametersMatch(Api api) {
      Parameters parameters = api.parameters();
      if (parameters.any() || node instanceof MethodReferenceExpr) {
        return true;
      }
      NodeList<Expression> arguments =
          node instanceof MethodCallExpr call
              ? call.getArguments()
              : ((ObjectCreationExpr) node).getArguments();
      List<String> expected = parameters.types();
      if (arguments.size() != expected.size()) {
        return false;
      }
      for (int i = 0; i < expected.size(); i++) {
        Optional<String> argument = types.typeOf(arguments.get(i));
        if (argument.isPresent() && !accepts(expected.get(i), argument.get())) {
          return false;
        }
      }
      return true;
    }

    private boolean accepts(String parameter, String argument) {
      boolean primitiveParameter = !parameter.contains(".");
      boolean primitiveArgument = !argument.contains(".");
      if (primitiveParameter != primitiveArgument) {
        return BOXING.contains(primitiveParameter ? argument : parameter);
      }
      // Primitive widening is left to the compiler: any primitive meets any primitive.
      return primitiveParameter
          || argument.equals(parameter)
          || types.isSubtype(argument, parameter);
    }
  }

  /** Class types a primitive meets through boxing, and boxes that unbox to a primitive. */
  private static final Set<String> BOXING =
      Set.of(
          "java.lang.Boolean",
          "java.lang.Byte",
          "java.lang.Character",
          "java.lang.Short",
          "java.lang.Integer",
          "java.lang.Long",
          "java.lang.Float",
          "java.lang.Double",
          "java.lang.Number",
          "java.lang.Object",
          "java.lang.Comparable",
          "java.io.Serializable");
}
