package dev.bottleneck.checks;

import static com.google.errorprone.matchers.Matchers.allOf;
import static com.google.errorprone.matchers.Matchers.anyOf;
import static com.google.errorprone.matchers.Matchers.not;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.util.ASTHelpers.enclosingClass;
import static com.google.errorprone.util.ASTHelpers.getReceiver;
import static com.google.errorprone.util.ASTHelpers.getStartPosition;
import static com.google.errorprone.util.ASTHelpers.getSymbol;
import static com.google.errorprone.util.ASTHelpers.getType;
import static com.google.errorprone.util.ASTHelpers.hasAnnotation;
import static com.google.errorprone.util.ASTHelpers.isCheckedExceptionType;
import static com.google.errorprone.util.ASTHelpers.isConsideredFinal;
import static com.google.errorprone.util.ASTHelpers.isSameType;
import static com.google.errorprone.util.ASTHelpers.isStatic;
import static com.google.errorprone.util.ASTHelpers.isSubtype;
import static com.google.errorprone.util.ASTHelpers.stripParentheses;

import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.fixes.SuggestedFix;
import com.google.errorprone.fixes.SuggestedFixes;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.TypeCastTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.TreeScanner;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.FixText;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.PerCallSubject;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;

/**
 * The analysis the "per call" creation rules share. A check says what it considers a creation; this
 * class decides whether the code around it runs once (initializers, constructors, bean factories,
 * lazy initialization, cache loaders, and private helpers only such places call) or on every call,
 * and offers the fix that hoists the creation into a constant.
 */
final class PerCallCreation {
  /**
   * What one check creates, built from the catalog's facts.
   *
   * @param facts the subject's tables and message parts
   * @param creation the expressions that create a new instance
   * @param readOnlyUse calls that use an instance without changing or closing it: sharing the
   *     instance is only behaviour-preserving when every use is one of these
   */
  record Kind(
      PerCallSubject facts, Matcher<ExpressionTree> creation, Matcher<ExpressionTree> readOnlyUse) {
    static Kind of(PerCallSubject facts) {
      Matcher<ExpressionTree> derived = ApiMatchers.matcher(facts.exclusions());
      Matcher<ExpressionTree> direct = allOf(ApiMatchers.matcher(facts.creations()), not(derived));
      Matcher<ExpressionTree> creation =
          facts.builderStarts().isEmpty()
              ? direct
              : anyOf(
                  direct,
                  builtFrom(
                      allOf(ApiMatchers.matcher(facts.builderStarts()), not(derived)), facts));
      return new Kind(facts, creation, ApiMatchers.matcher(facts.readOnlyUses()));
    }
  }

  /** Methods whose bodies run when a container or an application starts, not per request. */
  private static final List<String> ONCE_ANNOTATIONS = RunOncePlaces.ANNOTATIONS;

  /** Calls that run a function they are given once per key, or once at all, and keep the result. */
  private static final Matcher<ExpressionTree> CACHE_LOADER_CALL =
      ApiMatchers.matcher(RunOncePlaces.LOADER_CALLS);

  /**
   * Calls that run a function they are given as often as they are called themselves: inline ({@code
   * forEach}, a stream, an {@code Optional}) or once as a task.
   */
  private static final Matcher<ExpressionTree> RUNS_WITH_CALLER =
      ApiMatchers.matcher(RunOncePlaces.RUN_WITH_CALLER);

  /** Calls that keep their last argument while nothing is kept: lazy initialization. */
  private static final Matcher<ExpressionTree> LAZY_STORE =
      ApiMatchers.matcher(RunOncePlaces.LAZY_STORES);

  private PerCallCreation() {}

  /**
   * Reports {@code tree}, the tree Error Prone is visiting, if it creates a {@code kind} per call.
   */
  static Description match(BugChecker checker, ExpressionTree tree, Kind kind, VisitorState state) {
    if (!kind.creation().matches(tree, state)
        || constructsEnclosingClass(tree, state)
        || runsOnce(state.getPath(), state)) {
      return Description.NO_MATCH;
    }
    Description.Builder description =
        checker
            .buildDescription(tree)
            .setMessage(
                Messages.perCallCreation(kind.facts(), construct(tree, kind.facts().buildNames())));
    hoist(tree, kind, state).ifPresent(description::addFix);
    return description.build();
  }

  /**
   * The {@code build()} that ends a builder chain starting at {@code origin}, with no other {@code
   * build()} in between (a later one derives from an object already built). The chain is followed
   * in the source, so the terminal call is known by its name and parameters, on any class.
   */
  private static Matcher<ExpressionTree> builtFrom(
      Matcher<ExpressionTree> origin, PerCallSubject facts) {
    Matcher<ExpressionTree> build =
        anyOf(
            facts.builds().stream()
                .map(
                    terminal ->
                        terminal.parameters().any()
                            ? instanceMethod().anyClass().namedAnyOf(terminal.names())
                            : instanceMethod()
                                .anyClass()
                                .namedAnyOf(terminal.names())
                                .withParameters(terminal.parameters().types()))
                .toList());
    List<String> buildNames = facts.buildNames();
    return (tree, state) ->
        tree instanceof MethodInvocationTree call
            && build.matches(call, state)
            && isBuiltFrom(call, origin, buildNames, state);
  }

  private static boolean isBuiltFrom(
      MethodInvocationTree build,
      Matcher<ExpressionTree> origin,
      List<String> buildNames,
      VisitorState state) {
    ExpressionTree receiver = getReceiver(build);
    while (receiver != null) {
      receiver = stripParentheses(receiver);
      if (origin.matches(receiver, state)) {
        return true;
      }
      if (receiver instanceof IdentifierTree builder) {
        receiver = initializerOfFinalLocal(getSymbol(builder), state);
        continue;
      }
      if (!(receiver instanceof MethodInvocationTree call)
          || buildNames.contains(getSymbol(call).getSimpleName().toString())) {
        return false;
      }
      receiver = getReceiver(call);
    }
    return false;
  }

  /**
   * A builder kept in a local variable ({@code builder = new OkHttpClient.Builder(); if (...)
   * builder.proxy(...); builder.build()}) is followed to where it was created.
   */
  private static ExpressionTree initializerOfFinalLocal(Symbol symbol, VisitorState state) {
    if (symbol == null
        || symbol.getKind() != ElementKind.LOCAL_VARIABLE
        || !isConsideredFinal(symbol)) {
      return null;
    }
    return find(
            new TreePath(state.getPath().getCompilationUnit()),
            tree -> tree instanceof VariableTree && symbol.equals(getSymbol(tree)))
        .stream()
        .map(declaration -> ((VariableTree) declaration.getLeaf()).getInitializer())
        // A blank final ({@code final Builder b; if (...) b = ...}) has no single origin to follow.
        .filter(Objects::nonNull)
        .findFirst()
        .orElse(null);
  }

  /**
   * {@code new T(...)} inside {@code T} itself: the type's own copy method ({@code copy()} that
   * Jackson requires every mapper subclass to override), builder or factory. Making instances is
   * what such code is for; its callers decide how often it runs.
   */
  private static boolean constructsEnclosingClass(ExpressionTree tree, VisitorState state) {
    if (!(tree instanceof NewClassTree newClass) || newClass.getClassBody() != null) {
      return false;
    }
    ClassSymbol created = enclosingClass(getSymbol(newClass));
    for (TreePath path = state.getPath(); path != null; path = path.getParentPath()) {
      if (path.getLeaf() instanceof ClassTree type && getSymbol(type).equals(created)) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- where code runs

  /**
   * Whether {@code code} runs once rather than per call of the code that reaches it, as far as its
   * file shows: the engine's one answer to "does this run once", for every check that asks.
   */
  static boolean runsOnce(TreePath code, VisitorState state) {
    return !runsPerCall(code, state, new HashSet<>());
  }

  private static boolean runsPerCall(TreePath expression, VisitorState state, Set<Symbol> seen) {
    if (expression.getLeaf() instanceof MemberReferenceTree) {
      if (isArgumentOf(expression, CACHE_LOADER_CALL, state)) {
        return false;
      }
      if (!isArgumentOf(expression, RUNS_WITH_CALLER, state)) {
        return true;
      }
    } else if (isStoredInField(expression, state)) {
      return false;
    }
    for (TreePath path = expression.getParentPath(); path != null; path = path.getParentPath()) {
      Tree leaf = path.getLeaf();
      if (leaf instanceof LambdaExpressionTree) {
        if (isArgumentOf(path, CACHE_LOADER_CALL, state)) {
          return false;
        }
        if (!isArgumentOf(path, RUNS_WITH_CALLER, state) && !returnedAsCustomizer(path)) {
          return true;
        }
        // Run inline or once by the call it is given to, or applied once as the customizer its
        // method returns: as often as the code around it.
        continue;
      }
      if (leaf instanceof MethodTree method) {
        MethodSymbol symbol = getSymbol(method);
        // A local class is created per call of its enclosing method: keep walking out.
        if (symbol.isConstructor() && isLocalOrAnonymous(enclosingClass(symbol))) {
          continue;
        }
        return methodRunsPerCall(path, symbol, state, seen);
      }
      // Field initializers and initializer blocks: once per class or instance, unless the class
      // itself is created per call.
      if (leaf instanceof ClassTree type && !isLocalOrAnonymous(getSymbol(type))) {
        return false;
      }
    }
    return false;
  }

  private static boolean methodRunsPerCall(
      TreePath path, MethodSymbol method, VisitorState state, Set<Symbol> seen) {
    if (method.isConstructor()
        || ONCE_ANNOTATIONS.stream().anyMatch(name -> hasAnnotation(method, name, state))
        || OnceListeners.listensOnlyOnce(method)
        || isMain(method, state)
        || isCacheLoaderMethod(path, method, state)) {
      return false;
    }
    ClassSymbol owner = enclosingClass(method);
    boolean isPrivate = method.getModifiers().contains(Modifier.PRIVATE);
    if (isLocalOrAnonymous(owner) || (!isPrivate && !isStatic(method))) {
      return true;
    }
    // A cycle of helpers runs as often as its callers from outside the cycle.
    if (!seen.add(method)) {
      return false;
    }
    List<TreePath> uses = usesOf(method, state);
    // An unused private helper runs, if ever, by reflection: nothing says it runs per call.
    if (uses.isEmpty()) {
      return !isPrivate;
    }
    for (TreePath use : uses) {
      if (runsPerCall(use, state, seen)) {
        return true;
      }
    }
    return false;
  }

  /** {@code static void main(String[] args)}, also with {@code String... args}. */
  private static boolean isMain(MethodSymbol method, VisitorState state) {
    if (!method.getSimpleName().contentEquals("main")
        || !isStatic(method)
        || method.getParameters().size() != 1) {
      return false;
    }
    Type element = state.getTypes().elemtype(method.getParameters().get(0).asType());
    return element != null && isSameType(element, state.getSymtab().stringType, state);
  }

  private static boolean isCacheLoaderMethod(
      TreePath path, MethodSymbol method, VisitorState state) {
    ClassSymbol owner = enclosingClass(method);
    String name = method.getSimpleName().toString();
    for (Api callback : RunOncePlaces.CALLBACKS) {
      Type declaring = state.getTypeFromString(callback.owner());
      if (callback.named(name) && declaring != null && isSubtype(owner.type, declaring, state)) {
        return true;
      }
    }
    TreePath creation = path.getParentPath().getParentPath();
    return owner.isAnonymous()
        && creation != null
        && creation.getLeaf() instanceof NewClassTree
        && isArgumentOf(creation, CACHE_LOADER_CALL, state);
  }

  /**
   * A lambda its method returns, when the method's return type is a customizer ({@link
   * RunOncePlaces#APPLIED_ONCE_SUFFIX}): whoever applies it does so once.
   */
  private static boolean returnedAsCustomizer(TreePath function) {
    TreePath parent = throughParenthesesAndCasts(function).getParentPath();
    if (!(parent.getLeaf() instanceof ReturnTree)) {
      return false;
    }
    for (TreePath path = parent.getParentPath(); path != null; path = path.getParentPath()) {
      if (path.getLeaf() instanceof LambdaExpressionTree || path.getLeaf() instanceof ClassTree) {
        return false;
      }
      if (path.getLeaf() instanceof MethodTree method) {
        MethodSymbol symbol = getSymbol(method);
        return symbol != null
            && symbol
                .getReturnType()
                .tsym
                .getSimpleName()
                .toString()
                .endsWith(RunOncePlaces.APPLIED_ONCE_SUFFIX);
      }
    }
    return false;
  }

  private static boolean isArgumentOf(
      TreePath function, Matcher<ExpressionTree> receiver, VisitorState state) {
    TreePath child = throughParenthesesAndCasts(function);
    return child.getParentPath().getLeaf() instanceof MethodInvocationTree call
        && call.getArguments().contains(child.getLeaf())
        && receiver.matches(call, state);
  }

  /** The outermost of the parentheses and casts around {@code expression}, or itself. */
  private static TreePath throughParenthesesAndCasts(TreePath expression) {
    TreePath child = expression;
    while (child.getParentPath().getLeaf() instanceof ParenthesizedTree
        || child.getParentPath().getLeaf() instanceof TypeCastTree) {
      child = child.getParentPath();
    }
    return child;
  }

  /**
   * Lazy initialization: the new object goes straight into a field or a lazy store ({@code
   * ref.compareAndSet(null, ...)}), or through a local into one.
   */
  private static boolean isStoredInField(TreePath expression, VisitorState state) {
    TreePath child = valueUse(expression);
    Tree parent = child.getParentPath().getLeaf();
    if (parent instanceof AssignmentTree assignment) {
      return assignment.getExpression() == child.getLeaf()
          && isField(getSymbol(assignment.getVariable()));
    }
    if (parent instanceof MethodInvocationTree call) {
      Tree value = child.getLeaf();
      return isLazyStore(call, last -> last == value, state);
    }
    if (parent instanceof VariableTree variable
        && variable.getInitializer() == child.getLeaf()
        && getSymbol(variable).getKind() == ElementKind.LOCAL_VARIABLE) {
      Symbol local = getSymbol(variable);
      TreePath body = enclosingBody(child);
      return body != null
          && !find(
                  body,
                  tree ->
                      isFieldStoreOf(local, tree)
                          || tree instanceof MethodInvocationTree call
                              && isLazyStore(
                                  call,
                                  last ->
                                      stripParentheses(last) instanceof IdentifierTree name
                                          && local.equals(getSymbol(name)),
                                  state))
              .isEmpty();
    }
    return false;
  }

  /** {@code call} is a lazy store of a value that {@code stored} accepts as its last argument. */
  private static boolean isLazyStore(
      MethodInvocationTree call, Predicate<ExpressionTree> stored, VisitorState state) {
    List<? extends ExpressionTree> arguments = call.getArguments();
    return !arguments.isEmpty()
        && stored.test(arguments.get(arguments.size() - 1))
        && LAZY_STORE.matches(call, state);
  }

  /** The outermost path that still carries the value unchanged: parentheses, casts, a ?: arm. */
  private static TreePath valueUse(TreePath expression) {
    TreePath child = expression;
    while (true) {
      Tree parent = child.getParentPath().getLeaf();
      boolean passesThrough =
          parent instanceof ParenthesizedTree
              || parent instanceof TypeCastTree
              || (parent instanceof ConditionalExpressionTree conditional
                  && conditional.getCondition() != child.getLeaf());
      if (!passesThrough) {
        return child;
      }
      child = child.getParentPath();
    }
  }

  private static boolean isField(Symbol symbol) {
    return symbol != null && symbol.getKind() == ElementKind.FIELD;
  }

  private static boolean isLocalOrAnonymous(ClassSymbol type) {
    return type.getNestingKind() == NestingKind.LOCAL
        || type.getNestingKind() == NestingKind.ANONYMOUS;
  }

  private static TreePath enclosingBody(TreePath path) {
    for (TreePath current = path; current != null; current = current.getParentPath()) {
      if (current.getLeaf() instanceof MethodTree
          || current.getLeaf() instanceof LambdaExpressionTree) {
        return current;
      }
    }
    return null;
  }

  /** {@code field = local}, also at the end of a chain {@code field = other = local}. */
  private static boolean isFieldStoreOf(Symbol local, Tree tree) {
    if (!(tree instanceof AssignmentTree assignment)
        || !isField(getSymbol(assignment.getVariable()))) {
      return false;
    }
    ExpressionTree stored = stripParentheses(assignment.getExpression());
    while (stored instanceof AssignmentTree chained) {
      stored = stripParentheses(chained.getExpression());
    }
    return stored instanceof IdentifierTree value && local.equals(getSymbol(value));
  }

  /** Calls and method references to {@code method} anywhere in the file. */
  static List<TreePath> usesOf(MethodSymbol method, VisitorState state) {
    return find(
        new TreePath(state.getPath().getCompilationUnit()),
        tree ->
            (tree instanceof MethodInvocationTree || tree instanceof MemberReferenceTree)
                && method.equals(getSymbol(tree)));
  }

  /** The paths below {@code root} whose leaf passes {@code test}, in source order. */
  private static List<TreePath> find(TreePath root, Predicate<Tree> test) {
    List<TreePath> found = new ArrayList<>();
    new TreePathScanner<Void, Void>() {
      @Override
      public Void scan(Tree tree, Void unused) {
        if (tree != null && test.test(tree)) {
          found.add(new TreePath(getCurrentPath(), tree));
        }
        return super.scan(tree, unused);
      }
    }.scan(root, null);
    return found;
  }

  // ---------------------------------------------------------------- the hoisting fix

  /**
   * A {@code private static final} constant initialized with the creation, when that keeps the code
   * compiling and behaving the same: the expression reads no local, parameter, instance state or
   * non-final static field, throws no checked exception, and the object is only used through
   * read-only calls.
   */
  private static Optional<SuggestedFix> hoist(
      ExpressionTree creation, Kind kind, VisitorState state) {
    TreePath path = state.getPath();
    TreePath memberPath = path;
    while (!(memberPath.getParentPath().getLeaf() instanceof ClassTree)) {
      memberPath = memberPath.getParentPath();
    }
    TreePath hostPath = memberPath.getParentPath();
    ClassTree host = (ClassTree) hostPath.getLeaf();
    ClassSymbol hostSymbol = getSymbol(host);
    Tree member = memberPath.getLeaf();
    String source = state.getSourceForNode(creation);
    // Generated code has no source to move; an enum constant takes no declaration above it.
    if (source == null
        || !canHoldConstant(hostSymbol)
        || (member instanceof VariableTree
            && getSymbol(member).getKind() == ElementKind.ENUM_CONSTANT)
        || throwsChecked(creation, state)
        || StateReader.readsState(path)
        || !onlyReadOnlyUses(path, kind.readOnlyUse(), state)) {
      return Optional.empty();
    }
    CharSequence text = state.getSourceCode();
    List<String> lines = List.of(text.toString().split("\r\n|\r|\n", -1));
    int memberStart = getStartPosition(member);
    int memberLine = lineOf(text, memberStart);
    int memberLineStart = lineStartBefore(text, memberStart);
    // Another declaration before the member on its line would end up after the constant.
    if (!text.subSequence(memberLineStart, memberStart).toString().isBlank()) {
      return Optional.empty();
    }
    Optional<String> existing = existingConstant(host, member, source, getType(creation), state);
    if (existing.isPresent()) {
      return Optional.of(SuggestedFix.replace(creation, existing.get()));
    }
    int top = FixText.memberTop(lines, memberLine);
    int insertion = offsetOfLine(lines, text, top);
    if (readsLaterConstant(creation, host, hostSymbol, insertion)) {
      return Optional.empty();
    }
    String name = freshName(creation, hostPath, member, kind, state);
    SuggestedFix.Builder fix = SuggestedFix.builder();
    String type = SuggestedFixes.prettyType(state, fix, getType(creation));
    // Right above the member that uses it: declared before its use, and in one run of changed
    // lines with it, which a review tool can show and commit as one suggestion.
    fix.replace(
        insertion,
        insertion,
        FixText.constant(FixText.indentation(lines.get(memberLine)), type, name, source));
    fix.replace(creation, name);
    return Optional.of(fix.build());
  }

  /**
   * A constant of the host, declared before the member, that already holds the same creation: the
   * fix uses it instead of adding a second one.
   */
  private static Optional<String> existingConstant(
      ClassTree host, Tree member, String source, Type type, VisitorState state) {
    for (Tree other : host.getMembers()) {
      if (other instanceof VariableTree field
          && field.getInitializer() != null
          && getStartPosition(field) < getStartPosition(member)
          && field.getModifiers().getFlags().containsAll(Set.of(Modifier.STATIC, Modifier.FINAL))
          && source.equals(state.getSourceForNode(field.getInitializer()))
          && isSameType(getType(field), type, state)) {
        return Optional.of(field.getName().toString());
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the creation reads a constant of the host declared at or after the insertion point,
   * which a constant inserted there would read before it is set.
   */
  private static boolean readsLaterConstant(
      ExpressionTree creation, ClassTree host, ClassSymbol hostSymbol, int insertion) {
    Set<Symbol> later = new HashSet<>();
    for (Tree member : host.getMembers()) {
      if (member instanceof VariableTree field && getStartPosition(field) >= insertion) {
        later.add(getSymbol(field));
      }
    }
    boolean[] reads = {false};
    new TreeScanner<Void, Void>() {
      @Override
      public Void scan(Tree tree, Void unused) {
        if (tree instanceof IdentifierTree || tree instanceof MemberSelectTree) {
          Symbol symbol = getSymbol(tree);
          if (symbol != null && symbol.owner == hostSymbol && later.contains(symbol)) {
            reads[0] = true;
          }
        }
        return super.scan(tree, unused);
      }
    }.scan(creation, null);
    return reads[0];
  }

  /** The 0-based line of {@code offset}. */
  private static int lineOf(CharSequence text, int offset) {
    int line = 0;
    for (int i = 0; i < offset; i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
        line++;
      }
    }
    return line;
  }

  private static int lineStartBefore(CharSequence text, int offset) {
    int start = offset;
    while (start > 0 && text.charAt(start - 1) != '\n' && text.charAt(start - 1) != '\r') {
      start--;
    }
    return start;
  }

  /** The offset where 0-based {@code line} starts. */
  private static int offsetOfLine(List<String> lines, CharSequence text, int line) {
    int offset = 0;
    for (int i = 0; i < line; i++) {
      offset += lines.get(i).length();
      offset +=
          text.charAt(offset) == '\r'
                  && offset + 1 < text.length()
                  && text.charAt(offset + 1) == '\n'
              ? 2
              : 1;
    }
    return offset;
  }

  /**
   * Inner, local and anonymous classes take static members only from Java 16 on; interfaces never
   * private fields.
   */
  private static boolean canHoldConstant(ClassSymbol host) {
    boolean nestedStatically =
        host.getNestingKind() == NestingKind.TOP_LEVEL
            || (host.getNestingKind() == NestingKind.MEMBER && isStatic(host));
    return nestedStatically
        && (host.getKind() == ElementKind.CLASS
            || host.getKind() == ElementKind.ENUM
            || host.getKind() == ElementKind.RECORD);
  }

  private static boolean throwsChecked(ExpressionTree creation, VisitorState state) {
    List<Type> thrown = new ArrayList<>();
    new TreeScanner<Void, Void>() {
      @Override
      public Void visitMethodInvocation(MethodInvocationTree tree, Void unused) {
        thrown.addAll(getSymbol(tree).getThrownTypes());
        return super.visitMethodInvocation(tree, unused);
      }

      @Override
      public Void visitNewClass(NewClassTree tree, Void unused) {
        thrown.addAll(getSymbol(tree).getThrownTypes());
        return super.visitNewClass(tree, unused);
      }

      // A lambda's exceptions are thrown when it runs, not when the expression is evaluated.
      @Override
      public Void visitLambdaExpression(LambdaExpressionTree tree, Void unused) {
        return null;
      }
    }.scan(creation, null);
    return thrown.stream().anyMatch(type -> isCheckedExceptionType(type, state));
  }

  /**
   * Every use of the new object is a read-only call: on the expression itself, or on a local
   * variable it initializes (never a try-with-resources resource, which is closed).
   */
  private static boolean onlyReadOnlyUses(
      TreePath creation, Matcher<ExpressionTree> readOnlyUse, VisitorState state) {
    TreePath use = valueUse(creation);
    Tree parent = use.getParentPath().getLeaf();
    if (parent instanceof VariableTree variable && variable.getInitializer() == use.getLeaf()) {
      Symbol local = getSymbol(variable);
      TreePath body = enclosingBody(use);
      if (local.getKind() != ElementKind.LOCAL_VARIABLE || body == null) {
        return false;
      }
      List<TreePath> references =
          find(body, tree -> tree instanceof IdentifierTree && local.equals(getSymbol(tree)));
      return references.stream()
          .allMatch(reference -> isReadOnlyCall(reference, readOnlyUse, state));
    }
    return isReadOnlyCall(use, readOnlyUse, state);
  }

  private static boolean isReadOnlyCall(
      TreePath receiver, Matcher<ExpressionTree> readOnlyUse, VisitorState state) {
    TreePath select = receiver.getParentPath();
    return select.getLeaf() instanceof MemberSelectTree
        && select.getParentPath().getLeaf() instanceof MethodInvocationTree call
        && call.getMethodSelect() == select.getLeaf()
        && readOnlyUse.matches(call, state);
  }

  /** {@code ObjectMapper} to {@code OBJECT_MAPPER}, {@code JAXBContext} to {@code JAXB_CONTEXT}. */
  static String constantName(Type type) {
    return FixText.constantName(type.tsym.getSimpleName().toString());
  }

  /**
   * A constant name that no variable of the file uses. Creations in the class that would take the
   * same name get distinct ones in source order, unless they are the same text in the same member:
   * their fixes then add the same constant at the same place once, so that applying all fixes of a
   * file still compiles.
   */
  private static String freshName(
      ExpressionTree creation, TreePath host, Tree member, Kind kind, VisitorState state) {
    String base = constantName(getType(creation));
    // Files with hundreds of creations would otherwise spend their time in the regular expressions.
    Map<Symbol, String> constantNames = new HashMap<>();
    List<String> rivals =
        find(
                host,
                tree ->
                    (tree instanceof NewClassTree || tree instanceof MethodInvocationTree)
                        && getType(tree) != null
                        && base.equals(
                            constantNames.computeIfAbsent(
                                getType(tree).tsym, type -> constantName(getType(tree))))
                        && kind.creation().matches((ExpressionTree) tree, state))
            .stream()
            .map(rival -> memberKey(rival, host) + state.getSourceForNode(rival.getLeaf()))
            .distinct()
            .toList();
    Set<String> taken = takenNames((ClassTree) host.getLeaf(), state);
    int rank =
        Math.max(
            0, rivals.indexOf(getStartPosition(member) + "\n" + state.getSourceForNode(creation)));
    String name = base;
    for (int suffix = 2; taken.contains(name) || rank-- > 0; suffix++) {
      name = base + "_" + suffix;
    }
    return name;
  }

  /** Where the member of {@code host} that holds {@code path} starts, as a key. */
  private static String memberKey(TreePath path, TreePath host) {
    TreePath member = path;
    while (member.getParentPath() != null && member.getParentPath().getLeaf() != host.getLeaf()) {
      member = member.getParentPath();
    }
    return getStartPosition(member.getLeaf()) + "\n";
  }

  /** The names of the file's variables and of the fields the class inherits. */
  private static Set<String> takenNames(ClassTree host, VisitorState state) {
    Set<String> taken = new HashSet<>();
    for (TreePath variable :
        find(
            new TreePath(state.getPath().getCompilationUnit()),
            tree -> tree instanceof VariableTree)) {
      taken.add(((VariableTree) variable.getLeaf()).getName().toString());
    }
    for (Symbol member : state.getTypes().membersClosure(getType(host), false).getSymbols()) {
      if (member.getKind() == ElementKind.FIELD) {
        taken.add(member.getSimpleName().toString());
      }
    }
    return taken;
  }

  /**
   * Names the created construct in a message, e.g. {@code new ObjectMapper()} or {@code
   * HttpClient.newBuilder()...build()}.
   */
  private static String construct(ExpressionTree creation, List<String> buildNames) {
    if (creation instanceof NewClassTree newClass) {
      ClassSymbol created = enclosingClass(getSymbol(newClass));
      if (created.isAnonymous()) {
        created = (ClassSymbol) created.getSuperclass().tsym;
      }
      return "new " + simpleNames(created) + (newClass.getArguments().isEmpty() ? "()" : "(...)");
    }
    MethodInvocationTree call = (MethodInvocationTree) creation;
    MethodSymbol method = getSymbol(call);
    if (!isStatic(method) && buildNames.contains(method.getSimpleName().toString())) {
      ExpressionTree origin = getReceiver(call);
      while (origin instanceof MethodInvocationTree inner
          && (getReceiver(inner) instanceof MethodInvocationTree
              || getReceiver(inner) instanceof NewClassTree)) {
        origin = getReceiver(inner);
      }
      if (origin instanceof MethodInvocationTree || origin instanceof NewClassTree) {
        return construct(origin, buildNames) + "..." + method.getSimpleName() + "()";
      }
    }
    return simpleNames(enclosingClass(method))
        + "."
        + method.getSimpleName()
        + (call.getArguments().isEmpty() ? "()" : "(...)");
  }

  /** {@code OkHttpClient.Builder} rather than {@code Builder}. */
  private static String simpleNames(ClassSymbol type) {
    Symbol owner = type.owner;
    return owner instanceof ClassSymbol outer
        ? simpleNames(outer) + "." + type.getSimpleName()
        : type.getSimpleName().toString();
  }

  /** Finds what a creation expression reads that a static initializer cannot. */
  private static final class StateReader extends TreeScanner<Boolean, Void> {
    private final Set<Symbol> declaredInside = new HashSet<>();

    static boolean readsState(TreePath expression) {
      StateReader reader = new StateReader();
      for (TreePath variable : find(expression, tree -> tree instanceof VariableTree)) {
        reader.declaredInside.add(getSymbol(variable.getLeaf()));
      }
      return Boolean.TRUE.equals(reader.scan(expression.getLeaf(), null));
    }

    @Override
    public Boolean visitIdentifier(IdentifierTree tree, Void unused) {
      Symbol symbol = getSymbol(tree);
      if (isThisOrSuper(tree.getName())) {
        return true;
      }
      if (symbol == null || declaredInside.contains(symbol)) {
        return false;
      }
      return switch (symbol.getKind()) {
        case LOCAL_VARIABLE,
            PARAMETER,
            EXCEPTION_PARAMETER,
            RESOURCE_VARIABLE,
            BINDING_VARIABLE,
            TYPE_PARAMETER ->
            true;
        // By simple name, an instance member is read through an implicit this.
        case METHOD -> !isStatic(symbol);
        case FIELD -> !isStatic(symbol) || isVariable(symbol);
        default -> false;
      };
    }

    @Override
    public Boolean visitMemberSelect(MemberSelectTree tree, Void unused) {
      return isThisOrSuper(tree.getIdentifier())
          || isVariable(getSymbol(tree))
          || super.visitMemberSelect(tree, unused);
    }

    /** A static field that may change after class initialization, when the constant is set. */
    private static boolean isVariable(Symbol symbol) {
      return symbol != null
          && symbol.getKind() == ElementKind.FIELD
          && !symbol.getModifiers().contains(Modifier.FINAL);
    }

    @Override
    public Boolean visitNewClass(NewClassTree tree, Void unused) {
      // An anonymous or inner class body would change or lose its enclosing instance.
      ClassSymbol created = enclosingClass(getSymbol(tree));
      if (tree.getClassBody() != null || (created != null && created.hasOuterInstance())) {
        return true;
      }
      return super.visitNewClass(tree, unused);
    }

    @Override
    public Boolean reduce(Boolean left, Boolean right) {
      return Boolean.TRUE.equals(left) || Boolean.TRUE.equals(right);
    }

    private static boolean isThisOrSuper(CharSequence name) {
      return name.toString().equals("this") || name.toString().equals("super");
    }
  }
}
