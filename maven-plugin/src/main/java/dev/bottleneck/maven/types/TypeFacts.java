package dev.bottleneck.maven.types;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.AnnotationDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MemberValuePair;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithAnnotations;
import com.github.javaparser.ast.nodeTypes.NodeWithExtends;
import com.github.javaparser.ast.nodeTypes.NodeWithImplements;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.EmptyStmt;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * What the module's cross-file judgments know of one declared type, without its tree: its kind, its
 * supertypes and annotations resolved to qualified names in its own file (its imports, its
 * package), and the signatures and annotations of its methods. A type of a sibling file is read
 * once for the module (see {@link DeclaredTypes}); a type of the file being scanned is read from
 * that file's tree.
 *
 * @param name the qualified name, a local class named as a member of the class around it
 * @param file the file that declares it; empty for a file that is not on disk
 * @param supertypes the extended, then the implemented types that resolve, as {@link
 *     Types#isSubtype} walks them
 * @param supertypesResolved whether every supertype written resolved: one that does not may be
 *     anything
 * @param superclass the class a class extends, if it resolves
 * @param annotations the annotations whose type resolves, in source order
 * @param methods the methods the type declares itself, in source order
 */
public record TypeFacts(
    String name,
    Optional<Path> file,
    Kind kind,
    List<String> supertypes,
    boolean supertypesResolved,
    Optional<String> superclass,
    List<Annotation> annotations,
    List<Method> methods) {

  /** What a type declaration declares. */
  public enum Kind {
    CLASS,
    INTERFACE,
    ENUM,
    RECORD,
    ANNOTATION;

    static Kind of(TypeDeclaration<?> type) {
      if (type instanceof ClassOrInterfaceDeclaration declaration) {
        return declaration.isInterface() ? INTERFACE : CLASS;
      }
      if (type instanceof EnumDeclaration) {
        return ENUM;
      }
      if (type instanceof RecordDeclaration) {
        return RECORD;
      }
      if (type instanceof AnnotationDeclaration) {
        return ANNOTATION;
      }
      throw new IllegalArgumentException("unknown kind of type: " + type.getClass());
    }
  }

  /**
   * A method as a caller and an override see it: name, arity, modifiers written, annotations, and
   * what a call of it returns.
   *
   * @param isPublic whether it is written {@code public} (an interface's method is public without)
   * @param hasBody whether it has a body: a call can run it, not an override
   * @param bodyMayWork whether its body may call a method, refer to one or create an object: false
   *     only where it surely does none of these, such as a getter or a setter, whose work a caller
   *     then knows without reading the body (a sibling read for its declarations has its bodies
   *     emptied, and {@link DeclarationText} marks the ones that may work)
   * @param returns the type it returns, resolved as its file resolves it (a primitive by its name,
   *     {@link #VOID} for none); empty when it does not resolve, as a type variable does not
   */
  public record Method(
      String name,
      int parameters,
      boolean varargs,
      boolean isStatic,
      boolean isPrivate,
      boolean isPublic,
      boolean hasBody,
      boolean bodyMayWork,
      List<Annotation> annotations,
      Optional<String> returns) {
    /** What {@link #returns} holds for a method that returns nothing. */
    public static final String VOID = "void";

    /**
     * Whether a call with {@code arguments} arguments may call it, as {@link Types#arityMatches}.
     */
    public boolean arityMatches(int arguments) {
      return arityMatches(parameters, varargs, arguments);
    }

    /**
     * Whether a call with {@code arguments} arguments may call a method that declares {@code
     * parameters} parameters, the last one variable when {@code varargs}.
     */
    public static boolean arityMatches(int parameters, boolean varargs, int arguments) {
      return varargs ? arguments >= parameters - 1 : arguments == parameters;
    }
  }

  /**
   * An annotation whose type resolved, with the values given explicitly for its attributes that
   * name a constant or are a string: what a rule reads of an annotation ({@code propagation =
   * NEVER}, {@code transactionManager = "kafkaTx"}).
   *
   * @param constants the constant named for an attribute ({@code NEVER} of {@code
   *     Propagation.NEVER}), by attribute
   * @param strings the string literal given for an attribute, as written between the quotes
   */
  public record Annotation(
      String type, Map<String, String> constants, Map<String, String> strings) {
    /** The constant named for {@code attribute}, or "". */
    public String constant(String attribute) {
      return constants.getOrDefault(attribute, "");
    }

    /** The string given for {@code attribute}, or "". */
    public String string(String attribute) {
      return strings.getOrDefault(attribute, "");
    }
  }

  /**
   * The facts of {@code type}, its names resolved by {@code resolve} (a written name and the node
   * where it is written) as its own file resolves them.
   */
  static TypeFacts of(
      TypeDeclaration<?> type,
      Optional<Path> file,
      BiFunction<String, Node, Optional<String>> resolve) {
    List<ClassOrInterfaceType> written = writtenSupertypes(type);
    List<String> supertypes = new ArrayList<>();
    for (ClassOrInterfaceType supertype : written) {
      resolve.apply(supertype.getNameWithScope(), type).ifPresent(supertypes::add);
    }
    Optional<String> superclass =
        type instanceof ClassOrInterfaceDeclaration declaration
                && !declaration.isInterface()
                && !declaration.getExtendedTypes().isEmpty()
            ? resolve.apply(declaration.getExtendedTypes(0).getNameWithScope(), type)
            : Optional.empty();
    List<Method> methods = new ArrayList<>();
    for (MethodDeclaration method : type.getMethods()) {
      int parameters = method.getParameters().size();
      methods.add(
          new Method(
              method.getNameAsString(),
              parameters,
              parameters > 0 && method.getParameter(parameters - 1).isVarArgs(),
              method.isStatic(),
              method.isPrivate(),
              method.isPublic(),
              method.getBody().isPresent(),
              method.getBody().filter(TypeFacts::mayWork).isPresent(),
              annotations(method, resolve),
              method.getType().isVoidType()
                  ? Optional.of(Method.VOID)
                  : TypeNames.resolve(method.getType(), method, resolve)));
    }
    return new TypeFacts(
        SourceIndex.nameOf(type).orElse(""),
        file,
        Kind.of(type),
        List.copyOf(supertypes),
        supertypes.size() == written.size(),
        superclass,
        annotations(type, resolve),
        List.copyOf(methods));
  }

  /**
   * Whether {@code body} may call a method, refer to one or create an object: it holds a call, a
   * method reference or an object creation, or an empty statement, which is how {@link
   * DeclarationText} marks an emptied body that may do any of these.
   */
  private static boolean mayWork(BlockStmt body) {
    return body.findFirst(
            Node.class,
            node ->
                node instanceof MethodCallExpr
                    || node instanceof MethodReferenceExpr
                    || node instanceof ObjectCreationExpr
                    || node instanceof EmptyStmt)
        .isPresent();
  }

  /** The supertypes as written: the extended types, then the implemented ones. */
  static List<ClassOrInterfaceType> writtenSupertypes(TypeDeclaration<?> type) {
    List<ClassOrInterfaceType> written = new ArrayList<>();
    if (type instanceof NodeWithExtends<?> extending) {
      written.addAll(extending.getExtendedTypes());
    }
    if (type instanceof NodeWithImplements<?> implementing) {
      written.addAll(implementing.getImplementedTypes());
    }
    return written;
  }

  /** The annotations of {@code annotated} whose type resolves, in source order. */
  public static List<Annotation> annotations(
      NodeWithAnnotations<?> annotated, BiFunction<String, Node, Optional<String>> resolve) {
    List<Annotation> annotations = new ArrayList<>();
    for (AnnotationExpr annotation : annotated.getAnnotations()) {
      resolve
          .apply(annotation.getNameAsString(), annotation)
          .ifPresent(type -> annotations.add(annotation(type, annotation)));
    }
    return List.copyOf(annotations);
  }

  private static Annotation annotation(String type, AnnotationExpr annotation) {
    // The first value given for each attribute, as the compiler would reject a second.
    Map<String, Expression> given = new HashMap<>();
    if (annotation instanceof SingleMemberAnnotationExpr single) {
      given.put("value", single.getMemberValue());
    } else if (annotation instanceof NormalAnnotationExpr normal) {
      for (MemberValuePair pair : normal.getPairs()) {
        given.putIfAbsent(pair.getNameAsString(), pair.getValue());
      }
    }
    Map<String, String> constants = new HashMap<>();
    Map<String, String> strings = new HashMap<>();
    given.forEach(
        (attribute, value) -> {
          if (value instanceof FieldAccessExpr access) {
            constants.put(attribute, access.getNameAsString());
          } else if (value instanceof NameExpr name) {
            constants.put(attribute, name.getNameAsString());
          } else if (value instanceof StringLiteralExpr literal) {
            strings.put(attribute, literal.getValue());
          }
        });
    return new Annotation(type, Map.copyOf(constants), Map.copyOf(strings));
  }
}
