package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.SuperExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.AsyncApis;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.KnownTypes;
import dev.bottleneck.maven.types.Types;
import java.util.Optional;

/**
 * {@code CompletableFuture} and {@code CompletionStage} async methods called without an executor:
 * they queue on the ForkJoinPool common pool. The executor overloads take one more argument. The
 * static {@code supplyAsync}/{@code runAsync} always use the common pool, whichever class they are
 * called through; for instance calls see {@link #onCommonPool}. A task that only hands a message to
 * a sender that queues it, or only returns a value it holds ({@link HandOffTasks}), or only stores
 * into a map of its class ({@link OwnMapStores}), is short and does not block: it may share the
 * common pool. So may the fallback of an optional executor ({@link ExecutorFallbacks}), which runs
 * only where the application left the executor out.
 */
@AutoService(JavaRule.class)
public final class CommonPoolAsyncRule implements JavaRule {
  static final String ID = "CommonPoolAsync";

  private static final String COMPLETABLE_FUTURE = AsyncApis.COMPLETABLE_FUTURE;
  private static final String COMPLETION_STAGE = AsyncApis.COMPLETION_STAGE;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public boolean mayReport(FileText text) {
    return ApiWords.mayName(text, AsyncApis.ASYNC);
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    for (MethodCallExpr call : file.all(MethodCallExpr.class)) {
      String name = call.getNameAsString();
      Optional<Integer> executorless = AsyncApis.executorlessArity(name);
      if (executorless.isEmpty()
          || executorless.get() != call.getArguments().size()
          || HandOffTasks.isShort(types, call.getArgument(executorless.get() - 1))
          || OwnMapStores.isStore(types, call.getArgument(executorless.get() - 1))
          || ExecutorFallbacks.isFallback(types, call)) {
        continue;
      }
      if (AsyncApis.STATIC_ASYNC.named(name) && isStatic(types, call)) {
        report(file, call, true);
      } else if (AsyncApis.INSTANCE_ASYNC.named(name)
          && (onCommonPool(types, call) || onUnknownReceiver(types, call))) {
        report(file, call, false);
      }
    }
  }

  private static boolean isStatic(Types types, MethodCallExpr call) {
    Optional<String> owner = Calls.staticOwner(types, call);
    if (owner.isEmpty() && call.getScope().isEmpty()) {
      owner = types.enclosingTypeName(call);
    }
    return owner.filter(type -> types.isSubtype(type, COMPLETABLE_FUTURE)).isPresent();
  }

  /**
   * Without a class path a receiver's type may be unknown ({@code brokerClient.send(request)} from
   * an unresolved library). The instance async names belong to {@code CompletionStage} alone, so a
   * call by such a name, with the executor-less arity, on an explicit receiver of unknown type is a
   * future's. A receiver resolved to any other type, and a type name (a static call), are not.
   */
  private static boolean onUnknownReceiver(Types types, MethodCallExpr call) {
    Optional<Expression> scope = call.getScope();
    return scope.isPresent()
        && !(scope.get() instanceof ThisExpr)
        && !(scope.get() instanceof SuperExpr)
        && types.typeReference(scope.get()).isEmpty()
        && types.typeOf(scope.get()).isEmpty();
  }

  /**
   * Instance calls use {@code defaultExecutor()}: calls on a receiver whose static type is a
   * subclass overriding it are exempt, and so are calls on a future derived from one through the
   * JDK's methods when the subclass also overrides {@code newIncompleteFuture()}. A subclass that
   * declares the async method itself decides where it runs.
   */
  private static boolean onCommonPool(Types types, MethodCallExpr call) {
    Optional<String> receiverType = Calls.receiver(types, call);
    if (receiverType.isEmpty() || !types.isSubtype(receiverType.get(), COMPLETION_STAGE)) {
      return false;
    }
    Expression receiver = call.getScope().orElse(null);
    boolean derived = false;
    while (receiver instanceof MethodCallExpr step && isJdkDerivation(types, step)) {
      derived = true;
      receiver = step.getScope().orElseThrow();
    }
    Optional<String> subclass =
        receiver == null || receiver instanceof ThisExpr
            ? implicitReceiver(types, call)
            : types.typeOf(receiver);
    if (subclass.isEmpty() || isJdkType(subclass.get())) {
      return true;
    }
    if (declares(types, subclass.get(), call.getNameAsString(), call.getArguments().size())) {
      return false;
    }
    return !(declares(types, subclass.get(), AsyncApis.DEFAULT_EXECUTOR, 0)
        && (!derived || declares(types, subclass.get(), AsyncApis.NEW_INCOMPLETE_FUTURE, 0)));
  }

  private static boolean isJdkDerivation(Types types, MethodCallExpr step) {
    return step.getScope().isPresent()
        && KnownTypes.returnType(COMPLETABLE_FUTURE, step.getNameAsString()).isPresent()
        && Calls.receiver(types, step)
            .filter(type -> types.isSubtype(type, COMPLETABLE_FUTURE))
            .isPresent();
  }

  private static boolean isJdkType(String type) {
    return type.equals(COMPLETABLE_FUTURE) || type.equals(COMPLETION_STAGE);
  }

  /** The innermost enclosing class that is a future: what {@code this} means for the call. */
  private static Optional<String> implicitReceiver(Types types, MethodCallExpr call) {
    for (Node node = call.getParentNode().orElse(null);
        node != null;
        node = node.getParentNode().orElse(null)) {
      if (node instanceof TypeDeclaration<?> type) {
        Optional<String> name = type.getFullyQualifiedName();
        if (name.filter(n -> types.isSubtype(n, COMPLETABLE_FUTURE)).isPresent()) {
          return name;
        }
      }
    }
    return Optional.empty();
  }

  /** Whether {@code type} or a superclass below CompletableFuture declares the method. */
  private static boolean declares(Types types, String type, String method, int arguments) {
    Optional<TypeDeclaration<?>> source = types.sourceDeclaration(type);
    if (source.isPresent()) {
      for (MethodDeclaration declared : source.get().getMethodsByName(method)) {
        if (Types.arityMatches(declared, arguments)) {
          return true;
        }
      }
      return source.get() instanceof ClassOrInterfaceDeclaration declaration
          && declaration.getExtendedTypes().stream()
              .map(extended -> types.resolve(extended, declaration))
              .flatMap(Optional::stream)
              .filter(parent -> !isJdkType(parent))
              .anyMatch(parent -> declares(types, parent, method, arguments));
    }
    Optional<ResolvedReferenceTypeDeclaration> declaration = types.classpathDeclaration(type);
    try {
      return declaration.isPresent()
          && declaration.get().getAllMethods().stream()
              .anyMatch(
                  candidate ->
                      candidate.getName().equals(method)
                          && candidate.getNoParams() == arguments
                          && !isJdkType(candidate.declaringType().getQualifiedName()));
    } catch (RuntimeException | LinkageError unresolved) {
      // Unknown whether it overrides: the static type says CompletableFuture, as javac sees it.
      return false;
    }
  }

  private static void report(SourceFile file, MethodCallExpr call, boolean isStatic) {
    file.report(ID, call, Messages.commonPoolAsync(call.getNameAsString(), isStatic));
  }
}
