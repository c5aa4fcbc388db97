package dev.bottleneck.spotbugs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * Reads a class's methods into {@link MethodCode}: each instruction's source line, and the bodies
 * of its lambdas (synthetic methods that a {@code LambdaMetafactory} call site of the same class
 * names) folded into the method that declares them, as javac and kotlinc compile them.
 */
final class CodeReader {
  private static final String LAMBDA_METAFACTORY = "java/lang/invoke/LambdaMetafactory";

  private final ClassNode owner;
  private final Map<String, MethodNode> lambdaBodies = new HashMap<>();

  private CodeReader(ClassNode owner) {
    this.owner = owner;
    for (MethodNode method : owner.methods) {
      for (AbstractInsnNode insn : method.instructions) {
        Handle body = lambdaBody(insn);
        if (body != null) {
          owner.methods.stream()
              .filter(m -> (m.access & Opcodes.ACC_SYNTHETIC) != 0 && key(m).equals(key(body)))
              .findFirst()
              .ifPresent(m -> lambdaBodies.put(key(m), m));
        }
      }
    }
  }

  /** The methods of {@code owner}, lambda bodies folded into their declaring methods. */
  static List<MethodCode> read(ClassNode owner) {
    return new CodeReader(owner).methods();
  }

  private List<MethodCode> methods() {
    List<MethodCode> methods = new ArrayList<>();
    for (MethodNode method : owner.methods) {
      if (lambdaBodies.containsKey(key(method))
          || method.instructions.size() == 0
          || isDeserializeLambda(method)) {
        continue;
      }
      MethodCode code = new MethodCode(owner, method);
      read(code, method, null, new HashSet<>());
      methods.add(code);
    }
    return methods;
  }

  private void read(MethodCode code, MethodNode body, Lambda function, Set<String> reading) {
    reading.add(key(body));
    Map<AbstractInsnNode, Lambda> created = new IdentityHashMap<>();
    Map<AbstractInsnNode, Call> calls = new IdentityHashMap<>();
    int line = -1;
    for (AbstractInsnNode insn : body.instructions) {
      if (insn instanceof LineNumberNode number) {
        line = number.line;
      } else if (insn instanceof MethodInsnNode call) {
        Call read =
            new Call(
                code,
                call.getOpcode(),
                call.owner,
                call.name,
                call.desc,
                line,
                function,
                false,
                body,
                insn);
        calls.put(insn, read);
        code.add(read);
      } else if (insn instanceof FieldInsnNode field) {
        code.add(
            new FieldAccess(
                code, field.getOpcode(), field.owner, field.name, field.desc, line, function));
      } else if (insn instanceof InvokeDynamicInsnNode indy && isMetafactory(indy)) {
        Lambda lambda = new Lambda(function, line);
        created.put(insn, lambda);
        Handle target = (Handle) indy.bsmArgs[1];
        MethodNode lambdaBody = lambdaBody(target);
        if (lambdaBody == null) {
          code.add(
              new Call(
                  code,
                  Opcodes.INVOKEDYNAMIC,
                  target.getOwner(),
                  target.getName(),
                  target.getDesc(),
                  line,
                  lambda,
                  true,
                  body,
                  insn));
        } else if (!reading.contains(key(lambdaBody))) {
          read(code, lambdaBody, lambda, reading);
        }
      }
    }
    if (!created.isEmpty()) {
      linkReceivers(body, created, calls);
    }
    reading.remove(key(body));
  }

  /**
   * Gives each function value the calls that take it as an argument: the operand stack at each call
   * names the instruction that pushed each argument.
   */
  private void linkReceivers(
      MethodNode body, Map<AbstractInsnNode, Lambda> created, Map<AbstractInsnNode, Call> calls) {
    Frame<SourceValue>[] frames = StackSources.analyse(owner.name, body);
    if (frames == null) {
      return;
    }
    AbstractInsnNode[] insns = body.instructions.toArray();
    Map<Lambda, Lambda> wrappedBy = new IdentityHashMap<>();
    for (int i = 0; i < insns.length; i++) {
      Lambda wrapper = created.get(insns[i]);
      if (wrapper != null && frames[i] != null) {
        // Kotlin adapts a Kotlin lambda to a Java interface with a second lambda that captures it.
        int captured = Type.getArgumentTypes(((InvokeDynamicInsnNode) insns[i]).desc).length;
        for (Set<AbstractInsnNode> operand : StackSources.operands(frames[i], captured)) {
          operand.stream()
              .map(created::get)
              .filter(lambda -> lambda != null)
              .forEach(lambda -> wrappedBy.put(lambda, wrapper));
        }
      }
      Call call = calls.get(insns[i]);
      if (call == null || frames[i] == null) {
        continue;
      }
      int arguments = Type.getArgumentTypes(call.descriptor()).length + (call.isStatic() ? 0 : 1);
      for (Set<AbstractInsnNode> operand : StackSources.operands(frames[i], arguments)) {
        for (AbstractInsnNode source : operand) {
          Lambda lambda = created.get(source);
          if (lambda != null) {
            lambda.addReceiver(call);
          }
        }
      }
    }
    wrappedBy.forEach((lambda, wrapper) -> wrapper.receivers().forEach(lambda::addReceiver));
  }

  private MethodNode lambdaBody(Handle target) {
    return target.getOwner().equals(owner.name) ? lambdaBodies.get(key(target)) : null;
  }

  /** The synthetic method of this class a lambda call site names, if {@code insn} is one. */
  private Handle lambdaBody(AbstractInsnNode insn) {
    if (insn instanceof InvokeDynamicInsnNode indy
        && isMetafactory(indy)
        && indy.bsmArgs[1] instanceof Handle target
        && target.getOwner().equals(owner.name)) {
      return target;
    }
    return null;
  }

  /**
   * javac's {@code $deserializeLambda$}, which recreates the class's serializable lambdas when they
   * are deserialized: its call sites name lambda bodies already read where the lambdas are created
   * and handed on, and reading them here again would judge each body outside the call it is given
   * to.
   */
  private static boolean isDeserializeLambda(MethodNode method) {
    return (method.access & Opcodes.ACC_SYNTHETIC) != 0
        && method.name.equals("$deserializeLambda$");
  }

  private static boolean isMetafactory(InvokeDynamicInsnNode indy) {
    return indy.bsm.getOwner().equals(LAMBDA_METAFACTORY)
        && indy.bsmArgs.length > 1
        && indy.bsmArgs[1] instanceof Handle;
  }

  private static String key(MethodNode method) {
    return method.name + method.desc;
  }

  private static String key(Handle handle) {
    return handle.getName() + handle.getDesc();
  }
}
