package dev.bottleneck.checks;

import static com.google.errorprone.util.ASTHelpers.enclosingClass;
import static com.google.errorprone.util.ASTHelpers.getSymbol;
import static com.google.errorprone.util.ASTHelpers.hasAnnotation;
import static com.google.errorprone.util.ASTHelpers.isSameType;
import static com.google.errorprone.util.ASTHelpers.isStatic;
import static com.google.errorprone.util.ASTHelpers.isSubtype;
import static com.google.errorprone.util.ASTHelpers.stripParentheses;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.DoWhileLoopTree;
import com.sun.source.tree.EnhancedForLoopTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.ForLoopTree;
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
import com.sun.source.tree.WhileLoopTree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.type.TypeKind;

/**
 * Where code runs once rather than per call of the code that reaches it, as far as its file shows:
 * initializers, constructors, bean factories and start-up callbacks ({@link RunOncePlaces}), {@code
 * static main}, lazy initialization, what a check lets through only until it has run ({@link
 * OnceGuards}), cache loaders, functions run inline or once as a task in such a place, and private
 * helpers only such places call.
 */
final class RunsOnce {
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

  /** Plain stores, lazy initialization only behind a null check. */
  private static final Matcher<ExpressionTree> CHECKED_LAZY_STORE =
      ApiMatchers.matcher(RunOncePlaces.CHECKED_LAZY_STORES);

  private RunsOnce() {}

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
    Tree child = expression.getLeaf();
    for (TreePath path = expression.getParentPath();
        path != null;
        child = path.getLeaf(), path = path.getParentPath()) {
      Tree leaf = path.getLeaf();
      if (OnceGuards.opensOnce(path, child, expression, state)) {
        return false;
      }
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
   * ref.compareAndSet(null, ...)}, a memo's {@code cache.put(key, ...)} on a miss), or through a
   * local, declared or assigned with it, into one.
   */
  private static boolean isStoredInField(TreePath expression, VisitorState state) {
    TreePath child = valueUse(expression);
    Tree parent = child.getParentPath().getLeaf();
    if (parent instanceof AssignmentTree assignment) {
      if (assignment.getExpression() != child.getLeaf()) {
        return false;
      }
      Symbol target = getSymbol(assignment.getVariable());
      if (isField(target)) {
        return !replacedOnEveryCall(child, state);
      }
      return target != null
          && target.getKind() == ElementKind.LOCAL_VARIABLE
          && storedLater(child, target, state);
    }
    Tree value = child.getLeaf();
    if (parent instanceof MethodInvocationTree call
        && isLazyStore(call, last -> last == value, state)) {
      return true;
    }
    if (parent instanceof VariableTree variable
        && variable.getInitializer() == child.getLeaf()
        && getSymbol(variable).getKind() == ElementKind.LOCAL_VARIABLE) {
      return storedLater(child, getSymbol(variable), state)
          || keptByWrapperOfLocal(child, getSymbol(variable), state);
    }
    return keptByWrapper(child, state);
  }

  /**
   * A value handed to the construction of an object that is kept ({@code this.api = new
   * Api(client)}, {@code API = Api.builder().client(client).build()}, a lazy store of either): the
   * kept object holds it, so it is shared as if it were stored itself. The value must go straight
   * into a constructor's arguments or into those of a call of a builder chain that ends in {@link
   * RunOncePlaces#BUILDER_TERMINALS}; handed to any other call, it is used, not kept.
   */
  private static boolean keptByWrapper(TreePath value, VisitorState state) {
    TreePath argument = valueUse(value);
    TreePath parentPath = argument.getParentPath();
    Tree parent = parentPath.getLeaf();
    if (!inMethodOutsideLoops(argument)) {
      return false;
    }
    if (parent instanceof NewClassTree creation
        && creation.getClassBody() == null
        && isArgument(creation.getArguments(), argument.getLeaf())) {
      return isStoredInField(parentPath, state);
    }
    if (!(parent instanceof MethodInvocationTree call)
        || !isArgument(call.getArguments(), argument.getLeaf())) {
      return false;
    }
    TreePath outermost = parentPath;
    while (outermost.getParentPath().getLeaf() instanceof MemberSelectTree select
        && select.getExpression() == outermost.getLeaf()
        && outermost.getParentPath().getParentPath().getLeaf() instanceof MethodInvocationTree next
        && next.getMethodSelect() == select) {
      outermost = outermost.getParentPath().getParentPath();
    }
    ExpressionTree select = ((MethodInvocationTree) outermost.getLeaf()).getMethodSelect();
    String name =
        select instanceof MemberSelectTree member
            ? member.getIdentifier().toString()
            : ((IdentifierTree) select).getName().toString();
    return RunOncePlaces.BUILDER_TERMINALS.contains(name) && isStoredInField(outermost, state);
  }

  /**
   * A local, never assigned again, whose one use in its body is an argument that {@link
   * #keptByWrapper} keeps: any other use of it (a request sent, a second owner) is a use per call.
   */
  private static boolean keptByWrapperOfLocal(TreePath value, Symbol local, VisitorState state) {
    TreePath body = TreePaths.enclosingBody(value);
    if (body == null
        || !TreePaths.find(
                body,
                tree ->
                    tree instanceof AssignmentTree assignment
                        && local.equals(getSymbol(assignment.getVariable())))
            .isEmpty()) {
      return false;
    }
    List<TreePath> uses =
        TreePaths.find(
            body, tree -> tree instanceof IdentifierTree name && local.equals(getSymbol(name)));
    return uses.size() == 1 && keptByWrapper(uses.get(0), state);
  }

  /**
   * Whether {@code path} is in a method's body outside any loop: a store on every turn of a loop
   * keeps only the last of the objects it built, and a lambda's body may run any number of times.
   */
  private static boolean inMethodOutsideLoops(TreePath path) {
    for (TreePath current = path; current != null; current = current.getParentPath()) {
      Tree leaf = current.getLeaf();
      if (leaf instanceof MethodTree) {
        return true;
      }
      if (leaf instanceof LambdaExpressionTree
          || leaf instanceof ClassTree
          || leaf instanceof ForLoopTree
          || leaf instanceof EnhancedForLoopTree
          || leaf instanceof WhileLoopTree
          || leaf instanceof DoWhileLoopTree) {
        return false;
      }
    }
    return false;
  }

  private static boolean isArgument(List<? extends ExpressionTree> arguments, Tree argument) {
    for (ExpressionTree candidate : arguments) {
      if (candidate == argument) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code local}, which {@code value} is given to, is stored into a field or a lazy store
   * in the same body, by a method that does not replace it on every call, at a store that may run
   * after the value is given ({@link StoreOrder}).
   */
  private static boolean storedLater(TreePath value, Symbol local, VisitorState state) {
    TreePath body = TreePaths.enclosingBody(value);
    return body != null
        && !replacedOnEveryCall(value, state)
        && TreePaths.find(
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
            .stream()
            .anyMatch(store -> StoreOrder.mayFollow(value, store));
  }

  /**
   * {@code call} is a lazy store of a value that {@code stored} accepts as its last argument: one
   * that keeps it only while nothing is kept ({@code compareAndSet(null, ...)}), a plain store
   * ({@code ref.set(...)}) in a method that checks for null first, or a memo's store into a map on
   * a miss for its key ({@link OnceGuards#closesOwnGuard}).
   */
  private static boolean isLazyStore(
      MethodInvocationTree call, Predicate<ExpressionTree> stored, VisitorState state) {
    List<? extends ExpressionTree> arguments = call.getArguments();
    if (arguments.isEmpty() || !stored.test(arguments.get(arguments.size() - 1))) {
      return false;
    }
    if (LAZY_STORE.matches(call, state)) {
      return true;
    }
    TreePath path = TreePath.getPath(state.getPath().getCompilationUnit(), call);
    return CHECKED_LAZY_STORE.matches(call, state) && hasNullCheck(path)
        || OnceGuards.closesOwnGuard(path, state);
  }

  /**
   * A store into a field that replaces the kept object on every call: in a method that returns a
   * value and checks nothing for null ({@code getContext(type) { this.context =
   * JAXBContext.newInstance(type); return context; }}), nothing is reused. A void method that only
   * stores is left alone: it is set-up code whose callers decide how often it runs.
   */
  private static boolean replacedOnEveryCall(TreePath store, VisitorState state) {
    TreePath body = TreePaths.enclosingBody(store);
    return body != null
        && body.getLeaf() instanceof MethodTree method
        && getSymbol(method) != null
        && getSymbol(method).getReturnType().getKind() != TypeKind.VOID
        && !hasNullCheck(store);
  }

  /** Whether the method or lambda around {@code path} compares anything with null. */
  private static boolean hasNullCheck(TreePath path) {
    TreePath body = TreePaths.enclosingBody(path);
    return body != null
        && !TreePaths.find(body, tree -> isNullComparison(tree) || isNullCheckCall(tree)).isEmpty();
  }

  private static boolean isNullComparison(Tree tree) {
    return (tree.getKind() == Tree.Kind.EQUAL_TO || tree.getKind() == Tree.Kind.NOT_EQUAL_TO)
        && (((BinaryTree) tree).getLeftOperand().getKind() == Tree.Kind.NULL_LITERAL
            || ((BinaryTree) tree).getRightOperand().getKind() == Tree.Kind.NULL_LITERAL);
  }

  private static boolean isNullCheckCall(Tree tree) {
    if (!(tree instanceof MethodInvocationTree call)) {
      return false;
    }
    Symbol symbol = getSymbol(call);
    return symbol != null
        && symbol.isStatic()
        && symbol.owner.getQualifiedName().contentEquals(RunOncePlaces.NULL_CHECKS.owner())
        && RunOncePlaces.NULL_CHECKS.named(symbol.getSimpleName().toString());
  }

  /** The outermost path that still carries the value unchanged: parentheses, casts, a ?: arm. */
  static TreePath valueUse(TreePath expression) {
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
    return TreePaths.find(
        new TreePath(state.getPath().getCompilationUnit()),
        tree ->
            (tree instanceof MethodInvocationTree || tree instanceof MemberReferenceTree)
                && method.equals(getSymbol(tree)));
  }
}
