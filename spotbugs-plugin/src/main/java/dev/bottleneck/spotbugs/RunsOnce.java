package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.OnceEvents;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.catalog.facts.TypeName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AnnotationNode;

/**
 * Decides whether code runs once per process (or once per cached key) rather than per call, from
 * the catalog's {@link RunOncePlaces}: static initializers, the run-once annotations, start-up
 * callbacks and listeners to start-up events, {@code main}, cache loaders, lambdas and method
 * references handed to a cache or memoizer, lambdas handed to a call that runs them with its caller
 * in such a place, and methods whose every caller in the analysed classes is such a place or keeps
 * the result lazily ({@link LazyStores}); the same for a lambda compiled into a class of its own
 * ({@link FunctionClasses}). A constructor is such a method: it runs once when every {@code new} of
 * its class does, or when nothing in the analysed classes creates the class (a bean). One instance
 * per analysis: it memoizes per method.
 */
final class RunsOnce {
  private static final List<CallMatcher> CACHING_CALLS = CallMatcher.of(RunOncePlaces.LOADER_CALLS);
  private static final List<CallMatcher> RUN_WITH_CALLER =
      CallMatcher.of(RunOncePlaces.RUN_WITH_CALLER);
  private static final Set<String> ANNOTATIONS = binary(RunOncePlaces.ANNOTATIONS);
  private static final Set<String> CALLER_NEUTRAL =
      binary(RunOncePlaces.CALLER_NEUTRAL_ANNOTATIONS);
  private static final Set<String> OBSERVES = binary(RunOncePlaces.OBSERVES);
  private static final String MAIN_DESCRIPTOR = "([Ljava/lang/String;)V";

  private final Analysis analysis;
  private final LazyStores lazyStores;
  private final FunctionClasses functionClasses;
  private final Map<MethodCode, Boolean> onceByMethod = new HashMap<>();

  RunsOnce(Analysis analysis) {
    this.analysis = analysis;
    this.lazyStores = new LazyStores(analysis);
    this.functionClasses = new FunctionClasses(analysis);
  }

  /** Whether this call runs once: judged by its lambda's receiver, else by its method. */
  boolean runsOnce(Call call) {
    return call.function() != null
        ? functionRunsOnce(call.function(), call.origin())
        : runsOnce(call.origin());
  }

  /**
   * Whether a lambda or method reference runs once: given to a cache, or given to a call that runs
   * it as often as the code around it runs, where that code runs once.
   */
  private boolean functionRunsOnce(Lambda function, MethodCode method) {
    List<Call> receivers = function.receivers();
    if (receivers.stream().anyMatch(call -> CallMatcher.any(CACHING_CALLS, call, analysis))) {
      return true;
    }
    boolean withCaller =
        receivers.stream().anyMatch(call -> CallMatcher.any(RUN_WITH_CALLER, call, analysis))
            || returnedAsCustomizer(function, method);
    return withCaller
        && (function.enclosing() != null
            ? functionRunsOnce(function.enclosing(), method)
            : runsOnce(method));
  }

  /**
   * A lambda its method returns, when the method's return type is a customizer ({@link
   * RunOncePlaces#APPLIED_ONCE_SUFFIX}): whoever applies it does so once.
   */
  private static boolean returnedAsCustomizer(Lambda function, MethodCode method) {
    return function.enclosing() == null
        && Types.simpleName(method.returnType()).endsWith(RunOncePlaces.APPLIED_ONCE_SUFFIX)
        && function.receivers().isEmpty();
  }

  boolean runsOnce(MethodCode method) {
    Boolean known = onceByMethod.get(method);
    if (known != null) {
      return known;
    }
    // A cycle of callers adds no per-call entry of its own: assume once until a caller says not.
    onceByMethod.put(method, true);
    boolean once =
        isOncePlace(method) || functionClassRunsOnce(method) || allCallersRunOnce(method);
    onceByMethod.put(method, once);
    return once;
  }

  /**
   * A method of a lambda compiled into a class of its own ({@link FunctionClasses}): it runs once
   * when each place that creates the function value hands it to a call that runs it once.
   */
  private boolean functionClassRunsOnce(MethodCode method) {
    if (!method.isMethod() || !functionClasses.isFunctionClass(method.owner())) {
      return false;
    }
    List<FunctionClasses.Created> created = functionClasses.created(method.owner());
    return !created.isEmpty()
        && created.stream().allMatch(value -> functionRunsOnce(value.function(), value.method()));
  }

  private boolean allCallersRunOnce(MethodCode method) {
    List<Call> callers = analysis.program().callersOf(method);
    if (callers.isEmpty()) {
      // Nothing we can see calls it: a private method is dead or reflective code, not a hot path;
      // a class nothing in the module creates is made by a framework, as a bean, once.
      return method.isPrivate() || method.isConstructor() && !isLocalOrAnonymous(method);
    }
    if (othersMayCall(method)) {
      return false;
    }
    for (Call caller : callers) {
      boolean once =
          runsOnce(caller)
              || caller.function() == null
                  && !caller.reference()
                  && lazyStores.storesLazily(caller, caller.returnedType());
      if (!once) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether code the analysed classes do not show may call it as well: a framework, through an
   * annotation other than the caller-neutral ones; or the callers of a supertype's method it
   * overrides, which a library such as an executor may be.
   */
  private boolean othersMayCall(MethodCode method) {
    if (method.isPrivate() || !method.isMethod()) {
      return false;
    }
    if (method.annotationTypes().stream().anyMatch(type -> !CALLER_NEUTRAL.contains(type))) {
      return true;
    }
    for (String supertype : analysis.types().supertypes(method.ownerName())) {
      if (supertype.equals("java.lang.Object")) {
        continue;
      }
      if (!analysis.types().exists(supertype)
          || analysis.types().methods(supertype).stream()
              .anyMatch(
                  m ->
                      m.getName().equals(method.name())
                          && Type.getArgumentTypes(m.getSignature()).length
                              == method.parameterTypes().size()
                          && sameParameters(m.getSignature(), method.descriptor()))) {
        return true;
      }
    }
    return false;
  }

  private static boolean sameParameters(String a, String b) {
    return a.substring(0, a.indexOf(')')).equals(b.substring(0, b.indexOf(')')));
  }

  private boolean isLocalOrAnonymous(MethodCode method) {
    return analysis.program().isLocalOrAnonymous(method.owner().name);
  }

  private boolean isOncePlace(MethodCode method) {
    // A constructor (and the field initializers compiled into it) runs as often as the code that
    // creates its class: judged by its callers, as any method.
    if (method.isStaticInitializer()) {
      return true;
    }
    if (method.annotationTypes().stream().anyMatch(ANNOTATIONS::contains)) {
      return true;
    }
    return isMain(method)
        || isLoadMethod(method)
        || listensOnlyOnce(method)
        || copiedFromInlineOnce(method);
  }

  /**
   * A method of an anonymous class that kotlinc copied from an anonymous object of a library's
   * inline function whose function argument runs once ({@link RunOncePlaces#KOTLIN_INLINE_ONCE}):
   * the object {@code BeanDefinitionDsl$bean$1} declared in {@code bean}.
   */
  private static boolean copiedFromInlineOnce(MethodCode method) {
    return Smap.copiedFrom(method.owner())
        .map(
            origin -> {
              String declaring = origin.replaceFirst("\\$\\d+$", "");
              int split = declaring.lastIndexOf('$');
              return split > 0
                  && RunOncePlaces.KOTLIN_INLINE_ONCE.stream()
                      .anyMatch(
                          api ->
                              api.binaryOwner()
                                      .equals(Types.binaryName(declaring.substring(0, split)))
                                  && api.named(declaring.substring(split + 1)));
            })
        .orElse(false);
  }

  /**
   * A listener that hears only events published once: named in its annotation, else its parameter's
   * type; or a CDI observer of an event fired once.
   */
  private static boolean listensOnlyOnce(MethodCode method) {
    for (AnnotationNode annotation : method.annotations().toList()) {
      for (OnceEvents listener : RunOncePlaces.EVENT_LISTENERS) {
        if (isType(annotation, listener.annotation())) {
          List<String> heard = named(annotation, listener);
          if (heard.isEmpty() && method.parameterTypes().size() == 1) {
            heard.add(method.parameterTypes().get(0));
          }
          if (listener.onlyOnce(canonical(heard))) {
            return true;
          }
        }
      }
    }
    for (int parameter = 0; parameter < method.parameterTypes().size(); parameter++) {
      if (observesOnlyOnce(method.parameterAnnotations(parameter).toList())) {
        return true;
      }
    }
    return false;
  }

  private static boolean observesOnlyOnce(List<AnnotationNode> annotations) {
    if (annotations.stream()
        .noneMatch(a -> OBSERVES.contains(Type.getType(a.desc).getClassName()))) {
      return false;
    }
    for (AnnotationNode annotation : annotations) {
      for (OnceEvents qualifier : RunOncePlaces.OBSERVED_ONCE) {
        if (isType(annotation, qualifier.annotation())
            && qualifier.onlyOnce(canonical(named(annotation, qualifier)))) {
          return true;
        }
      }
    }
    return false;
  }

  /** The classes named in the listener's event attributes, by binary name. */
  private static List<String> named(AnnotationNode annotation, OnceEvents listener) {
    List<String> named = new ArrayList<>();
    List<Object> values = annotation.values == null ? List.of() : annotation.values;
    for (int i = 0; i + 1 < values.size(); i += 2) {
      if (listener.attributes().contains(values.get(i))) {
        addClasses(values.get(i + 1), named);
      }
    }
    return named;
  }

  private static void addClasses(Object value, List<String> heard) {
    if (value instanceof List<?> list) {
      list.forEach(element -> addClasses(element, heard));
    } else if (value instanceof Type type) {
      heard.add(type.getClassName());
    }
  }

  private static boolean isMain(MethodCode method) {
    return method.name().equals("main")
        && method.isStatic()
        && method.descriptor().equals(MAIN_DESCRIPTOR);
  }

  private boolean isLoadMethod(MethodCode method) {
    return RunOncePlaces.CALLBACKS.stream()
        .anyMatch(
            callback ->
                callback.named(method.name())
                    && analysis.types().isAssignable(method.ownerName(), callback.binaryOwner()));
  }

  private static boolean isType(AnnotationNode annotation, String canonicalName) {
    return Type.getType(annotation.desc).getClassName().equals(TypeName.binary(canonicalName));
  }

  /** Binary names as the catalog writes types: nested types joined with a dot. */
  private static List<String> canonical(List<String> binaryNames) {
    return binaryNames.stream().map(name -> name.replace('$', '.')).toList();
  }

  private static Set<String> binary(List<String> canonicalNames) {
    return canonicalNames.stream().map(TypeName::binary).collect(Collectors.toSet());
  }
}
