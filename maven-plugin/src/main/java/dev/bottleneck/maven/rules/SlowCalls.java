package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.RemoteSdkCalls;
import dev.bottleneck.catalog.facts.SlowWork;
import dev.bottleneck.maven.types.JdkTypes;
import dev.bottleneck.maven.types.KnownTypes;
import dev.bottleneck.maven.types.TypeFacts;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Slow non-database work, from the catalog's {@link SlowWork} tables: remote calls, blocking waits
 * on reactive pipelines, sleeps, blocking waits, message sends and file I/O. Names a slow call as
 * written: an instance call by its receiver's static type, a static call by its class, a
 * constructor call by the type it creates.
 */
final class SlowCalls {
  /** A slow call as the message names it, and its kind. */
  record SlowCall(String name, SlowWork.Kind kind) {}

  private static final Api RESPONSE_READS = SlowWork.REST_CLIENT_RESPONSE_READS;
  private static final Api EXCHANGES = SlowWork.REST_CLIENT_EXCHANGES;
  private static final Api RETRIEVE = SlowWork.REST_CLIENT_RETRIEVE.api();
  private static final List<Api> BLOCKS =
      SlowWork.CALLS.stream()
          .filter(call -> call.kind() == SlowWork.Kind.REACTIVE_BLOCK)
          .map(SlowWork.Call::api)
          .toList();

  /** The simple names of the annotations that make an interface, or its method, remote. */
  private static final Set<String> REMOTE_INTERFACE_WORDS = remoteInterfaceWords();

  private final Types types;
  private final Set<String> remoteTypes;

  /**
   * Whether a type of the module or of the class path may be a remote interface; null until asked.
   */
  private Boolean remoteInterfaces;

  /**
   * @param remoteTypes the application's own remote annotations and types ({@code
   *     WideTransactional:RemoteTypes})
   */
  SlowCalls(Types types, Set<String> remoteTypes) {
    this.types = types;
    this.remoteTypes = remoteTypes;
  }

  /**
   * The slow work {@code call}, the view of a call, a constructor call or a method reference, does.
   */
  Optional<SlowCall> describe(ApiMatchers.Call call) {
    Node node = call.node();
    if (node instanceof MethodCallExpr invocation && call.staticOwner().isEmpty()) {
      if (invocation.getScope().isEmpty()) {
        return Optional.empty();
      }
      Optional<SlowCall> chained = clientChain(invocation);
      if (chained.isPresent()) {
        return chained;
      }
    }
    for (SlowWork.Call slow : SlowWork.CALLS) {
      Optional<String> through = call.through(slow.api());
      if (through.isPresent()) {
        return Optional.of(new SlowCall(name(through.get(), call.name()), slow.kind()));
      }
    }
    if (node instanceof MethodReferenceExpr && !mayHaveRemoteInterfaces()) {
      // By its receiver, a method reference is slow only on a remote interface (see
      // remoteReceiver): its receiver's type, which may wake the symbol solver, is not needed.
      return Optional.empty();
    }
    Optional<String> receiver = call.receiver();
    return receiver.isPresent()
            && (remoteInterface(receiver.get(), call.name()).isPresent()
                || remoteReceiver(node, receiver.get(), call.name()))
        ? Optional.of(new SlowCall(name(receiver.get(), call.name()), SlowWork.Kind.REMOTE_CALL))
        : Optional.empty();
  }

  /**
   * A call on a remote proxy: a field annotated as a reference to another process (Dubbo's, or one
   * of the application's {@code RemoteTypes}), a receiver of one of the application's remote types
   * or of a type annotated with one, or a gRPC blocking stub. The proxy answers {@code toString()}
   * and the stub's configuration methods locally.
   */
  private boolean remoteReceiver(Node node, String receiver, String method) {
    if (!(node instanceof MethodCallExpr call) || call.getScope().isEmpty()) {
      return false;
    }
    if (RemoteSdkCalls.LOCAL_PROXY_METHODS.contains(method)) {
      return false;
    }
    if (isGrpcBlockingStub(receiver)) {
      return !RemoteSdkCalls.GRPC_STUB_LOCAL_METHODS.contains(method);
    }
    if (remoteField(call.getScope().get())) {
      return true;
    }
    for (String remote : remoteTypes) {
      if (types.isSubtype(receiver, remote)
          || types.sourceFacts(receiver).stream()
              .flatMap(facts -> facts.annotations().stream())
              .anyMatch(annotation -> annotation.type().equals(remote))) {
        return true;
      }
    }
    return false;
  }

  /**
   * A generated blocking stub, {@code GreeterGrpc.GreeterBlockingStub}: known by gRPC's base class
   * where the generated code is on the class path, else by the generator's names.
   */
  private boolean isGrpcBlockingStub(String receiver) {
    if (types.isSubtype(receiver, RemoteSdkCalls.GRPC_BLOCKING_STUB)) {
      return true;
    }
    // The nested name ends the qualified one: most receivers are told apart without reading it.
    if (RemoteSdkCalls.GRPC_BLOCKING_STUB_SUFFIXES.stream().noneMatch(receiver::endsWith)) {
      return false;
    }
    String nested = types.nestedName(receiver);
    int dot = nested.lastIndexOf('.');
    return dot > 0
        && nested.substring(0, dot).endsWith(RemoteSdkCalls.GRPC_SERVICE_SUFFIX)
        && RemoteSdkCalls.GRPC_BLOCKING_STUB_SUFFIXES.stream().anyMatch(nested::endsWith);
  }

  /** Whether {@code scope} names a field annotated as a reference to a remote service. */
  private boolean remoteField(Expression scope) {
    Optional<FieldDeclaration> field = Optional.empty();
    if (scope instanceof NameExpr simple) {
      field =
          types
              .variable(simple)
              .filter(Variables.Variable::field)
              .map(Variables.Variable::declaration)
              .flatMap(
                  declaration ->
                      declaration instanceof FieldDeclaration declared
                          ? Optional.of(declared)
                          : declaration.findAncestor(FieldDeclaration.class));
    } else if (scope instanceof FieldAccessExpr access && access.getScope() instanceof ThisExpr) {
      field =
          access
              .findAncestor(TypeDeclaration.class)
              .flatMap(type -> type.getFieldByName(access.getNameAsString()));
    }
    return field
        .filter(
            declared ->
                hasAnnotation(declared.getAnnotations(), RemoteSdkCalls.REMOTE_FIELD_ANNOTATIONS)
                    || hasAnnotation(declared.getAnnotations(), remoteTypes))
        .isPresent();
  }

  private String name(String type, String member) {
    String simple = types.nestedName(type);
    return member.isEmpty()
        ? Messages.wideTransactionalCreation(simple)
        : Messages.wideTransactionalCall(simple, member);
  }

  /**
   * RestClient sends when the response is read after {@code retrieve()}, or on an exchange;
   * WebClient when its pipeline is blocked on. Known by the chain from the client, so that they are
   * found without the library on the class path.
   */
  private Optional<SlowCall> clientChain(MethodCallExpr call) {
    String name = call.getNameAsString();
    if (RESPONSE_READS.named(name) && readsResponse(call)) {
      return Optional.of(
          new SlowCall(name(RESPONSE_READS.owner(), name), SlowWork.Kind.REMOTE_CALL));
    }
    if (EXCHANGES.named(name) && chainStartsAt(call, SlowWork.REST_CLIENT)) {
      return Optional.of(new SlowCall(name(EXCHANGES.owner(), name), SlowWork.Kind.REMOTE_CALL));
    }
    for (Api block : BLOCKS) {
      if (block.named(name) && chainStartsAt(call, SlowWork.WEB_CLIENT)) {
        return Optional.of(new SlowCall(name(block.owner(), name), SlowWork.Kind.REACTIVE_BLOCK));
      }
    }
    return Optional.empty();
  }

  /** {@code body(...)}, {@code toEntity(...)} read the response only after {@code retrieve()}. */
  private boolean readsResponse(MethodCallExpr call) {
    Expression receiver = call.getScope().orElseThrow();
    while (receiver instanceof MethodCallExpr step) {
      if (RETRIEVE.named(step.getNameAsString())) {
        return chainStartsAt(step, SlowWork.REST_CLIENT);
      }
      receiver = step.getScope().orElse(null);
    }
    return false;
  }

  private boolean chainStartsAt(MethodCallExpr call, String clientType) {
    Expression root = call.getScope().orElseThrow();
    while (root instanceof MethodCallExpr step && step.getScope().isPresent()) {
      root = step.getScope().get();
    }
    return !(root instanceof MethodCallExpr) && types.isA(root, clientType);
  }

  /**
   * A method of a Feign client or an HTTP interface: the interface (or one it extends) carries one
   * of {@link SlowWork#CLIENT_INTERFACE_ANNOTATIONS}, or the method one of {@link
   * SlowWork#REMOTE_METHOD_ANNOTATIONS}.
   */
  private Optional<String> remoteInterface(String receiver, String method) {
    // The module's facts of the type, kept for every file: its declaration would be parsed again.
    Optional<TypeFacts> source = types.sourceFacts(receiver);
    if (source.isPresent()) {
      TypeFacts type = source.get();
      if (type.kind() != TypeFacts.Kind.INTERFACE) {
        return Optional.empty();
      }
      if (annotatedWith(type.annotations(), SlowWork.CLIENT_INTERFACE_ANNOTATIONS)) {
        return Optional.of(receiver);
      }
      for (TypeFacts.Method declared : type.methods()) {
        // An interface's method with a body is a default, static or private one.
        if (declared.name().equals(method)
            && (!declared.hasBody() || declared.isPrivate())
            && !declared.isStatic()
            && annotatedWith(declared.annotations(), SlowWork.REMOTE_METHOD_ANNOTATIONS)) {
          return Optional.of(receiver);
        }
      }
      for (String extended : type.supertypes()) {
        Optional<String> parent = remoteInterface(extended, method);
        if (parent.isPresent()) {
          return parent;
        }
      }
      return Optional.empty();
    }
    if (KnownTypes.SUPERTYPES.containsKey(receiver)
        || KnownTypes.LEAVES.contains(receiver)
        || JdkTypes.exists(receiver)) {
      return Optional.empty();
    }
    Optional<ResolvedReferenceTypeDeclaration> declaration = types.classpathDeclaration(receiver);
    try {
      return declaration
          .filter(ResolvedReferenceTypeDeclaration::isInterface)
          .filter(
              type -> SlowWork.CLIENT_INTERFACE_ANNOTATIONS.stream().anyMatch(type::hasAnnotation))
          .map(type -> receiver);
    } catch (RuntimeException | LinkageError unresolved) {
      return Optional.empty();
    }
  }

  /**
   * Whether {@link #remoteInterface} may find any interface: the module's files write one of its
   * annotations, or their names cannot all be read, or the class path holds jars, whose interfaces
   * are read for them. Without a jar, the symbol solver knows only the JDK's types and the module's
   * sources.
   */
  private boolean mayHaveRemoteInterfaces() {
    if (remoteInterfaces == null) {
      remoteInterfaces =
          types.readsJars()
              || !types
                  .typeNames()
                  .declaredWhereAnnotated(REMOTE_INTERFACE_WORDS)
                  .filter(Set::isEmpty)
                  .isPresent();
    }
    return remoteInterfaces;
  }

  private static Set<String> remoteInterfaceWords() {
    Set<String> words = new HashSet<>();
    SlowWork.CLIENT_INTERFACE_ANNOTATIONS.forEach(type -> words.add(ApiWords.simpleName(type)));
    SlowWork.REMOTE_METHOD_ANNOTATIONS.forEach(type -> words.add(ApiWords.simpleName(type)));
    return Set.copyOf(words);
  }

  private static boolean annotatedWith(
      List<TypeFacts.Annotation> annotations, Collection<String> accepted) {
    return annotations.stream().map(TypeFacts.Annotation::type).anyMatch(accepted::contains);
  }

  private boolean hasAnnotation(List<AnnotationExpr> annotations, Collection<String> accepted) {
    return annotations.stream()
        .anyMatch(
            annotation ->
                types
                    .resolve(annotation.getNameAsString(), annotation)
                    .filter(accepted::contains)
                    .isPresent());
  }
}
