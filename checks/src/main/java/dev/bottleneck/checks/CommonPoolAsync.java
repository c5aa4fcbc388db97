package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.Tree;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.facts.AsyncApis;
import javax.inject.Inject;

/**
 * Flags {@code CompletableFuture} async methods called without an executor. They run on the
 * JVM-wide {@code ForkJoinPool} common pool, sized {@code availableProcessors() - 1}: one thread on
 * a two-CPU container, shared by every library in the process, so blocking work queued there stalls
 * everything else that uses it.
 *
 * <p>Instance methods use {@code defaultExecutor()}, which a subclass may override: calls on a
 * receiver whose static type is such a subclass are exempt, and so are calls on a future derived
 * from one when the subclass also overrides {@code newIncompleteFuture()} (the derived futures are
 * then instances of the subclass). The static {@code supplyAsync} and {@code runAsync} always use
 * the common pool, whatever class they are called through.
 *
 * <p>A task that only hands a message to a sender that queues it, or only returns a value it holds
 * (see {@link HandOffTasks}), or only stores into a map of its class ({@link OwnMapStores}), is
 * short and does not block: it may share the common pool. So may the fallback of an optional
 * executor ({@link ExecutorFallbacks}), which runs only where the application left the executor
 * out.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.COMMON_POOL_ASYNC,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "CommonPoolAsync.html",
    tags = StandardTags.PERFORMANCE)
public final class CommonPoolAsync extends RuleChecker implements MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final String COMPLETABLE_FUTURE = AsyncApis.COMPLETABLE_FUTURE;
  private static final Matcher<ExpressionTree> STATIC_ASYNC =
      ApiMatchers.matcher(AsyncApis.STATIC_ASYNC);
  private static final Matcher<ExpressionTree> INSTANCE_ASYNC =
      ApiMatchers.matcher(AsyncApis.INSTANCE_ASYNC);

  public CommonPoolAsync() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public CommonPoolAsync(ErrorProneFlags flags) {
    super(Rule.COMMON_POOL_ASYNC, flags);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    boolean isStatic = STATIC_ASYNC.matches(tree, state);
    if (!isStatic && !INSTANCE_ASYNC.matches(tree, state)) {
      return Description.NO_MATCH;
    }
    MethodSymbol method = ASTHelpers.getSymbol(tree);
    if (takesExecutor(method, state) || !declaredByTheJdk(method)) {
      return Description.NO_MATCH;
    }
    if (!isStatic && usesOverriddenExecutor(tree, state)) {
      return Description.NO_MATCH;
    }
    ExpressionTree task = tree.getArguments().get(tree.getArguments().size() - 1);
    if (HandOffTasks.isShort(task, state)
        || OwnMapStores.isStore(task, state)
        || ExecutorFallbacks.isFallback(tree, state)) {
      return Description.NO_MATCH;
    }
    return buildDescription(tree)
        .setMessage(Messages.commonPoolAsync(method.getSimpleName().toString(), isStatic))
        .build();
  }

  private static boolean takesExecutor(MethodSymbol method, VisitorState state) {
    Type executor = state.getTypeFromString(AsyncApis.EXECUTOR);
    return method.getParameters().stream()
        .anyMatch(parameter -> ASTHelpers.isSubtype(parameter.type, executor, state));
  }

  /** A subclass that overrides or hides the async method itself decides where it runs. */
  private static boolean declaredByTheJdk(MethodSymbol method) {
    String owner = method.owner.getQualifiedName().toString();
    return owner.equals(COMPLETABLE_FUTURE) || owner.equals(AsyncApis.COMPLETION_STAGE);
  }

  /**
   * Whether the receiver is known, from static types alone, to be a future whose {@code
   * defaultExecutor()} is overridden. Futures derived through the JDK's own methods are created by
   * {@code newIncompleteFuture()}, so they keep the subclass only when that is overridden too.
   */
  private static boolean usesOverriddenExecutor(MethodInvocationTree tree, VisitorState state) {
    ExpressionTree receiver = ASTHelpers.getReceiver(tree);
    boolean derived = false;
    while (receiver instanceof MethodInvocationTree call && isJdkDerivation(call)) {
      derived = true;
      receiver = ASTHelpers.getReceiver(call);
    }
    ClassSymbol subclass =
        receiver == null ? implicitReceiver(tree, state) : classOf(ASTHelpers.getType(receiver));
    if (subclass == null) {
      return false;
    }
    return overridesBelowCompletableFuture(subclass, AsyncApis.DEFAULT_EXECUTOR, state)
        && (!derived
            || overridesBelowCompletableFuture(subclass, AsyncApis.NEW_INCOMPLETE_FUTURE, state));
  }

  /** The innermost enclosing class that inherits the method: that is what {@code this} means. */
  private static ClassSymbol implicitReceiver(MethodInvocationTree tree, VisitorState state) {
    Symbol owner = ASTHelpers.getSymbol(tree).owner;
    for (Tree enclosing : state.getPath()) {
      if (enclosing instanceof ClassTree type
          && ASTHelpers.getSymbol(type).isSubClass(owner, state.getTypes())) {
        return ASTHelpers.getSymbol(type);
      }
    }
    return null;
  }

  private static ClassSymbol classOf(Type type) {
    return type != null && type.tsym instanceof ClassSymbol symbol ? symbol : null;
  }

  private static boolean isJdkDerivation(MethodInvocationTree call) {
    MethodSymbol method = ASTHelpers.getSymbol(call);
    return !method.isStatic()
        && method.owner.getQualifiedName().contentEquals(COMPLETABLE_FUTURE)
        && ASTHelpers.getReceiver(call) != null;
  }

  private static boolean overridesBelowCompletableFuture(
      ClassSymbol type, String methodName, VisitorState state) {
    for (ClassSymbol current = type;
        current != null && !current.getQualifiedName().contentEquals(COMPLETABLE_FUTURE);
        current = superclassOf(current)) {
      for (Symbol member : current.members().getSymbolsByName(state.getName(methodName))) {
        if (member instanceof MethodSymbol declared && declared.getParameters().isEmpty()) {
          return true;
        }
      }
    }
    return false;
  }

  private static ClassSymbol superclassOf(ClassSymbol type) {
    return classOf(type.getSuperclass());
  }
}
