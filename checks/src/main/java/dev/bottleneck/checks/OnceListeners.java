package dev.bottleneck.checks;

import com.sun.tools.javac.code.Attribute;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import dev.bottleneck.catalog.facts.OnceEvents;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;

/**
 * Listener methods that hear only events published once: the events named in the annotation, or
 * else the type of the single parameter ({@link RunOncePlaces#EVENT_LISTENERS}); and CDI observers
 * of events fired once ({@link RunOncePlaces#OBSERVED_ONCE}).
 */
final class OnceListeners {
  private OnceListeners() {}

  static boolean listensOnlyOnce(MethodSymbol method) {
    for (Attribute.Compound annotation : method.getAnnotationMirrors()) {
      for (OnceEvents listener : RunOncePlaces.EVENT_LISTENERS) {
        if (listener.annotation().equals(nameOf(annotation))) {
          List<String> heard = named(annotation, listener);
          if (heard.isEmpty() && method.getParameters().size() == 1) {
            heard.add(method.getParameters().get(0).asType().tsym.getQualifiedName().toString());
          }
          if (listener.onlyOnce(heard)) {
            return true;
          }
        }
      }
    }
    return method.getParameters().stream().anyMatch(OnceListeners::observesOnlyOnce);
  }

  /** A CDI observer parameter whose qualifier names only events fired once. */
  private static boolean observesOnlyOnce(Symbol parameter) {
    List<Attribute.Compound> annotations = parameter.getAnnotationMirrors();
    if (annotations.stream().noneMatch(a -> RunOncePlaces.OBSERVES.contains(nameOf(a)))) {
      return false;
    }
    for (Attribute.Compound annotation : annotations) {
      for (OnceEvents qualifier : RunOncePlaces.OBSERVED_ONCE) {
        if (qualifier.annotation().equals(nameOf(annotation))
            && qualifier.onlyOnce(named(annotation, qualifier))) {
          return true;
        }
      }
    }
    return false;
  }

  private static String nameOf(Attribute.Compound annotation) {
    return annotation.type.tsym.getQualifiedName().toString();
  }

  /** The classes the annotation names in the listener's attributes, canonical names. */
  private static List<String> named(Attribute.Compound annotation, OnceEvents listener) {
    List<String> named = new ArrayList<>();
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> value :
        annotation.getElementValues().entrySet()) {
      if (listener.attributes().contains(value.getKey().getSimpleName().toString())) {
        addClasses((Attribute) value.getValue(), named);
      }
    }
    return named;
  }

  private static void addClasses(Attribute value, List<String> named) {
    if (value instanceof Attribute.Array array) {
      for (Attribute element : array.values) {
        addClasses(element, named);
      }
    } else if (value instanceof Attribute.Class type) {
      named.add(type.classType.tsym.getQualifiedName().toString());
    }
  }
}
