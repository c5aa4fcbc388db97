package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SuperExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.stmt.TryStmt;
import dev.bottleneck.catalog.FixText;
import dev.bottleneck.catalog.facts.PerCallSubject;
import dev.bottleneck.catalog.facts.TypeName;
import dev.bottleneck.maven.finding.Fix;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The fix of the creation rules, as the Error Prone checks offer it: the creation moves into a
 * {@code private static final} constant declared right above the member that holds it, and the
 * creation becomes the constant's name. Offered only where that compiles and keeps behaviour: the
 * expression reads no local, parameter, instance state, non-final or later-declared static field,
 * calls nothing that may throw a checked exception, and the object is only used through read-only
 * calls. Without javac's symbols the plugin is stricter than the check: it accepts only calls it
 * can prove safe, and otherwise offers no fix.
 */
final class HoistFix {
  private final SourceFile file;
  private final Types types;
  private final PerCallSubject subject;
  private final Creations creations;

  /** Per class, per constant name: the rank of each rival creation (see {@link #name}). */
  private final Map<TypeDeclaration<?>, Map<String, Map<String, Integer>>> rivalsByHost =
      new IdentityHashMap<>();

  private final Map<String, FreeNames> freeNames = new HashMap<>();
  private Set<String> taken;

  HoistFix(SourceFile file, PerCallSubject subject, Creations creations) {
    this.file = file;
    this.types = file.types();
    this.subject = subject;
    this.creations = creations;
  }

  Optional<Fix> of(Expression creation) {
    Node member = creation;
    Node host = creation.getParentNode().orElse(null);
    while (host != null && !(host instanceof TypeDeclaration<?>)) {
      if (host instanceof ObjectCreationExpr anonymous
              && anonymous.getAnonymousClassBody().isPresent()
              && member instanceof BodyDeclaration<?>
          || host instanceof EnumConstantDeclaration) {
        return Optional.empty();
      }
      member = host;
      host = host.getParentNode().orElse(null);
    }
    if (!(host instanceof TypeDeclaration<?> type)
        || !(member instanceof BodyDeclaration<?>)
        || !canHoldConstant(type)
        || creation.getRange().isEmpty()
        || member.getRange().isEmpty()
        || !initializerIsSafe(creation, type, member)
        || !onlyReadOnlyUses(creation)) {
      return Optional.empty();
    }
    Optional<String> declaredType = declaredType(creation);
    if (declaredType.isEmpty()) {
      return Optional.empty();
    }
    List<String> lines = file.lines();
    int memberLine = member.getBegin().orElseThrow().line;
    // Another declaration before the member on its line would end up after the constant.
    if (!lines.get(memberLine - 1).substring(0, member.getBegin().get().column - 1).isBlank()) {
      return Optional.empty();
    }
    int top = FixText.memberTop(lines, memberLine - 1);
    String indent = FixText.indentation(lines.get(memberLine - 1));
    String source = text(lines, creation);
    int begin = creation.getBegin().orElseThrow().line;
    int end = creation.getEnd().orElseThrow().line;
    Optional<String> existing = existingConstant(type, member, source, declaredType.get());
    if (existing.isPresent()) {
      return Optional.of(
          new Fix(
              "Use the constant " + existing.get(),
              begin,
              end,
              List.of(replaced(lines, creation, existing.get()))));
    }
    String name = name(creation, type, member, declaredType.get());
    List<String> replaced =
        new ArrayList<>(
            List.of(FixText.constant(indent, declaredType.get(), name, source).split("\n", -1)));
    // The constant's text ends with a line break: its last piece is the start of the member's line.
    replaced.remove(replaced.size() - 1);
    for (int line = top + 1; line < begin; line++) {
      replaced.add(lines.get(line - 1));
    }
    replaced.add(replaced(lines, creation, name));
    return Optional.of(new Fix("Create it once, in the constant " + name, top + 1, end, replaced));
  }

  /** The line where {@code creation} starts, with the creation, to its last line, replaced. */
  private static String replaced(List<String> lines, Expression creation, String name) {
    return lines
            .get(creation.getBegin().get().line - 1)
            .substring(0, creation.getBegin().get().column - 1)
        + name
        + lines.get(creation.getEnd().get().line - 1).substring(creation.getEnd().get().column);
  }

  /**
   * A constant of the host, declared before the member, that already holds the same creation: the
   * fix uses it instead of adding a second one.
   */
  private Optional<String> existingConstant(
      TypeDeclaration<?> host, Node member, String source, String type) {
    for (FieldDeclaration field : host.getFields()) {
      if (!field.isStatic()
          || !field.isFinal()
          || field.getParentNode().orElse(null) != host
          || !field.getBegin().get().isBefore(member.getBegin().get())) {
        continue;
      }
      for (VariableDeclarator variable : field.getVariables()) {
        if (variable.getType().asString().equals(type)
            && variable.getInitializer().filter(init -> init.getRange().isPresent()).isPresent()
            && text(file.lines(), variable.getInitializer().get()).equals(source)) {
          return Optional.of(variable.getNameAsString());
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Top-level classes, enums and records, and static nested ones: inner, local and anonymous
   * classes take static members only from Java 16 on, and interfaces no private fields.
   */
  private static boolean canHoldConstant(TypeDeclaration<?> type) {
    boolean kind =
        type instanceof ClassOrInterfaceDeclaration declaration && !declaration.isInterface()
            || type instanceof EnumDeclaration
            || type instanceof RecordDeclaration;
    Node parent = type.getParentNode().orElse(null);
    boolean nested =
        parent instanceof CompilationUnit
            || parent instanceof TypeDeclaration<?> outer
                && (type.isStatic()
                    || !(type instanceof ClassOrInterfaceDeclaration)
                    || outer instanceof ClassOrInterfaceDeclaration owner && owner.isInterface());
    return kind && nested;
  }

  /**
   * The expression can run once, at class initialization, before the member: it reads only types,
   * constants declared above the member, and what it declares itself; it calls only its own chain
   * and JDK methods that throw no checked exception.
   */
  private boolean initializerIsSafe(Expression creation, TypeDeclaration<?> host, Node member) {
    Set<MethodCallExpr> chain = new HashSet<>();
    for (Expression link = creation; link instanceof MethodCallExpr call; ) {
      chain.add(call);
      link = call.getScope().orElse(null);
      while (link instanceof EnclosedExpr enclosed) {
        link = enclosed.getInner();
      }
    }
    for (Node node : creation.findAll(Node.class)) {
      boolean safe;
      if (node instanceof ThisExpr || node instanceof SuperExpr) {
        safe = false;
      } else if (node instanceof ObjectCreationExpr created) {
        safe = created.getAnonymousClassBody().isEmpty() && !createsInnerClass(created);
      } else if (node instanceof NameExpr name) {
        safe = readsConstant(name, creation, host, member);
      } else if (node instanceof MethodCallExpr call) {
        safe = chain.contains(call) || isSafeJdkCall(call);
      } else {
        safe = true;
      }
      if (!safe) {
        return false;
      }
    }
    return true;
  }

  private boolean createsInnerClass(ObjectCreationExpr created) {
    return created.getScope().isPresent()
        || types
            .resolve(created.getType(), created)
            .flatMap(types::sourceDeclaration)
            .filter(
                type ->
                    type instanceof ClassOrInterfaceDeclaration declaration
                        && !declaration.isStatic()
                        && !declaration.isInterface()
                        && !(declaration.getParentNode().orElse(null) instanceof CompilationUnit))
            .isPresent();
  }

  private boolean readsConstant(
      NameExpr name, Expression creation, TypeDeclaration<?> host, Node member) {
    if (types.typeReference(name).isPresent()) {
      return true;
    }
    Optional<Variables.Variable> variable = types.variable(name);
    if (variable.isEmpty()) {
      return false;
    }
    Node declaration = variable.get().declaration();
    if (creation.isAncestorOf(declaration)) {
      return true;
    }
    if (!variable.get().field()
        || !(declaration.getParentNode().orElse(null) instanceof FieldDeclaration field)
        || !field.isStatic()
        || !field.isFinal()) {
      return false;
    }
    // A constant of this class declared below the member is not set yet when ours is.
    return !(host.isAncestorOf(field)
        && field.getBegin().isPresent()
        && field.getBegin().get().isAfterOrEqual(member.getBegin().orElseThrow()));
  }

  /**
   * A JDK method every overload of which, with this many parameters, throws no checked exception.
   */
  private boolean isSafeJdkCall(MethodCallExpr call) {
    Optional<String> owner =
        Calls.staticOwner(types, call).or(() -> call.getScope().flatMap(types::typeOf));
    if (owner.isEmpty() || !owner.get().startsWith("java.")) {
      return false;
    }
    Class<?> type;
    try {
      type = Class.forName(owner.get(), false, ClassLoader.getPlatformClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
    boolean found = false;
    for (Method method : type.getMethods()) {
      if (!method.getName().equals(call.getNameAsString())
          || !(method.isVarArgs() || method.getParameterCount() == call.getArguments().size())) {
        continue;
      }
      found = true;
      for (Class<?> thrown : method.getExceptionTypes()) {
        if (!RuntimeException.class.isAssignableFrom(thrown)
            && !Error.class.isAssignableFrom(thrown)) {
          return false;
        }
      }
    }
    return found;
  }

  /**
   * Every use of the new object is a read-only call: on the expression itself, or on a local
   * variable it initializes (never a try-with-resources resource, which is closed).
   */
  private boolean onlyReadOnlyUses(Expression creation) {
    Node use = RunsOnce.valueUse(creation);
    Node parent = use.getParentNode().orElse(null);
    if (parent instanceof VariableDeclarator local && local.getInitializer().orElse(null) == use) {
      Optional<Node> body =
          local.findAncestor(
              node -> node instanceof CallableDeclaration<?> || node instanceof LambdaExpr,
              Node.class);
      if (body.isEmpty()
          || local.getParentNode().orElse(null) instanceof FieldDeclaration
          || local
              .findAncestor(TryStmt.class)
              .filter(
                  tryStmt -> tryStmt.getResources().stream().anyMatch(r -> r.isAncestorOf(local)))
              .isPresent()) {
        return false;
      }
      List<NameExpr> references =
          body.get().findAll(NameExpr.class).stream()
              .filter(reference -> reference.getNameAsString().equals(local.getNameAsString()))
              .filter(
                  reference ->
                      types
                          .variable(reference)
                          .filter(variable -> variable.declaration() == local)
                          .isPresent())
              .toList();
      return !references.isEmpty() && references.stream().allMatch(this::isReadOnlyCall);
    }
    return isReadOnlyCall(use);
  }

  private boolean isReadOnlyCall(Node receiver) {
    return receiver.getParentNode().orElse(null) instanceof MethodCallExpr call
        && call.getScope().orElse(null) == receiver
        && ApiMatchers.call(types, call).matchesAny(subject.readOnlyUses());
  }

  /**
   * The constant's type as the file can write it: a constructor's type as written; a factory's or
   * builder's result by its simple name where the file imports it, else by its qualified name.
   */
  private Optional<String> declaredType(Expression creation) {
    if (creation instanceof ObjectCreationExpr construction) {
      return construction.getTypeArguments().isPresent()
              || construction.getType().getTypeArguments().isPresent()
          ? Optional.empty()
          : Optional.of(construction.getType().asString());
    }
    Optional<String> type = types.typeOf(creation).filter(name -> name.contains("."));
    if (type.isEmpty()) {
      return Optional.empty();
    }
    String simple = TypeName.simple(type.get());
    boolean imported =
        file.unit().getImports().stream()
            .anyMatch(
                declaration ->
                    !declaration.isStatic()
                        && !declaration.isAsterisk()
                        && declaration.getNameAsString().equals(type.get()));
    return Optional.of(imported || type.get().equals("java.lang." + simple) ? simple : type.get());
  }

  /**
   * A name no variable of the file uses. Creations in the class that would take the same name get
   * distinct ones in source order, unless they are the same text in the same member: their fixes
   * then add the same constant at the same place.
   */
  private String name(Expression creation, TypeDeclaration<?> host, Node member, String type) {
    String base = FixText.constantName(TypeName.simple(type));
    Map<String, Integer> rivals =
        rivalsByHost
            .computeIfAbsent(host, h -> new HashMap<>())
            .computeIfAbsent(base, b -> rivals(host, b));
    int rank =
        rivals.getOrDefault(memberOf(creation, host) + "\n" + text(file.lines(), creation), 0);
    return freeNames.computeIfAbsent(base, FreeNames::new).get(rank);
  }

  /**
   * The creations of {@code host} whose constant would be named {@code base}, each member and text
   * once, with its rank in source order. Worked out once per class and name, not once per fix: a
   * class of 20,000 methods would otherwise cost a walk of the class for every creation in it.
   */
  private Map<String, Integer> rivals(TypeDeclaration<?> host, String base) {
    Map<String, Integer> rivals = new HashMap<>();
    for (Expression other : host.findAll(Expression.class)) {
      if ((other instanceof ObjectCreationExpr || other instanceof MethodCallExpr)
          && creations.isCreation(other)) {
        Optional<String> otherType = declaredType(other);
        if (otherType.isPresent()
            && FixText.constantName(TypeName.simple(otherType.get())).equals(base)) {
          rivals.putIfAbsent(
              memberOf(other, host) + "\n" + text(file.lines(), other), rivals.size());
        }
      }
    }
    return rivals;
  }

  /** The names of the file's variables and parameters, which a constant must not take. */
  private Set<String> taken() {
    if (taken == null) {
      taken = new HashSet<>();
      file.unit().findAll(VariableDeclarator.class).forEach(v -> taken.add(v.getNameAsString()));
      file.unit().findAll(Parameter.class).forEach(p -> taken.add(p.getNameAsString()));
    }
    return taken;
  }

  /** The names a constant of one base name may take, in order: base, base_2, ..., unless taken. */
  private final class FreeNames {
    private final String base;
    private final List<String> free = new ArrayList<>();
    private int next = 1;

    FreeNames(String base) {
      this.base = base;
    }

    /** The name of rank {@code rank} (from 0) among those not taken. */
    String get(int rank) {
      while (free.size() <= rank) {
        String candidate = next == 1 ? base : base + "_" + next;
        next++;
        if (!taken().contains(candidate)) {
          free.add(candidate);
        }
      }
      return free.get(rank);
    }
  }

  /**
   * Where the member holding {@code node} starts, as a key; the host's own start for nested types.
   */
  private static String memberOf(Node node, TypeDeclaration<?> host) {
    Node member = node;
    while (member.getParentNode().isPresent() && member.getParentNode().get() != host) {
      member = member.getParentNode().get();
    }
    return member.getBegin().map(Object::toString).orElse("");
  }

  /** The source text of {@code node}, as the file writes it. */
  static String text(List<String> lines, Node node) {
    int beginLine = node.getBegin().orElseThrow().line;
    int beginColumn = node.getBegin().get().column;
    int endLine = node.getEnd().orElseThrow().line;
    int endColumn = node.getEnd().get().column;
    if (beginLine == endLine) {
      return lines.get(beginLine - 1).substring(beginColumn - 1, endColumn);
    }
    StringBuilder text = new StringBuilder(lines.get(beginLine - 1).substring(beginColumn - 1));
    for (int line = beginLine + 1; line < endLine; line++) {
      text.append('\n').append(lines.get(line - 1));
    }
    return text.append('\n').append(lines.get(endLine - 1), 0, endColumn).toString();
  }
}
