package dev.bottleneck.checks;

import static com.google.errorprone.matchers.method.MethodMatchers.constructor;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.matchers.method.MethodMatchers.staticMethod;
import static com.google.errorprone.predicates.TypePredicates.isDescendantOf;

import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.matchers.Matchers;
import com.google.errorprone.matchers.method.MethodMatchers.ConstructorClassMatcher;
import com.google.errorprone.matchers.method.MethodMatchers.MethodClassMatcher;
import com.google.errorprone.matchers.method.MethodMatchers.MethodMatcher;
import com.google.errorprone.matchers.method.MethodMatchers.MethodNameMatcher;
import com.sun.source.tree.ExpressionTree;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Parameters;
import java.util.Collection;
import java.util.List;

/**
 * Turns the catalog's {@link Api} facts into Error Prone matchers of method invocations, constructor
 * calls and method references.
 */
final class ApiMatchers {
  private ApiMatchers() {}

  /** A matcher of the calls {@code api} describes. */
  static MethodMatcher matcher(Api api) {
    return switch (api.form()) {
      case CONSTRUCTOR -> parameters(constructorOf(api), api.parameters());
      case STATIC -> parameters(names(staticOwner(api), api), api.parameters());
      case INSTANCE -> parameters(names(instanceOwner(api), api), api.parameters());
    };
  }

  /** A matcher of the calls any of {@code apis} describes. */
  static Matcher<ExpressionTree> anyOf(Collection<Api> apis) {
    List<Matcher<ExpressionTree>> matchers =
        apis.stream().<Matcher<ExpressionTree>>map(ApiMatchers::matcher).toList();
    return Matchers.anyOf(matchers);
  }

  private static ConstructorClassMatcher constructorOf(Api api) {
    return api.subtypes()
        ? constructor().forClass(isDescendantOf(api.owner()))
        : constructor().forClass(api.owner());
  }

  private static MethodClassMatcher staticOwner(Api api) {
    return api.subtypes()
        ? staticMethod().onDescendantOf(api.owner())
        : staticMethod().onClass(api.owner());
  }

  private static MethodClassMatcher instanceOwner(Api api) {
    return api.subtypes()
        ? instanceMethod().onDescendantOf(api.owner())
        : instanceMethod().onExactClass(api.owner());
  }

  private static MethodNameMatcher names(MethodClassMatcher owner, Api api) {
    return api.everyMethod() ? owner.withAnyName() : owner.namedAnyOf(api.names());
  }

  private static MethodMatcher parameters(ConstructorClassMatcher matcher, Parameters parameters) {
    return parameters.any() ? matcher : matcher.withParameters(parameters.types());
  }

  private static MethodMatcher parameters(MethodNameMatcher matcher, Parameters parameters) {
    return parameters.any() ? matcher : matcher.withParameters(parameters.types());
  }
}
