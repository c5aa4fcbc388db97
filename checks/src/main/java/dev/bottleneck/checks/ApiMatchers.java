package dev.bottleneck.checks;

import static com.google.errorprone.matchers.Matchers.anyOf;
import static com.google.errorprone.matchers.method.MethodMatchers.constructor;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.matchers.method.MethodMatchers.staticMethod;

import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.matchers.Matchers;
import com.google.errorprone.matchers.method.MethodMatchers.MethodNameMatcher;
import com.google.errorprone.predicates.TypePredicates;
import com.sun.source.tree.ExpressionTree;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Parameters;
import java.util.Collection;
import java.util.function.Function;

/**
 * Error Prone matchers built from the catalog's engine-neutral {@link Api} facts: the one place
 * where a fact becomes a {@code MethodMatcher}.
 */
final class ApiMatchers {
  private ApiMatchers() {}

  /** A matcher of any of {@code apis}; never matches for none. */
  static Matcher<ExpressionTree> matcher(Collection<Api> apis) {
    return apis.isEmpty()
        ? Matchers.nothing()
        : anyOf(apis.stream().map(ApiMatchers::matcher).toList());
  }

  /** The calls (or constructions) one fact means. */
  static Matcher<ExpressionTree> matcher(Api api) {
    String owner = api.owner();
    return switch (api.form()) {
      case CONSTRUCTOR -> {
        var forClass =
            api.subtypes()
                ? constructor().forClass(TypePredicates.isDescendantOf(owner))
                : constructor().forClass(owner);
        yield parameters(api.parameters(), forClass, forClass::withParameters);
      }
      case STATIC -> {
        var onClass =
            api.subtypes()
                ? staticMethod().onClass(TypePredicates.isDescendantOf(owner))
                : staticMethod().onClass(owner);
        yield api.anyName() ? onClass : named(api, onClass.namedAnyOf(api.names()));
      }
      case INSTANCE -> {
        var onClass =
            api.subtypes()
                ? instanceMethod().onDescendantOf(owner)
                : instanceMethod().onExactClass(owner);
        yield api.anyName() ? onClass : named(api, onClass.namedAnyOf(api.names()));
      }
    };
  }

  private static Matcher<ExpressionTree> named(Api api, MethodNameMatcher named) {
    return parameters(api.parameters(), named, named::withParameters);
  }

  private static Matcher<ExpressionTree> parameters(
      Parameters parameters,
      Matcher<ExpressionTree> any,
      Function<Iterable<String>, ? extends Matcher<ExpressionTree>> exactly) {
    return parameters.any() ? any : exactly.apply(parameters.types());
  }
}
