package dev.bottleneck.maven.types;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.CatchClause;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.ForStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.SwitchEntry;
import com.github.javaparser.ast.stmt.TryStmt;
import com.github.javaparser.ast.type.ArrayType;
import com.github.javaparser.ast.type.Type;
import dev.bottleneck.catalog.facts.LogApis;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the declaration a simple name refers to, walking outwards through the scopes of the file as
 * javac does: locals declared earlier in enclosing blocks, loop, resource, catch and lambda
 * variables, parameters, then fields of the enclosing classes, including the {@code log} field that
 * Lombok's logger annotations generate. A class's fields come with those it inherits, which the
 * caller finds ({@link Inherited}): as javac reads a name, the innermost class that declares or
 * inherits a field of the name decides, before the scopes around that class. Static imports are not
 * found here; the caller falls back to the symbol solver for those.
 */
public final class Variables {
  /** Lombok logger annotations and the type of the {@code log} field each generates. */
  static final Map<String, String> LOMBOK_LOGGERS = LogApis.LOMBOK_LOGGERS;

  private static final String LOMBOK_FIELD = LogApis.LOMBOK_FIELD;

  /**
   * A variable: its declared type (absent for {@code var} and untyped lambda parameters), its
   * initializer if any, or the qualified type Lombok gives it.
   */
  public record Variable(
      Node declaration,
      Optional<Type> declaredType,
      Optional<Expression> initializer,
      Optional<String> lombokType,
      boolean field) {}

  /** The nodes that may declare a variable: {@link #findIn} looks nowhere else. */
  private static final List<Class<? extends Node>> SCOPES =
      List.of(
          BlockStmt.class,
          SwitchEntry.class,
          ForStmt.class,
          ForEachStmt.class,
          TryStmt.class,
          CatchClause.class,
          LambdaExpr.class,
          CallableDeclaration.class,
          TypeDeclaration.class,
          ObjectCreationExpr.class);

  private final TypeNames names;

  private final Inherited inherited;

  /** Finds the field of a name that a class, or an anonymous class's body, inherits. */
  @FunctionalInterface
  interface Inherited {
    /**
     * The field named {@code name} that {@code type}, a type declaration or the creation of an
     * anonymous class, inherits from its supertypes; empty when none does or they are unknown.
     */
    Optional<Variable> field(Node type, String name);
  }

  /**
   * For a node below another that declares nothing, the highest such node above it: the names of a
   * deep expression (a 100,000-term concatenation) share one walk past it instead of each walking
   * all of it again.
   */
  private final Map<Node, Node> belowScope = new IdentityHashMap<>();

  /**
   * The scopes of {@code names}'s compilation unit, kept for as long as its nodes are asked about.
   */
  Variables(TypeNames names, Inherited inherited) {
    this.names = names;
    this.inherited = inherited;
  }

  Optional<Variable> find(String name, Node use) {
    for (Node child = belowScope(use), parent = child.getParentNode().orElse(null);
        parent != null;
        child = belowScope(parent), parent = child.getParentNode().orElse(null)) {
      Optional<Variable> found = findIn(parent, child, name);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  /**
   * {@code node}, or its highest ancestor that only nodes which declare nothing separate from it.
   */
  private Node belowScope(Node node) {
    List<Node> passed = new ArrayList<>();
    Node at = node;
    while (true) {
      Node known = belowScope.get(at);
      if (known != null) {
        at = known;
        break;
      }
      Node parent = at.getParentNode().orElse(null);
      if (parent == null || mayDeclare(parent)) {
        break;
      }
      passed.add(at);
      at = parent;
    }
    for (Node below : passed) {
      belowScope.put(below, at);
    }
    return at;
  }

  private static boolean mayDeclare(Node node) {
    for (Class<? extends Node> scope : SCOPES) {
      if (scope.isInstance(node)) {
        return true;
      }
    }
    return false;
  }

  private Optional<Variable> findIn(Node scope, Node child, String name) {
    if (!mayDeclare(scope)) {
      return Optional.empty();
    }
    if (scope instanceof BlockStmt block) {
      return before(block.getStatements(), child, name);
    }
    if (scope instanceof SwitchEntry entry) {
      return before(entry.getStatements(), child, name);
    }
    if (scope instanceof ForStmt loop) {
      for (var init : loop.getInitialization()) {
        if (init instanceof VariableDeclarationExpr declaration) {
          Optional<Variable> found = local(declaration, name);
          if (found.isPresent()) {
            return found;
          }
        }
      }
    }
    if (scope instanceof ForEachStmt loop) {
      return local(loop.getVariable(), name);
    }
    if (scope instanceof TryStmt attempt) {
      for (var resource : attempt.getResources()) {
        if (resource instanceof VariableDeclarationExpr declaration) {
          Optional<Variable> found = local(declaration, name);
          if (found.isPresent()) {
            return found;
          }
        }
      }
    }
    if (scope instanceof CatchClause caught) {
      return parameter(List.of(caught.getParameter()), name);
    }
    if (scope instanceof LambdaExpr lambda) {
      return parameter(lambda.getParameters(), name);
    }
    if (scope instanceof CallableDeclaration<?> callable) {
      return parameter(callable.getParameters(), name);
    }
    if (scope instanceof RecordDeclaration record) {
      Optional<Variable> component = parameter(record.getParameters(), name);
      if (component.isPresent()) {
        return component.map(
            v ->
                new Variable(
                    v.declaration(), v.declaredType(), Optional.empty(), Optional.empty(), true));
      }
    }
    if (scope instanceof TypeDeclaration<?> type) {
      return member(type, name);
    }
    if (scope instanceof ObjectCreationExpr creation) {
      return anonymousMember(creation, name);
    }
    return Optional.empty();
  }

  /**
   * A field that the anonymous class {@code creation} creates declares or inherits, if it is one.
   */
  private Optional<Variable> anonymousMember(ObjectCreationExpr creation, String name) {
    if (creation.getAnonymousClassBody().isEmpty()) {
      return Optional.empty();
    }
    return field(creation.getAnonymousClassBody().get(), name)
        .or(() -> inherited.field(creation, name));
  }

  private static Optional<Variable> before(
      NodeList<Statement> statements, Node child, String name) {
    for (Statement statement : statements) {
      if (statement == child) {
        break;
      }
      if (statement instanceof ExpressionStmt expression
          && expression.getExpression() instanceof VariableDeclarationExpr declaration) {
        Optional<Variable> found = local(declaration, name);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<Variable> local(VariableDeclarationExpr declaration, String name) {
    for (VariableDeclarator variable : declaration.getVariables()) {
      if (variable.getNameAsString().equals(name)) {
        return Optional.of(declared(variable, false));
      }
    }
    return Optional.empty();
  }

  private static Optional<Variable> parameter(List<Parameter> parameters, String name) {
    for (Parameter parameter : parameters) {
      if (parameter.getNameAsString().equals(name)) {
        Type type = parameter.getType();
        boolean inferred = type.isUnknownType() || type.isVarType();
        // A copy: a new node adopts its component, and the tree may be read by other threads.
        Type declared = parameter.isVarArgs() ? new ArrayType(type.clone()) : type;
        return Optional.of(
            new Variable(
                parameter,
                inferred ? Optional.empty() : Optional.of(declared),
                Optional.empty(),
                Optional.empty(),
                false));
      }
    }
    return Optional.empty();
  }

  private static Optional<Variable> field(List<BodyDeclaration<?>> members, String name) {
    for (BodyDeclaration<?> member : members) {
      if (member instanceof FieldDeclaration field) {
        for (VariableDeclarator variable : field.getVariables()) {
          if (variable.getNameAsString().equals(name)) {
            return Optional.of(declared(variable, true));
          }
        }
      }
    }
    return Optional.empty();
  }

  private static Variable declared(VariableDeclarator variable, boolean field) {
    Type type = variable.getType();
    return new Variable(
        variable,
        type.isVarType() ? Optional.empty() : Optional.of(type),
        variable.getInitializer(),
        Optional.empty(),
        field);
  }

  /** A field of {@code type}, declared, generated by Lombok or inherited. */
  Optional<Variable> member(TypeDeclaration<?> type, String name) {
    return declaredMember(type, name).or(() -> inherited.field(type, name));
  }

  /** A field that {@code type} declares or Lombok generates in it, not one it inherits. */
  Optional<Variable> declaredMember(TypeDeclaration<?> type, String name) {
    return field(type.getMembers(), name).or(() -> lombokLogger(type, name));
  }

  /**
   * A field that a subtype of {@code type} inherits from it: one it declares, unless private (a
   * private field is not inherited; Lombok's {@code log} is private).
   */
  static Optional<Variable> inheritable(TypeDeclaration<?> type, String name) {
    return field(type.getMembers(), name)
        .filter(
            variable ->
                !(variable.declaration().getParentNode().orElse(null)
                        instanceof FieldDeclaration declaration
                    && declaration.isPrivate()));
  }

  private Optional<Variable> lombokLogger(TypeDeclaration<?> type, String name) {
    if (!name.equals(LOMBOK_FIELD)
        || !(type instanceof ClassOrInterfaceDeclaration
            || type instanceof EnumDeclaration
            || type instanceof RecordDeclaration)) {
      return Optional.empty();
    }
    for (AnnotationExpr annotation : type.getAnnotations()) {
      Optional<String> logger =
          names.resolve(annotation.getNameAsString(), type).map(LOMBOK_LOGGERS::get);
      if (logger.isPresent()) {
        return Optional.of(
            new Variable(annotation, Optional.empty(), Optional.empty(), logger, true));
      }
    }
    return Optional.empty();
  }
}
