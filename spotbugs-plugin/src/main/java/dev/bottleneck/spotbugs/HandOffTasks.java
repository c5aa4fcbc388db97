package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.ShortTasks;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Whether a task is short ({@link ShortTasks}): a lambda, the one the operand stack passes to the
 * call, whose body (and the lambdas it creates) makes a hand-off and no other call than the
 * catalog's value methods and the accessors and constructors of data classes; or a lambda whose
 * body only returns a value it holds.
 */
final class HandOffTasks {
  private static final List<CallMatcher> HAND_OFFS = CallMatcher.of(ShortTasks.HAND_OFFS);
  private static final List<CallMatcher> VALUE_METHODS = CallMatcher.of(ShortTasks.VALUE_METHODS);
  private static final List<CallMatcher> BOXING = CallMatcher.of(ShortTasks.BOXING);

  private HandOffTasks() {}

  static boolean isShort(Call receiver, Analysis analysis, StackSources sources) {
    return returnsHeldValue(receiver, analysis, sources) || onlyHandsOff(receiver, analysis);
  }

  /**
   * The task, the call's last argument, is a lambda of this class whose body loads one value (a
   * variable, a constant or a static field), reads fields of it, may cast and box it, and returns
   * it: what a name, literal or field read compiles to. Any other instruction, a call or an
   * operator, keeps the finding.
   */
  static boolean returnsHeldValue(Call receiver, Analysis analysis, StackSources sources) {
    return taskBody(receiver, sources)
        .filter(body -> onlyReturnsValue(body, receiver, analysis))
        .isPresent();
  }

  /**
   * The body of the task, the call's last argument, when it is a lambda of this class: the
   * synthetic method its {@code invokedynamic} names.
   */
  static Optional<MethodNode> taskBody(Call receiver, StackSources sources) {
    List<Set<AbstractInsnNode>> arguments = sources.arguments(receiver);
    if (arguments.isEmpty()
        || arguments.get(arguments.size() - 1).size() != 1
        || !(arguments.get(arguments.size() - 1).iterator().next()
            instanceof InvokeDynamicInsnNode indy)
        || indy.bsmArgs.length < 2
        || !(indy.bsmArgs[1] instanceof Handle target)) {
      return Optional.empty();
    }
    ClassNode owner = receiver.origin().owner();
    if (!target.getOwner().equals(owner.name)) {
      return Optional.empty();
    }
    return owner.methods.stream()
        .filter(
            m ->
                (m.access & Opcodes.ACC_SYNTHETIC) != 0
                    && m.name.equals(target.getName())
                    && m.desc.equals(target.getDesc()))
        .findFirst();
  }

  private static boolean onlyReturnsValue(MethodNode body, Call receiver, Analysis analysis) {
    List<AbstractInsnNode> code = new ArrayList<>();
    for (AbstractInsnNode insn : body.instructions) {
      if (insn.getOpcode() >= 0) {
        code.add(insn);
      }
    }
    int last = code.size() - 1;
    if (last < 1 || !loadsValue(code.get(0)) || !returnsValue(code.get(last))) {
      return false;
    }
    for (int i = 1; i < last; i++) {
      AbstractInsnNode insn = code.get(i);
      boolean boxes =
          i == last - 1
              && insn.getOpcode() == Opcodes.INVOKESTATIC
              && receiver.origin().calls().stream()
                  .anyMatch(
                      call ->
                          call.instruction() == insn && CallMatcher.any(BOXING, call, analysis));
      if (!boxes && insn.getOpcode() != Opcodes.GETFIELD && insn.getOpcode() != Opcodes.CHECKCAST) {
        return false;
      }
    }
    return true;
  }

  /** A variable, a constant or a static field. */
  private static boolean loadsValue(AbstractInsnNode insn) {
    int opcode = insn.getOpcode();
    return opcode >= Opcodes.ILOAD && opcode <= Opcodes.ALOAD
        || opcode >= Opcodes.ACONST_NULL && opcode <= Opcodes.LDC
        || opcode == Opcodes.GETSTATIC;
  }

  private static boolean returnsValue(AbstractInsnNode insn) {
    return insn.getOpcode() >= Opcodes.IRETURN && insn.getOpcode() <= Opcodes.ARETURN;
  }

  private static boolean onlyHandsOff(Call receiver, Analysis analysis) {
    boolean handsOff = false;
    for (Call call : receiver.origin().calls()) {
      if (!inTaskOf(call.function(), receiver)) {
        continue;
      }
      if (call.reference()) {
        return false;
      }
      if (CallMatcher.any(HAND_OFFS, call, analysis)) {
        handsOff = true;
      } else if (!CallMatcher.any(VALUE_METHODS, call, analysis) && !buildsValue(call, analysis)) {
        return false;
      }
    }
    return handsOff;
  }

  /** Whether {@code function}, or a function whose body creates it, is passed to the call. */
  private static boolean inTaskOf(Lambda function, Call receiver) {
    for (Lambda lambda = function; lambda != null; lambda = lambda.enclosing()) {
      if (lambda.receivers().contains(receiver)) {
        return true;
      }
    }
    return false;
  }

  /** An accessor or constructor of a data class. */
  private static boolean buildsValue(Call call, Analysis analysis) {
    boolean builds =
        call.isConstructor()
            ? !analysis.program().isAnonymous(call.owner())
            : !call.isStatic() && ShortTasks.isAccessor(call.name(), call.parameterTypes().size());
    return builds && ShortTasks.isDataType(call.ownerName());
  }
}
