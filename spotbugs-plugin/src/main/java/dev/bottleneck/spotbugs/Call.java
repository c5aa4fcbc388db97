package dev.bottleneck.spotbugs;

import java.util.List;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * A call as the class file holds it: the owner javac or kotlinc wrote (the static type of the
 * receiver), the member and its descriptor, the source line, and the lambda whose body holds it
 * (none when the method's own code makes it). A method reference ({@code Type::method}) is a call
 * that its own function value makes, whenever that runs.
 *
 * @param origin the method that declares the call, lambdas folded in
 * @param opcode the invoke instruction; {@link Opcodes#INVOKEDYNAMIC} for a method reference
 * @param owner the owner's internal name, {@code com/fasterxml/jackson/databind/ObjectMapper}
 * @param function the lambda body or method reference the call belongs to; {@code null} when the
 *     method's own code makes it
 * @param reference whether this is a method reference rather than an invocation
 * @param body the method or lambda body whose code holds the instruction
 * @param instruction the invoke instruction, or the call site that creates a method reference
 */
record Call(
    MethodCode origin,
    int opcode,
    String owner,
    String name,
    String descriptor,
    int line,
    Lambda function,
    boolean reference,
    MethodNode body,
    AbstractInsnNode instruction) {

  static final String CONSTRUCTOR = "<init>";

  boolean isConstructor() {
    return name.equals(CONSTRUCTOR);
  }

  boolean isStatic() {
    return opcode == Opcodes.INVOKESTATIC;
  }

  boolean inLambda() {
    return function != null;
  }

  /** The owner's binary name, {@code okhttp3.OkHttpClient$Builder}. */
  String ownerName() {
    return Type.getObjectType(owner).getClassName();
  }

  /** The erased parameter types, by binary name. */
  List<String> parameterTypes() {
    return Types.names(Type.getArgumentTypes(descriptor));
  }

  /** The returned type's binary name; for a constructor, the constructed type. */
  String returnedType() {
    return isConstructor() ? ownerName() : Type.getReturnType(descriptor).getClassName();
  }
}
