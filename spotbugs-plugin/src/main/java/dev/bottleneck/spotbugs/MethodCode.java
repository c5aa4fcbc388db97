package dev.bottleneck.spotbugs;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * One method of an analysed class as the rules read it: its calls and field accesses, those of the
 * lambdas it declares folded in and marked with their lambda, as a source reader sees them. The
 * compiler's lambda bodies are no methods of their own here.
 */
final class MethodCode {
  static final String STATIC_INITIALIZER = "<clinit>";

  private final ClassNode owner;
  private final MethodNode node;
  private final List<Call> calls = new ArrayList<>();
  private final List<FieldAccess> fieldAccesses = new ArrayList<>();

  MethodCode(ClassNode owner, MethodNode node) {
    this.owner = owner;
    this.node = node;
  }

  ClassNode owner() {
    return owner;
  }

  String ownerName() {
    return Type.getObjectType(owner.name).getClassName();
  }

  String name() {
    return node.name;
  }

  String descriptor() {
    return node.desc;
  }

  boolean isConstructor() {
    return node.name.equals(Call.CONSTRUCTOR);
  }

  boolean isStaticInitializer() {
    return node.name.equals(STATIC_INITIALIZER);
  }

  /** A method proper: neither a constructor nor a static initializer. */
  boolean isMethod() {
    return !isConstructor() && !isStaticInitializer();
  }

  boolean isStatic() {
    return (node.access & Opcodes.ACC_STATIC) != 0;
  }

  boolean isPrivate() {
    return (node.access & Opcodes.ACC_PRIVATE) != 0;
  }

  /** The erased parameter types, by binary name. */
  List<String> parameterTypes() {
    return Types.names(Type.getArgumentTypes(node.desc));
  }

  String returnType() {
    return Type.getReturnType(node.desc).getClassName();
  }

  /** The calls it makes, its lambdas' included, in the order of the class file. */
  List<Call> calls() {
    return calls;
  }

  List<FieldAccess> fieldAccesses() {
    return fieldAccesses;
  }

  /** Its annotations of class and runtime retention, by binary name. */
  List<String> annotationTypes() {
    return annotations().map(a -> Type.getType(a.desc).getClassName()).toList();
  }

  /** Its annotations of class and runtime retention. */
  Stream<AnnotationNode> annotations() {
    return Stream.concat(nullable(node.visibleAnnotations), nullable(node.invisibleAnnotations));
  }

  /** The annotations of one parameter, of class and runtime retention. */
  Stream<AnnotationNode> parameterAnnotations(int parameter) {
    return Stream.concat(
        parameterAnnotations(node.visibleParameterAnnotations, parameter),
        parameterAnnotations(node.invisibleParameterAnnotations, parameter));
  }

  private static Stream<AnnotationNode> parameterAnnotations(
      List<AnnotationNode>[] all, int parameter) {
    return all == null || parameter >= all.length ? Stream.empty() : nullable(all[parameter]);
  }

  private static <T> Stream<T> nullable(List<T> list) {
    return list == null ? Stream.empty() : list.stream();
  }

  void add(Call call) {
    calls.add(call);
  }

  void add(FieldAccess access) {
    fieldAccesses.add(access);
  }

  @Override
  public String toString() {
    return ownerName() + "." + node.name + node.desc;
  }
}
