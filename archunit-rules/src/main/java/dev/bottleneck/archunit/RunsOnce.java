package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaAnnotation;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaCodeUnitReference;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaParameter;
import com.tngtech.archunit.core.domain.JavaStaticInitializer;
import dev.bottleneck.catalog.facts.OnceEvents;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides whether code runs once per process (or once per cached key) rather than per call:
 * initializers and constructors, {@code @Bean}, {@code @Produces} and {@code @PostConstruct}
 * methods, start-up callbacks and listeners to start-up events ({@link RunOncePlaces}), {@code
 * main}, cache loaders, lambdas and method references handed to a cache or memoizer, lambdas and
 * method references handed to a call that runs them inline or once ({@link
 * RunOncePlaces#RUN_WITH_CALLER}) in such a place, and methods whose every known caller is such a
 * place or keeps the result lazily ({@link LazyStores}). One instance per evaluation: it memoizes
 * per method.
 */
final class RunsOnce {
  /** Calls that run the function they are given at most once per key or per thread. */
  private static final List<CallMatcher> CACHING_CALLS =
      ApiMatchers.matchers(RunOncePlaces.LOADER_CALLS);

  private final Map<JavaCodeUnit, Boolean> onceByUnit = new HashMap<>();

  /**
   * Calls that run the function they are given as often as they are called: inline ({@code
   * forEach}, a stream, an {@code Optional}) or once as a task.
   */
  private static final List<CallMatcher> RUN_WITH_CALLER =
      ApiMatchers.matchers(RunOncePlaces.RUN_WITH_CALLER);

  /** Whether this access runs once: judged by its lambda's receiver, else by its method. */
  boolean runsOnce(JavaAccess<?> access) {
    return access.isDeclaredInLambda() ? functionRunsOnce(access) : runsOnce(access.getOrigin());
  }

  /**
   * Whether the lambda or method reference {@code access} sits in runs once: given to a cache, or
   * given to a call that runs it as often as its own method runs, in a method that runs once.
   */
  private boolean functionRunsOnce(JavaAccess<?> access) {
    return LambdaSites.passedTo(access, RunsOnce::isCachingCall)
        || (LambdaSites.passedTo(access, RunsOnce::runsWithCaller) || returnedAsCustomizer(access))
            && runsOnce(access.getOrigin());
  }

  /**
   * A lambda its method returns, when the method's return type is a customizer ({@link
   * RunOncePlaces#APPLIED_ONCE_SUFFIX}): whoever applies it does so once. Bytecode does not show
   * that the lambda is returned; one given to no call of the method is taken to be.
   */
  private static boolean returnedAsCustomizer(JavaAccess<?> access) {
    return access.getOrigin() instanceof JavaMethod method
        && method.getRawReturnType().getSimpleName().endsWith(RunOncePlaces.APPLIED_ONCE_SUFFIX)
        && LambdaSites.receivers(access).isEmpty();
  }

  boolean runsOnce(JavaCodeUnit unit) {
    Boolean known = onceByUnit.get(unit);
    if (known != null) {
      return known;
    }
    // A cycle of callers adds no per-call entry of its own: assume once until a caller says not.
    onceByUnit.put(unit, true);
    boolean once = isOncePlace(unit) || allCallersRunOnce(unit);
    onceByUnit.put(unit, once);
    return once;
  }

  private boolean allCallersRunOnce(JavaCodeUnit unit) {
    Set<? extends JavaAccess<?>> callers = unit.getAccessesToSelf();
    if (callers.isEmpty()) {
      // Nothing we can see calls it: a private method is dead or reflective code, not a hot path.
      return unit.getModifiers().contains(JavaModifier.PRIVATE);
    }
    if (othersMayCall(unit)) {
      return false;
    }
    for (JavaAccess<?> caller : callers) {
      boolean once =
          caller.isDeclaredInLambda() || caller instanceof JavaCodeUnitReference<?>
              ? functionRunsOnce(caller)
              : runsOnce(caller.getOrigin())
                  || caller instanceof JavaCall<?> call
                      && LazyStores.storesLazily(call, call.getTarget().getRawReturnType());
      if (!once) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether code the imported classes do not show may call it as well: a framework, through an
   * annotation other than {@link RunOncePlaces#CALLER_NEUTRAL_ANNOTATIONS}; or the callers of a
   * supertype's method it overrides, which a library such as an executor may be. A supertype
   * outside the import may declare it, unless the catalog knows it declares only its callbacks
   * ({@link RunOncePlaces#CALLBACK_ONLY_TYPES}).
   */
  private static boolean othersMayCall(JavaCodeUnit unit) {
    if (unit.getModifiers().contains(JavaModifier.PRIVATE) || !(unit instanceof JavaMethod)) {
      return false;
    }
    for (JavaAnnotation<?> annotation : unit.getAnnotations()) {
      if (!RunOncePlaces.CALLER_NEUTRAL_ANNOTATIONS.contains(annotation.getRawType().getName())) {
        return true;
      }
    }
    List<String> parameters = Signatures.parameters(unit);
    JavaClass owner = unit.getOwner();
    List<JavaClass> supertypes = new ArrayList<>(owner.getAllRawSuperclasses());
    supertypes.addAll(owner.getAllRawInterfaces());
    for (JavaClass supertype : supertypes) {
      if (supertype.isEquivalentTo(Object.class)) {
        continue;
      }
      if (RunOncePlaces.CALLBACK_ONLY_TYPES.contains(supertype.getName())) {
        if (isCallbackOf(supertype.getName(), unit.getName())) {
          return true;
        }
        continue;
      }
      // A type outside the import shows none of its methods: it may declare this one.
      if (!supertype.isFullyImported()
          || supertype.getMethods().stream()
              .anyMatch(method -> Signatures.matches(method, unit.getName(), parameters))) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code type}, a {@link RunOncePlaces#CALLBACK_ONLY_TYPES} entry, declares it. */
  private static boolean isCallbackOf(String type, String name) {
    return RunOncePlaces.CALLBACKS.stream()
        .anyMatch(callback -> callback.binaryOwner().equals(type) && callback.named(name));
  }

  private static boolean isOncePlace(JavaCodeUnit unit) {
    // A local or anonymous class is created per call of the code that declares it: its
    // constructor (and the field initializers compiled into it) is judged by that code.
    if (unit.isConstructor()
            && !unit.getOwner().isLocalClass()
            && !unit.getOwner().isAnonymousClass()
        || unit instanceof JavaStaticInitializer) {
      return true;
    }
    if (unit.getAnnotations().stream()
        .anyMatch(a -> RunOncePlaces.ANNOTATIONS.contains(a.getRawType().getName()))) {
      return true;
    }
    return isMain(unit) || isLoadMethod(unit) || listensOnlyOnce(unit);
  }

  /**
   * A listener that hears only events published once: named in its annotation, else its parameter's
   * type; or a CDI observer of an event fired once.
   */
  private static boolean listensOnlyOnce(JavaCodeUnit unit) {
    for (JavaAnnotation<?> annotation : unit.getAnnotations()) {
      for (OnceEvents listener : RunOncePlaces.EVENT_LISTENERS) {
        if (annotation.getRawType().getName().equals(listener.annotation())) {
          List<String> heard = named(annotation, listener);
          if (heard.isEmpty() && unit.getRawParameterTypes().size() == 1) {
            heard.add(unit.getRawParameterTypes().get(0).getName());
          }
          if (listener.onlyOnce(heard)) {
            return true;
          }
        }
      }
    }
    return unit.getParameters().stream().anyMatch(RunsOnce::observesOnlyOnce);
  }

  private static boolean observesOnlyOnce(JavaParameter parameter) {
    if (parameter.getAnnotations().stream()
        .noneMatch(a -> RunOncePlaces.OBSERVES.contains(a.getRawType().getName()))) {
      return false;
    }
    for (JavaAnnotation<?> annotation : parameter.getAnnotations()) {
      for (OnceEvents qualifier : RunOncePlaces.OBSERVED_ONCE) {
        if (annotation.getRawType().getName().equals(qualifier.annotation())
            && qualifier.onlyOnce(named(annotation, qualifier))) {
          return true;
        }
      }
    }
    return false;
  }

  private static List<String> named(JavaAnnotation<?> annotation, OnceEvents listener) {
    List<String> named = new ArrayList<>();
    for (String attribute : listener.attributes()) {
      annotation.get(attribute).ifPresent(value -> addClasses(value, named));
    }
    return named;
  }

  private static void addClasses(Object value, List<String> heard) {
    if (value instanceof Object[] array) {
      for (Object element : array) {
        addClasses(element, heard);
      }
    } else if (value instanceof JavaClass type) {
      heard.add(type.getName());
    }
  }

  private static boolean isMain(JavaCodeUnit unit) {
    return unit instanceof JavaMethod
        && unit.getName().equals("main")
        && unit.getModifiers().contains(JavaModifier.STATIC)
        && unit.getRawParameterTypes().size() == 1
        && unit.getRawParameterTypes().get(0).getName().equals(String[].class.getName());
  }

  private static boolean isLoadMethod(JavaCodeUnit unit) {
    JavaClass owner = unit.getOwner();
    return RunOncePlaces.CALLBACKS.stream()
        .anyMatch(
            callback ->
                callback.named(unit.getName()) && owner.isAssignableTo(callback.binaryOwner()));
  }

  private static boolean isCachingCall(JavaAccess<?> call) {
    return CACHING_CALLS.stream().anyMatch(matcher -> matcher.matches(call));
  }

  private static boolean runsWithCaller(JavaAccess<?> call) {
    return RUN_WITH_CALLER.stream().anyMatch(matcher -> matcher.matches(call));
  }
}
