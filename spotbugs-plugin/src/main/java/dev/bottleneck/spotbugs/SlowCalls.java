package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.RemoteSdkCalls;
import dev.bottleneck.catalog.facts.SlowWork;
import edu.umd.cs.findbugs.ba.XField;
import edu.umd.cs.findbugs.ba.XMethod;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.Type;

/**
 * The slow non-database work of the WideTransactional rule, from the catalog's {@link SlowWork}
 * tables: remote calls (HTTP clients, cloud storage and the SDKs of {@link RemoteSdkCalls},
 * declarative HTTP clients, remote proxies), blocking waits on reactive pipelines, sleeps, blocking
 * waits, message sends and file I/O. Reactive and async clients count where they block, not where
 * the request is only prepared.
 */
final class SlowCalls {
  /** How {@link StackSources#receiver} names a field a receiver was read from. */
  private static final String FIELD = "F ";

  private static final List<Kind> KINDS =
      SlowWork.CALLS.stream()
          .map(call -> new Kind(call.kind(), CallMatcher.of(call.api())))
          .toList();

  private final Analysis analysis;
  private final Set<String> remoteTypes;
  private final StackSources receivers = new StackSources();

  /**
   * @param remoteTypes the application's own remote annotations and types, by binary name
   */
  SlowCalls(Analysis analysis, Set<String> remoteTypes) {
    this.analysis = analysis;
    this.remoteTypes = remoteTypes;
  }

  /** What slow work this call is, if it is. */
  Optional<SlowWork.Kind> kindOf(Call call) {
    Optional<SlowWork.Kind> kind =
        KINDS.stream().filter(k -> k.matcher().matches(call, analysis)).map(Kind::kind).findFirst();
    return kind.isPresent() || !(isDeclarativeHttpClient(call) || isRemoteProxyCall(call))
        ? kind
        : Optional.of(SlowWork.Kind.REMOTE_CALL);
  }

  /**
   * A call on a remote proxy: a gRPC blocking stub, a type of the application's {@code RemoteTypes}
   * or one annotated with one, or the type of a field of the calling class annotated as a reference
   * to another process (Dubbo's, or one of the {@code RemoteTypes}): the field the receiver is read
   * from, when the operand stack shows one, else any field of the calling class of the call's type.
   * The proxy answers {@code toString()} and the stub's configuration methods locally.
   */
  private boolean isRemoteProxyCall(Call call) {
    if (call.isConstructor()
        || call.isStatic()
        || RemoteSdkCalls.LOCAL_PROXY_METHODS.contains(call.name())) {
      return false;
    }
    Types types = analysis.types();
    String target = call.ownerName();
    if (types.isAssignable(target, RemoteSdkCalls.GRPC_BLOCKING_STUB)) {
      return !RemoteSdkCalls.GRPC_STUB_LOCAL_METHODS.contains(call.name());
    }
    for (String remote : remoteTypes) {
      if (types.isAssignable(target, remote) || types.annotations(target).contains(remote)) {
        return true;
      }
    }
    Optional<String> receiver =
        call.reference()
            ? Optional.empty()
            : receivers.receiver(call.body(), call.origin(), call.instruction());
    if (receiver.isPresent() && receiver.get().startsWith(FIELD)) {
      // The receiver is read from a field: that field's annotations decide.
      String field = receiver.get().substring(FIELD.length());
      int dot = field.lastIndexOf('.');
      String name = field.substring(dot + 1);
      String owner = types.fieldDeclarer(Types.binaryName(field.substring(0, dot)), name);
      return types.find(owner).stream()
          .flatMap(declarer -> declarer.getXFields().stream())
          .filter(f -> f.getName().equals(name))
          .anyMatch(this::isRemoteField);
    }
    return fields(call.origin().ownerName()).stream()
        .filter(field -> types.isAssignable(fieldType(field), target))
        .anyMatch(this::isRemoteField);
  }

  /** A field annotated as a reference to another process: Dubbo's, or one of the RemoteTypes. */
  private boolean isRemoteField(XField field) {
    return field.getAnnotationDescriptors().stream()
        .map(annotation -> annotation.getDottedClassName())
        .anyMatch(
            annotation ->
                RemoteSdkCalls.REMOTE_FIELD_ANNOTATIONS.contains(annotation)
                    || remoteTypes.contains(annotation));
  }

  /**
   * Feign clients and Spring HTTP interfaces: every abstract method goes over the network; a
   * default or static method runs locally.
   */
  private boolean isDeclarativeHttpClient(Call call) {
    Optional<XMethod> member =
        analysis.types().resolve(call.ownerName(), call.name(), call.descriptor());
    if (analysis.types().annotations(call.ownerName()).stream()
        .anyMatch(SlowWork.CLIENT_INTERFACE_ANNOTATIONS::contains)) {
      return !call.isConstructor() && member.map(XMethod::isAbstract).orElse(true);
    }
    return member
        .map(
            method ->
                method.getAnnotationDescriptors().stream()
                    .anyMatch(
                        a -> SlowWork.REMOTE_METHOD_ANNOTATIONS.contains(a.getDottedClassName())))
        .orElse(false);
  }

  /** The fields of a class and its superclasses. */
  private List<XField> fields(String owner) {
    List<XField> fields = new ArrayList<>();
    List<String> chain = new ArrayList<>();
    chain.add(owner);
    chain.addAll(analysis.types().superclasses(owner));
    for (String type : chain) {
      analysis.types().find(type).ifPresent(c -> fields.addAll(c.getXFields()));
    }
    return fields;
  }

  private static String fieldType(XField field) {
    return Type.getType(field.getSignature()).getClassName();
  }

  private record Kind(SlowWork.Kind kind, CallMatcher matcher) {}
}
