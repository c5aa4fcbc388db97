package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import java.util.Map;
import java.util.Optional;

/**
 * {@code CompletableFuture} and {@code CompletionStage} async methods called without an executor:
 * they queue on the ForkJoinPool common pool. The executor overloads take one more argument.
 * Instance calls on a {@code CompletableFuture} subclass that overrides {@code defaultExecutor()}
 * use that executor and stay silent; the static {@code supplyAsync}/{@code runAsync} always use
 * the common pool, whichever class they are called through.
 */
public final class CommonPoolAsyncRule implements JavaRule {
  static final String ID = "CommonPoolAsync";

  private static final Map<String, Integer> STATIC_ASYNC = Map.of("supplyAsync", 1, "runAsync", 1);
  /** Executor-less instance methods and their argument count without the executor. */
  private static final Map<String, Integer> INSTANCE_ASYNC =
      Map.ofEntries(
          Map.entry("thenApplyAsync", 1),
          Map.entry("thenAcceptAsync", 1),
          Map.entry("thenRunAsync", 1),
          Map.entry("thenCombineAsync", 2),
          Map.entry("thenAcceptBothAsync", 2),
          Map.entry("runAfterBothAsync", 2),
          Map.entry("applyToEitherAsync", 2),
          Map.entry("acceptEitherAsync", 2),
          Map.entry("runAfterEitherAsync", 2),
          Map.entry("thenComposeAsync", 1),
          Map.entry("handleAsync", 1),
          Map.entry("whenCompleteAsync", 1),
          Map.entry("exceptionallyAsync", 1),
          Map.entry("exceptionallyComposeAsync", 1),
          Map.entry("completeAsync", 1));
  private static final String DEFAULT_EXECUTOR = "defaultExecutor";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    for (MethodCallExpr call : file.unit().findAll(MethodCallExpr.class)) {
      String name = call.getNameAsString();
      int arguments = call.getArguments().size();
      if (Integer.valueOf(arguments).equals(STATIC_ASYNC.get(name)) && isStatic(types, call)) {
        report(file, call);
      } else if (Integer.valueOf(arguments).equals(INSTANCE_ASYNC.get(name))
          && onCommonPool(types, call)) {
        report(file, call);
      }
    }
  }

  private static boolean isStatic(Types types, MethodCallExpr call) {
    Optional<String> owner = Calls.staticOwner(types, call);
    if (owner.isEmpty() && call.getScope().isEmpty()) {
      owner = types.enclosingTypeName(call);
    }
    return owner.filter(type -> types.isSubtype(type, KnownTypes.COMPLETABLE_FUTURE)).isPresent();
  }

  private static boolean onCommonPool(Types types, MethodCallExpr call) {
    Optional<String> receiver = Calls.receiver(types, call);
    if (receiver.isEmpty() || !types.isSubtype(receiver.get(), KnownTypes.COMPLETION_STAGE)) {
      return false;
    }
    return receiver.get().equals(KnownTypes.COMPLETABLE_FUTURE)
        || receiver.get().equals(KnownTypes.COMPLETION_STAGE)
        || !overridesDefaultExecutor(types, receiver.get());
  }

  private static boolean overridesDefaultExecutor(Types types, String type) {
    Optional<TypeDeclaration<?>> source = types.sourceDeclaration(type);
    if (source.isPresent()) {
      for (MethodDeclaration method : source.get().getMethodsByName(DEFAULT_EXECUTOR)) {
        if (method.getParameters().isEmpty()) {
          return true;
        }
      }
      return source.get().findAll(com.github.javaparser.ast.type.ClassOrInterfaceType.class)
          .stream()
          .filter(t -> t.getParentNode().orElse(null) == source.get())
          .map(t -> types.resolve(t, source.get()))
          .flatMap(Optional::stream)
          .filter(superType -> !superType.equals(KnownTypes.COMPLETABLE_FUTURE))
          .anyMatch(superType -> overridesDefaultExecutor(types, superType));
    }
    Optional<ResolvedReferenceTypeDeclaration> declaration = types.classpathDeclaration(type);
    try {
      return declaration.isPresent()
          && declaration.get().getAllMethods().stream()
              .anyMatch(method -> method.getName().equals(DEFAULT_EXECUTOR)
                  && method.getNoParams() == 0
                  && !method.declaringType().getQualifiedName()
                      .equals(KnownTypes.COMPLETABLE_FUTURE));
    } catch (RuntimeException | LinkageError unresolved) {
      // Unknown whether it overrides: the static type says CompletableFuture, as javac sees it.
      return false;
    }
  }

  private static void report(SourceFile file, MethodCallExpr call) {
    file.report(ID, call, call.getNameAsString()
        + "(...) without an executor runs on the ForkJoinPool common pool, which has only"
        + " availableProcessors() - 1 threads shared by the whole JVM; pass a dedicated Executor");
  }
}
