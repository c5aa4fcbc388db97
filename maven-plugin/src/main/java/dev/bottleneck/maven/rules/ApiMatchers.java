package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Form;
import dev.bottleneck.catalog.facts.Parameters;
import dev.bottleneck.maven.types.Types;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * Checks of JavaParser calls and creations built from the catalog's engine-neutral {@link Api}
 * facts: the one place where a fact meets {@link Types}. Names and argument counts decide first, so
 * that a node no fact can mean costs no type resolution.
 */
final class ApiMatchers {
  private ApiMatchers() {}

  /** Whether {@code node} (a creation or a call) is a use of one of {@code apis}. */
  static boolean matchesAny(Types types, Collection<Api> apis, Node node) {
    List<Api> candidates = candidates(apis, node);
    if (candidates.isEmpty()) {
      return false;
    }
    Optional<String> owner = Optional.empty();
    if (node instanceof ObjectCreationExpr creation) {
      owner = types.resolve(creation.getType(), creation);
    } else if (candidates.stream().anyMatch(api -> api.form() == Form.STATIC)) {
      owner = Calls.staticOwner(types, (MethodCallExpr) node);
    }
    Optional<String> receiver =
        candidates.stream().anyMatch(api -> api.form() == Form.INSTANCE)
            ? Calls.receiver(types, (MethodCallExpr) node)
            : Optional.empty();
    for (Api api : candidates) {
      Optional<String> type = api.form() == Form.INSTANCE ? receiver : owner;
      if (type.filter(found -> owns(types, api, found)).isPresent()
          && accepts(types, api.parameters(), arguments(node))) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code node} is a use of {@code api}. */
  static boolean matches(Types types, Api api, Node node) {
    return matchesAny(types, List.of(api), node);
  }

  /**
   * The facts that could mean {@code node} by its kind, name and argument count alone: what is
   * left for the types to decide.
   */
  static List<Api> candidates(Collection<Api> apis, Node node) {
    if (node instanceof ObjectCreationExpr creation) {
      return apis.stream()
          .filter(api -> api.form() == Form.CONSTRUCTOR)
          .filter(api -> arityFits(api.parameters(), creation.getArguments()))
          .toList();
    }
    if (node instanceof MethodCallExpr call) {
      String name = call.getNameAsString();
      return apis.stream()
          .filter(api -> api.form() != Form.CONSTRUCTOR && api.named(name))
          .filter(api -> arityFits(api.parameters(), call.getArguments()))
          .toList();
    }
    return List.of();
  }

  private static boolean owns(Types types, Api api, String type) {
    return api.subtypes() ? types.isSubtype(type, api.owner()) : type.equals(api.owner());
  }

  private static NodeList<Expression> arguments(Node node) {
    return node instanceof ObjectCreationExpr creation
        ? creation.getArguments()
        : ((MethodCallExpr) node).getArguments();
  }

  private static boolean arityFits(Parameters parameters, NodeList<Expression> arguments) {
    return parameters.any() || arguments.size() == parameters.types().size();
  }

  /** Each argument's static type is the parameter's type or below it. */
  private static boolean accepts(
      Types types, Parameters parameters, NodeList<Expression> arguments) {
    return parameters.any()
        || IntStream.range(0, arguments.size())
            .allMatch(i -> types.isA(arguments.get(i), parameters.types().get(i)));
  }
}
