package dev.bottleneck.spotbugs;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * Which instructions pushed the operands of a call: what a source reader sees as the argument
 * expressions, as far as the operand stack keeps them (a value that went through a local variable
 * is the load of that variable). One analysis per method body, kept for the analysis' lifetime.
 */
final class StackSources {
  private final Map<MethodNode, Frame<SourceValue>[]> frames = new IdentityHashMap<>();

  /** The frames of a body, or none when its code cannot be analysed. */
  static Frame<SourceValue>[] analyse(String owner, MethodNode body) {
    try {
      return new Analyzer<>(new SourceInterpreter()).analyze(owner, body);
    } catch (AnalyzerException e) {
      return null;
    }
  }

  /**
   * The instructions that pushed each of {@code count} operands below the top of the stack at
   * {@code frame}, deepest first.
   */
  static List<Set<AbstractInsnNode>> operands(Frame<SourceValue> frame, int count) {
    List<Set<AbstractInsnNode>> operands = new ArrayList<>();
    for (int k = frame.getStackSize() - count; k < frame.getStackSize(); k++) {
      operands.add(frame.getStack(k).insns);
    }
    return operands;
  }

  /**
   * Where the receiver of the instance call {@code insn} was read from, as a key: a field ({@code F
   * owner.name}), a local variable ({@code L index}) or a static getter ({@code M owner.name});
   * empty for any other value.
   */
  Optional<String> receiver(MethodNode body, MethodCode origin, AbstractInsnNode insn) {
    Frame<SourceValue>[] all = frames(body, origin);
    if (all == null || !(insn instanceof MethodInsnNode call)) {
      return Optional.empty();
    }
    Frame<SourceValue> frame = all[body.instructions.indexOf(insn)];
    if (frame == null) {
      return Optional.empty();
    }
    // A static call's receiver is its first argument: Kotlin's $default stubs.
    int operands =
        Type.getArgumentTypes(call.desc).length
            + (call.getOpcode() == Opcodes.INVOKESTATIC ? 0 : 1);
    if (operands == 0) {
      return Optional.empty();
    }
    Set<AbstractInsnNode> pushed = operands(frame, operands).get(0);
    if (pushed.size() != 1) {
      return Optional.empty();
    }
    AbstractInsnNode source = pushed.iterator().next();
    if (source instanceof FieldInsnNode field) {
      return Optional.of("F " + field.owner + "." + field.name);
    }
    // Kotlin reads a property of another class through its getter or a synthetic accessor.
    if (source instanceof MethodInsnNode getter
        && getter.getOpcode() == Opcodes.INVOKESTATIC
        && Type.getArgumentTypes(getter.desc).length == 0) {
      return Optional.of("M " + getter.owner + "." + getter.name);
    }
    if (source instanceof VarInsnNode variable) {
      return Optional.of("L " + variable.var);
    }
    return Optional.empty();
  }

  private Frame<SourceValue>[] frames(MethodNode body, MethodCode origin) {
    return frames.computeIfAbsent(body, b -> analyse(origin.owner().name, b));
  }

  /**
   * The instructions that pushed each operand an invoke instruction of {@code body} takes, its
   * receiver first; empty for any other instruction or when unknown.
   */
  List<Set<AbstractInsnNode>> consumed(MethodNode body, MethodCode origin, AbstractInsnNode insn) {
    int count;
    if (insn instanceof MethodInsnNode call) {
      count =
          Type.getArgumentTypes(call.desc).length
              + (call.getOpcode() == Opcodes.INVOKESTATIC ? 0 : 1);
    } else if (insn instanceof InvokeDynamicInsnNode indy) {
      count = Type.getArgumentTypes(indy.desc).length;
    } else {
      return List.of();
    }
    Frame<SourceValue>[] all = frames(body, origin);
    Frame<SourceValue> frame = all == null ? null : all[body.instructions.indexOf(insn)];
    return frame == null ? List.of() : operands(frame, count);
  }

  /**
   * The instructions that pushed each argument of {@code call}, receiver excluded; empty if
   * unknown.
   */
  List<Set<AbstractInsnNode>> arguments(Call call) {
    Frame<SourceValue>[] all = frames(call.body(), call.origin());
    if (all == null) {
      return List.of();
    }
    Frame<SourceValue> frame = all[call.body().instructions.indexOf(call.instruction())];
    return frame == null
        ? List.of()
        : operands(frame, Type.getArgumentTypes(call.descriptor()).length);
  }
}
