package dev.bottleneck.checks;

import static com.google.errorprone.matchers.method.MethodMatchers.constructor;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.matchers.method.MethodMatchers.staticMethod;
import static com.google.errorprone.predicates.TypePredicates.isDescendantOf;

import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.matchers.Matchers;
import com.google.errorprone.matchers.method.MethodMatchers.ConstructorClassMatcher;
import com.google.errorprone.matchers.method.MethodMatchers.MethodClassMatcher;
import com.google.errorprone.matchers.method.MethodMatchers.MethodNameMatcher;
import com.sun.source.tree.ExpressionTree;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Parameters;
import java.util.Collection;
import java.util.List;

/**
 * Error Prone matchers built from the catalog's engine-neutral {@link Api} facts: the one place
 * where this engine turns a library fact into a javac {@code MethodMatcher}.
 */
final class ApiMatchers {
  private ApiMatchers() {}

  /** Matches the calls {@code api} describes. */
  static Matcher<ExpressionTree> matcher(Api api) {
    return switch (api.form()) {
      case CONSTRUCTOR -> constructorMatcher(api);
      case STATIC -> withParameters(named(staticOwner(api), api), api.parameters());
      case INSTANCE -> withParameters(named(instanceOwner(api), api), api.parameters());
    };
  }

  /** Matches the calls any of {@code apis} describes. */
  static Matcher<ExpressionTree> anyOf(Collection<Api> apis) {
    List<Matcher<ExpressionTree>> matchers = apis.stream().map(ApiMatchers::matcher).toList();
    return Matchers.anyOf(matchers);
  }

  private static Matcher<ExpressionTree> constructorMatcher(Api api) {
    ConstructorClassMatcher owner =
        api.subtypes()
            ? constructor().forClass(isDescendantOf(api.owner()))
            : constructor().forClass(api.owner());
    Parameters parameters = api.parameters();
    return parameters.any() ? owner : owner.withParameters(parameters.types());
  }

  private static MethodClassMatcher staticOwner(Api api) {
    return api.subtypes()
        ? staticMethod().onClass(isDescendantOf(api.owner()))
        : staticMethod().onClass(api.owner());
  }

  private static MethodClassMatcher instanceOwner(Api api) {
    return api.subtypes()
        ? instanceMethod().onDescendantOf(api.owner())
        : instanceMethod().onExactClass(api.owner());
  }

  private static MethodNameMatcher named(
      MethodClassMatcher owner, Api api) {
    return owner.namedAnyOf(api.names());
  }

  private static Matcher<ExpressionTree> withParameters(
      MethodNameMatcher named, Parameters parameters) {
    if (parameters.any()) {
      return named;
    }
    return named.withParameters(parameters.types());
  }
}
