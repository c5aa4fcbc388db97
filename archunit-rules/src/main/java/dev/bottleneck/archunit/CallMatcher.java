package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnitAccess;
import com.tngtech.archunit.core.domain.JavaConstructor;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import dev.bottleneck.catalog.facts.Parameters;
import java.util.Set;

/**
 * Which calls a rule means, judged on the type javac wrote as the call's owner (the static type of
 * the receiver): a type name, whether subtypes count, the member names ({@code <init>} for
 * constructors; none for every method) and which overloads. A same-named method of an unrelated
 * class never matches. {@link ApiMatchers} builds them from the catalog's facts.
 */
record CallMatcher(
    String ownerName, boolean withSubtypes, Set<String> names, Parameters parameters) {

  static final String CONSTRUCTOR = JavaConstructor.CONSTRUCTOR_NAME;

  boolean matches(JavaAccess<?> access) {
    if (!(access instanceof JavaCodeUnitAccess<?> call)
        || !(names.isEmpty()
            ? !access.getName().equals(CONSTRUCTOR)
            : names.contains(access.getName()))) {
      return false;
    }
    JavaClass owner = access.getTargetOwner();
    // new T() {...} means T's constructor, as the source says; its own parameters are synthetic.
    if (owner.isAnonymousClass() && access.getName().equals(CONSTRUCTOR)) {
      return ownerMatches(owner) || owner.getRawSuperclass().filter(this::ownerMatches).isPresent();
    }
    return ownerMatches(owner)
        && (parameters.any()
            || parameters.accepts(
                call.getTarget().getRawParameterTypes().stream().map(JavaClass::getName).toList()));
  }

  private boolean ownerMatches(JavaClass owner) {
    return withSubtypes ? owner.isAssignableTo(ownerName) : owner.getName().equals(ownerName);
  }

  /**
   * How a message names a call: {@code new OkHttpClient.Builder()}, {@code
   * JAXBContext.newInstance()}.
   */
  static String describe(JavaAccess<?> call) {
    JavaClass target = call.getTargetOwner();
    if (target.isAnonymousClass() && call.getName().equals(CONSTRUCTOR)) {
      JavaClass supertype =
          target
              .getRawSuperclass()
              .filter(superclass -> !superclass.isEquivalentTo(Object.class))
              .orElseGet(() -> target.getRawInterfaces().stream().findFirst().orElse(target));
      return "new " + simpleName(supertype) + "() {...}";
    }
    String owner = simpleName(target);
    return call.getName().equals(CONSTRUCTOR)
        ? "new " + owner + "()"
        : owner + "." + call.getName() + "()";
  }

  static String simpleName(JavaClass type) {
    String packageName = type.getPackageName();
    String name =
        packageName.isEmpty() ? type.getName() : type.getName().substring(packageName.length() + 1);
    return name.replace('$', '.');
  }

  /** A constructor's {@code super(...)} call is part of creating the subclass, not a creation. */
  static boolean isSuperConstructorCall(JavaCall<?> call) {
    return call instanceof JavaConstructorCall
        && call.getOrigin().isConstructor()
        && call.getOriginOwner()
            .getRawSuperclass()
            .map(superclass -> superclass.equals(call.getTargetOwner()))
            .orElse(false);
  }
}
