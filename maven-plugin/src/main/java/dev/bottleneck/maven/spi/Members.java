package dev.bottleneck.maven.spi;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.InitializerDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import java.util.stream.Collectors;

/**
 * Names the member that encloses a finding, stable across edits that move lines: {@code
 * pkg.Type#method(ParamType,...)}, {@code pkg.Type#field}, {@code pkg.Type#<init>(...)}, {@code
 * pkg.Type#<clinit>}. Code in a lambda or an anonymous class belongs to the member of the named
 * class around it.
 */
final class Members {
  private Members() {}

  static String of(Node node) {
    Node member = null;
    Node insideMember = node;
    Node previous = node;
    for (Node current = node.getParentNode().orElse(null);
        current != null;
        previous = current, current = current.getParentNode().orElse(null)) {
      if (current instanceof TypeDeclaration<?> type) {
        String typeName = type.getFullyQualifiedName().orElse(type.getNameAsString());
        return member == null ? typeName : typeName + "#" + describe(member, insideMember);
      }
      if (isMember(current)
          && current.getParentNode().filter(TypeDeclaration.class::isInstance).isPresent()) {
        member = current;
        insideMember = previous;
      }
    }
    return "";
  }

  private static boolean isMember(Node node) {
    return node instanceof CallableDeclaration<?>
        || node instanceof FieldDeclaration
        || node instanceof InitializerDeclaration
        || node instanceof EnumConstantDeclaration;
  }

  private static String describe(Node member, Node insideMember) {
    if (member instanceof ConstructorDeclaration constructor) {
      return "<init>" + parameters(constructor);
    }
    if (member instanceof CallableDeclaration<?> method) {
      return method.getNameAsString() + parameters(method);
    }
    if (member instanceof InitializerDeclaration initializer) {
      return initializer.isStatic() ? "<clinit>" : "<init>";
    }
    if (member instanceof EnumConstantDeclaration constant) {
      return constant.getNameAsString();
    }
    FieldDeclaration field = (FieldDeclaration) member;
    return field.getVariables().stream()
        .filter(variable -> variable == insideMember || variable.isAncestorOf(insideMember))
        .map(VariableDeclarator::getNameAsString)
        .findFirst()
        .orElse(field.getVariable(0).getNameAsString());
  }

  private static String parameters(CallableDeclaration<?> callable) {
    return callable.getParameters().stream()
        .map(Members::simpleName)
        .collect(Collectors.joining(",", "(", ")"));
  }

  private static String simpleName(Parameter parameter) {
    return simpleName(parameter.getType()) + (parameter.isVarArgs() ? "..." : "");
  }

  private static String simpleName(Type type) {
    if (type.isArrayType()) {
      return simpleName(type.asArrayType().getComponentType()) + "[]";
    }
    if (type instanceof ClassOrInterfaceType classType) {
      return classType.getNameAsString();
    }
    return type.asString();
  }
}
