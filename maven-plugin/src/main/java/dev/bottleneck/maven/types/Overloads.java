package dev.bottleneck.maven.types;

import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which of a type's same-named methods a call may run. The arity decides first; where several
 * overloads share it ({@code toXml(Order)} and {@code toXml(Invoice)}), the argument types whose
 * static type is known rule out the overloads whose parameters cannot take them. This is no full
 * overload resolution: it only rules out, an argument of unknown type rules nothing out, and when
 * the known types would rule out every overload (a hierarchy the scan cannot see), the arity alone
 * decides, as before.
 */
public final class Overloads {
  /** The primitive types each primitive widens to (JLS 5.1.2), besides itself. */
  private static final Map<String, Set<String>> WIDENS_TO =
      Map.of(
          "byte", Set.of("short", "int", "long", "float", "double"),
          "short", Set.of("int", "long", "float", "double"),
          "char", Set.of("int", "long", "float", "double"),
          "int", Set.of("long", "float", "double"),
          "long", Set.of("float", "double"),
          "float", Set.of("double"));

  private static final Map<String, String> BOXES =
      Map.of(
          "boolean", "java.lang.Boolean",
          "byte", "java.lang.Byte",
          "short", "java.lang.Short",
          "char", "java.lang.Character",
          "int", "java.lang.Integer",
          "long", "java.lang.Long",
          "float", "java.lang.Float",
          "double", "java.lang.Double");

  private Overloads() {}

  /** Whether {@code call}, a call by {@code method}'s name on its declaring type, may run it. */
  public static boolean mayCall(Types types, MethodDeclaration method, MethodCallExpr call) {
    int arguments = call.getArguments().size();
    if (!Types.arityMatches(method, arguments)) {
      return false;
    }
    List<MethodDeclaration> sameArity =
        method
            .getParentNode()
            .filter(TypeDeclaration.class::isInstance)
            .map(owner -> ((TypeDeclaration<?>) owner).getMethodsByName(method.getNameAsString()))
            .orElse(List.of())
            .stream()
            .filter(overload -> Types.arityMatches(overload, arguments))
            .toList();
    if (sameArity.size() < 2) {
      return true;
    }
    List<Optional<String>> argumentTypes =
        call.getArguments().stream().map(argument -> typeOf(types, argument)).toList();
    List<MethodDeclaration> fitting =
        sameArity.stream().filter(overload -> accepts(types, overload, argumentTypes)).toList();
    return fitting.isEmpty() || fitting.stream().anyMatch(overload -> overload == method);
  }

  private static boolean accepts(
      Types types, MethodDeclaration overload, List<Optional<String>> arguments) {
    List<Parameter> parameters = overload.getParameters();
    for (int i = 0; i < arguments.size() && i < parameters.size(); i++) {
      Parameter parameter = parameters.get(i);
      if (parameter.isVarArgs() || arguments.get(i).isEmpty()) {
        continue;
      }
      Optional<String> declared = types.resolve(parameter.getType(), overload);
      if (declared.isPresent() && !assignable(types, arguments.get(i).get(), declared.get())) {
        return false;
      }
    }
    return true;
  }

  /** Assignment in a method invocation context: identity, widening, boxing, unboxing. */
  private static boolean assignable(Types types, String argument, String parameter) {
    if (argument.equals(parameter) || parameter.equals("java.lang.Object")) {
      return true;
    }
    boolean primitiveArgument = BOXES.containsKey(argument);
    boolean primitiveParameter = BOXES.containsKey(parameter);
    if (primitiveArgument && primitiveParameter) {
      return WIDENS_TO.getOrDefault(argument, Set.of()).contains(parameter);
    }
    if (primitiveParameter) {
      return unboxed(argument)
          .filter(
              unboxed ->
                  unboxed.equals(parameter)
                      || WIDENS_TO.getOrDefault(unboxed, Set.of()).contains(parameter))
          .isPresent();
    }
    String reference = primitiveArgument ? BOXES.get(argument) : argument;
    return types.isSubtype(reference, parameter);
  }

  private static Optional<String> unboxed(String type) {
    return BOXES.entrySet().stream()
        .filter(box -> box.getValue().equals(type))
        .map(Map.Entry::getKey)
        .findFirst();
  }

  private static Optional<String> typeOf(Types types, Expression argument) {
    try {
      return types.typeOf(argument);
    } catch (RuntimeException unresolved) {
      // The symbol solver gives up on some library types: the argument then rules nothing out.
      return Optional.empty();
    }
  }
}
