package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.AsyncApis;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * Whether an executor-less async call is the fallback of a null check of an executor ({@link
 * AsyncApis#executorArity}): every path to it leaves an {@code ifnull}/{@code ifnonnull} on its
 * null side, and every path to a call of the same method that passes the tested value (a field or
 * local variable) as its executor leaves the same jump on its other side. A class file keeps no
 * {@code if} or {@code ?:}, but its control flow answers the same question for both.
 */
final class ExecutorFallbacks {
  private ExecutorFallbacks() {}

  static boolean isFallback(Call call, Analysis analysis, StackSources sources) {
    Optional<Integer> arity = AsyncApis.executorArity(call.name());
    if (arity.isEmpty()) {
      return false;
    }
    List<Call> withExecutor =
        call.origin().calls().stream()
            .filter(
                other ->
                    other.body() == call.body()
                        && !other.reference()
                        && other.name().equals(call.name())
                        && Type.getArgumentTypes(other.descriptor()).length == arity.get())
            .toList();
    if (withExecutor.isEmpty()) {
      return false;
    }
    MethodNode body = call.body();
    Frame<SourceValue>[] frames = StackSources.analyse(call.origin().owner().name, body);
    if (frames == null) {
      return false;
    }
    Flow flow = null;
    for (AbstractInsnNode insn : body.instructions) {
      Optional<String> value = nullChecked(insn, frames[body.instructions.indexOf(insn)]);
      if (value.isEmpty()) {
        continue;
      }
      JumpInsnNode jump = (JumpInsnNode) insn;
      boolean jumpsOnNull =
          insn.getOpcode() == Opcodes.IFNULL || insn.getOpcode() == Opcodes.IF_ACMPEQ;
      AbstractInsnNode onNull = jumpsOnNull ? jump.label : insn.getNext();
      AbstractInsnNode onValue = jumpsOnNull ? insn.getNext() : jump.label;
      for (Call other : withExecutor) {
        List<Set<AbstractInsnNode>> arguments = sources.arguments(other);
        if (arguments.isEmpty() || !key(arguments.get(arity.get() - 1)).equals(value)) {
          continue;
        }
        flow = flow == null ? Flow.of(call.origin().owner().name, body) : flow;
        if (flow != null
            && flow.onlyThrough(insn, onNull, call.instruction())
            && flow.onlyThrough(insn, onValue, other.instruction())
            && isSet(value.get(), call.origin(), sources)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The value a jump compares with null: {@code ifnull}/{@code ifnonnull} for {@code v == null},
   * {@code if_acmpeq}/{@code if_acmpne} with a pushed null for {@code null == v}.
   */
  private static Optional<String> nullChecked(AbstractInsnNode insn, Frame<SourceValue> frame) {
    int opcode = insn.getOpcode();
    if (frame == null) {
      return Optional.empty();
    }
    if (opcode == Opcodes.IFNULL || opcode == Opcodes.IFNONNULL) {
      return key(StackSources.operands(frame, 1).get(0));
    }
    if (opcode != Opcodes.IF_ACMPEQ && opcode != Opcodes.IF_ACMPNE) {
      return Optional.empty();
    }
    List<Set<AbstractInsnNode>> operands = StackSources.operands(frame, 2);
    if (isNull(operands.get(0))) {
      return key(operands.get(1));
    }
    return isNull(operands.get(1)) ? key(operands.get(0)) : Optional.empty();
  }

  private static boolean isNull(Set<AbstractInsnNode> pushed) {
    return pushed.size() == 1 && pushed.iterator().next().getOpcode() == Opcodes.ACONST_NULL;
  }

  /** A field ({@code F owner.name}) or local variable ({@code L index}) the value was read from. */
  private static Optional<String> key(Set<AbstractInsnNode> pushed) {
    if (pushed.size() != 1) {
      return Optional.empty();
    }
    AbstractInsnNode source = pushed.iterator().next();
    if (source instanceof FieldInsnNode field
        && (source.getOpcode() == Opcodes.GETFIELD || source.getOpcode() == Opcodes.GETSTATIC)) {
      return Optional.of("F " + field.owner + "." + field.name);
    }
    if (source instanceof VarInsnNode variable && source.getOpcode() == Opcodes.ALOAD) {
      return Optional.of("L " + variable.var);
    }
    return Optional.empty();
  }

  /**
   * Whether something may set the value: a parameter or local, a field declared in another class,
   * or a field of this class that is final, annotated (injected) or given a value other than null.
   */
  private static boolean isSet(String value, MethodCode origin, StackSources sources) {
    ClassNode owner = origin.owner();
    String prefix = "F " + owner.name + ".";
    if (!value.startsWith(prefix)) {
      return true;
    }
    String name = value.substring(prefix.length());
    Optional<FieldNode> field = owner.fields.stream().filter(f -> f.name.equals(name)).findFirst();
    if (field.isEmpty()
        || (field.get().access & Opcodes.ACC_FINAL) != 0
        || field.get().visibleAnnotations != null && !field.get().visibleAnnotations.isEmpty()
        || field.get().invisibleAnnotations != null
            && !field.get().invisibleAnnotations.isEmpty()) {
      return true;
    }
    for (MethodNode method : owner.methods) {
      for (AbstractInsnNode insn : method.instructions) {
        if (insn instanceof FieldInsnNode store
            && (insn.getOpcode() == Opcodes.PUTFIELD || insn.getOpcode() == Opcodes.PUTSTATIC)
            && store.owner.equals(owner.name)
            && store.name.equals(name)
            && !isNull(sources.top(method, origin, insn))) {
          return true;
        }
      }
    }
    return false;
  }

  /** The control flow of one body: the edges between its instructions, by index. */
  private record Flow(MethodNode body, List<List<Integer>> successors) {
    static Flow of(String owner, MethodNode body) {
      List<List<Integer>> successors = new ArrayList<>();
      for (int i = 0; i < body.instructions.size(); i++) {
        successors.add(new ArrayList<>());
      }
      Analyzer<BasicValue> analyzer =
          new Analyzer<>(new BasicInterpreter()) {
            @Override
            protected void newControlFlowEdge(int insn, int successor) {
              successors.get(insn).add(successor);
            }

            @Override
            protected boolean newControlFlowExceptionEdge(int insn, int successor) {
              successors.get(insn).add(successor);
              return true;
            }
          };
      try {
        analyzer.analyze(owner, body);
      } catch (AnalyzerException e) {
        return null;
      }
      return new Flow(body, successors);
    }

    /** Whether every path from the entry to {@code target} takes the edge {@code from -> to}. */
    boolean onlyThrough(AbstractInsnNode from, AbstractInsnNode to, AbstractInsnNode target) {
      int cut = body.instructions.indexOf(from);
      int next = body.instructions.indexOf(to);
      int goal = body.instructions.indexOf(target);
      boolean[] seen = new boolean[successors.size()];
      Deque<Integer> open = new ArrayDeque<>(List.of(0));
      seen[0] = true;
      while (!open.isEmpty()) {
        int at = open.pop();
        if (at == goal) {
          return false;
        }
        for (int successor : successors.get(at)) {
          if (!seen[successor] && !(at == cut && successor == next)) {
            seen[successor] = true;
            open.push(successor);
          }
        }
      }
      return true;
    }
  }
}
