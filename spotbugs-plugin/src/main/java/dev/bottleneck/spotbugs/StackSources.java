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
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
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
  private static final Type STRING = Type.getType(String.class);
  private static final Type STRINGS = Type.getType(String[].class);

  /** How many stores and loads a value is followed through to the array it came from. */
  private static final int ARRAY_HOPS = 8;

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
   * The instructions that pushed the value on top of the stack at {@code insn} of {@code body}:
   * what a {@code checkcast} there takes; empty if unknown.
   */
  Set<AbstractInsnNode> top(MethodNode body, MethodCode origin, AbstractInsnNode insn) {
    Frame<SourceValue>[] all = frames(body, origin);
    return all == null ? Set.of() : top(all[body.instructions.indexOf(insn)]);
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

  /**
   * The constant value of each {@code String} argument of {@code call}, receiver excluded, and of
   * each element of a {@code String[]} argument (varargs), in order: a literal, or a constant that
   * javac or kotlinc folded into the class file ({@code static final} fields, {@code const val}).
   * Empty for any other value; one empty for an array whose elements are not all known. Arguments
   * of other types are left out, as the source engines leave out an {@code HttpMethod}.
   */
  List<Optional<String>> strings(Call call) {
    Type[] types = Type.getArgumentTypes(call.descriptor());
    Frame<SourceValue>[] all = frames(call.body(), call.origin());
    List<Set<AbstractInsnNode>> pushed = arguments(call);
    int at = call.body().instructions.indexOf(call.instruction());
    List<Optional<String>> strings = new ArrayList<>();
    for (int i = 0; i < types.length; i++) {
      Set<AbstractInsnNode> source = pushed.isEmpty() ? Set.of() : pushed.get(i);
      if (types[i].equals(STRING)) {
        strings.add(constant(source));
      } else if (types[i].equals(STRINGS)) {
        strings.addAll(elements(call.body(), all, source, at));
      }
    }
    return strings;
  }

  private static Optional<String> constant(Set<AbstractInsnNode> source) {
    return source.size() == 1
            && source.iterator().next() instanceof LdcInsnNode ldc
            && ldc.cst instanceof String text
        ? Optional.of(text)
        : Optional.empty();
  }

  /**
   * The constant elements of the array pushed by {@code source}, stored before instruction {@code
   * at}: javac fills a varargs array on the stack ({@code dup}), kotlinc through a local variable.
   */
  private static List<Optional<String>> elements(
      MethodNode body, Frame<SourceValue>[] all, Set<AbstractInsnNode> source, int at) {
    List<Optional<String>> unknown = List.of(Optional.empty());
    AbstractInsnNode array = all == null ? null : array(body, all, source, ARRAY_HOPS);
    if (array == null) {
      return unknown;
    }
    int created = body.instructions.indexOf(array);
    int length = intConstant(top(all[created]));
    if (length < 0) {
      return unknown;
    }
    Optional<String>[] values = newValues(length);
    int stored = 0;
    for (int i = created + 1; i < at; i++) {
      AbstractInsnNode insn = body.instructions.get(i);
      if (insn.getOpcode() != Opcodes.AASTORE || all[i] == null) {
        continue;
      }
      List<Set<AbstractInsnNode>> operands = operands(all[i], 3);
      if (array(body, all, operands.get(0), ARRAY_HOPS) != array) {
        continue;
      }
      int index = intConstant(operands.get(1));
      if (index < 0 || index >= length || values[index] != null) {
        return unknown;
      }
      values[index] = constant(operands.get(2));
      stored++;
    }
    return stored == length ? List.of(values) : unknown;
  }

  @SuppressWarnings("unchecked")
  private static Optional<String>[] newValues(int length) {
    return (Optional<String>[]) new Optional<?>[length];
  }

  /**
   * The {@code anewarray} of {@code String} that created the value {@code source} pushed, through
   * {@code dup} and a local variable stored once; null when unknown.
   */
  private static AbstractInsnNode array(
      MethodNode body, Frame<SourceValue>[] all, Set<AbstractInsnNode> source, int hops) {
    if (source.size() != 1 || hops == 0) {
      return null;
    }
    AbstractInsnNode insn = source.iterator().next();
    Frame<SourceValue> frame = all[body.instructions.indexOf(insn)];
    if (frame == null) {
      return null;
    }
    if (insn instanceof TypeInsnNode type && insn.getOpcode() == Opcodes.ANEWARRAY) {
      return type.desc.equals(STRING.getInternalName()) ? insn : null;
    }
    if (insn.getOpcode() == Opcodes.DUP || insn.getOpcode() == Opcodes.ASTORE) {
      return array(body, all, top(frame), hops - 1);
    }
    if (insn instanceof VarInsnNode load && insn.getOpcode() == Opcodes.ALOAD) {
      return array(body, all, frame.getLocal(load.var).insns, hops - 1);
    }
    return null;
  }

  private static Set<AbstractInsnNode> top(Frame<SourceValue> frame) {
    return frame == null || frame.getStackSize() == 0
        ? Set.of()
        : frame.getStack(frame.getStackSize() - 1).insns;
  }

  /** The non-negative {@code int} constant {@code source} pushed, or -1. */
  private static int intConstant(Set<AbstractInsnNode> source) {
    if (source.size() != 1) {
      return -1;
    }
    AbstractInsnNode insn = source.iterator().next();
    int opcode = insn.getOpcode();
    if (opcode >= Opcodes.ICONST_0 && opcode <= Opcodes.ICONST_5) {
      return opcode - Opcodes.ICONST_0;
    }
    if (insn instanceof IntInsnNode push && opcode != Opcodes.NEWARRAY) {
      return push.operand;
    }
    return insn instanceof LdcInsnNode ldc && ldc.cst instanceof Integer value ? value : -1;
  }
}
