package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.ArrayInitializerExpr;
import com.github.javaparser.ast.expr.ClassExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MemberValuePair;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import dev.bottleneck.catalog.facts.OnceEvents;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.maven.types.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Listener methods that hear only events published once: the events named in the annotation, or
 * else the type of the single parameter ({@link RunOncePlaces#EVENT_LISTENERS}); and CDI observers
 * of events fired once ({@link RunOncePlaces#OBSERVED_ONCE}).
 */
final class OnceListeners {
  private final Types types;

  OnceListeners(Types types) {
    this.types = types;
  }

  boolean listensOnlyOnce(MethodDeclaration method) {
    for (AnnotationExpr annotation : method.getAnnotations()) {
      Optional<String> name = types.resolve(annotation.getNameAsString(), annotation);
      for (OnceEvents listener : RunOncePlaces.EVENT_LISTENERS) {
        if (name.filter(listener.annotation()::equals).isPresent()) {
          List<String> heard = named(annotation, listener);
          if (heard.isEmpty() && method.getParameters().size() == 1) {
            types.resolve(method.getParameter(0).getType(), method).ifPresent(heard::add);
          }
          if (listener.onlyOnce(heard)) {
            return true;
          }
        }
      }
    }
    return method.getParameters().stream().anyMatch(this::observesOnlyOnce);
  }

  /** A CDI observer parameter whose qualifier names only events fired once. */
  private boolean observesOnlyOnce(Parameter parameter) {
    List<String> annotations =
        parameter.getAnnotations().stream()
            .flatMap(a -> types.resolve(a.getNameAsString(), a).stream())
            .toList();
    if (annotations.stream().noneMatch(RunOncePlaces.OBSERVES::contains)) {
      return false;
    }
    for (AnnotationExpr annotation : parameter.getAnnotations()) {
      Optional<String> name = types.resolve(annotation.getNameAsString(), annotation);
      for (OnceEvents qualifier : RunOncePlaces.OBSERVED_ONCE) {
        if (name.filter(qualifier.annotation()::equals).isPresent()
            && qualifier.onlyOnce(named(annotation, qualifier))) {
          return true;
        }
      }
    }
    return false;
  }

  /** The classes the annotation names, canonical names. */
  private List<String> named(AnnotationExpr annotation, OnceEvents listener) {
    List<Expression> named = new ArrayList<>();
    if (annotation instanceof SingleMemberAnnotationExpr single
        && listener.attributes().contains("value")) {
      named.add(single.getMemberValue());
    } else if (annotation instanceof NormalAnnotationExpr normal) {
      for (MemberValuePair pair : normal.getPairs()) {
        if (listener.attributes().contains(pair.getNameAsString())) {
          named.add(pair.getValue());
        }
      }
    }
    List<String> heard = new ArrayList<>();
    for (Expression value : flatten(named)) {
      Optional<String> event =
          value instanceof ClassExpr type ? types.resolve(type.getType(), type) : Optional.empty();
      // An event the scan cannot name may be any event: it is never one published once.
      heard.add(event.orElse("?"));
    }
    return heard;
  }

  private static List<Expression> flatten(List<Expression> values) {
    List<Expression> flat = new ArrayList<>();
    for (Expression value : values) {
      if (value instanceof ArrayInitializerExpr array) {
        flat.addAll(array.getValues());
      } else {
        flat.add(value);
      }
    }
    return flat;
  }
}
