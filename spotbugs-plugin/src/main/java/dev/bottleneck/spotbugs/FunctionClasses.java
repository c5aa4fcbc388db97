package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.catalog.facts.TypeName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

/**
 * Lambdas compiled into classes of their own ({@link RunOncePlaces#KOTLIN_LAMBDA_CLASS}), as
 * kotlinc before 2.0 compiles every lambda: the function value is an instance, the class's
 * singleton {@code INSTANCE} or a new one holding the captured values, handed to a call as an
 * invokedynamic lambda is. Each such class is one lambda of the source, created where the source
 * writes it; its {@code invoke} runs as often as the calls that take the value run it, as {@link
 * Lambda}'s receivers say.
 */
final class FunctionClasses {
  private static final String LAMBDA_CLASS =
      TypeName.binary(RunOncePlaces.KOTLIN_LAMBDA_CLASS).replace('.', '/');

  /** How many {@code checkcast}s are followed back to the instance. */
  private static final int CASTS = 4;

  /**
   * A function value of a lambda class, as the method that creates it holds it.
   *
   * @param method the method that creates it, lambdas folded in
   * @param function the value, with the calls that take it as an argument
   */
  record Created(MethodCode method, Lambda function) {}

  private final Analysis analysis;
  private final StackSources sources = new StackSources();
  private final Map<String, List<Created>> createdByClass = new HashMap<>();

  FunctionClasses(Analysis analysis) {
    this.analysis = analysis;
  }

  boolean isFunctionClass(ClassNode owner) {
    return LAMBDA_CLASS.equals(owner.superName);
  }

  /**
   * The function values that are instances of the lambda class {@code owner}, one per method body
   * that creates one; none when nothing the analysis holds creates one.
   */
  List<Created> created(ClassNode owner) {
    return createdByClass.computeIfAbsent(owner.name, this::find);
  }

  private List<Created> find(String owner) {
    List<Created> found = new ArrayList<>();
    for (MethodCode method : analysis.program().methods()) {
      if (method.owner().name.equals(owner) || !mentions(method, owner)) {
        continue;
      }
      Map<MethodNode, Lambda> byBody = new IdentityHashMap<>();
      for (Call call : method.calls()) {
        List<Set<AbstractInsnNode>> operands =
            sources.consumed(call.body(), method, call.instruction());
        if (operands.stream()
            .flatMap(Set::stream)
            .anyMatch(insn -> isInstance(call.body(), method, insn, owner, CASTS))) {
          byBody
              .computeIfAbsent(
                  call.body(),
                  body -> {
                    Lambda function = new Lambda(call.function(), call.line());
                    found.add(new Created(method, function));
                    return function;
                  })
              .addReceiver(call);
        }
      }
    }
    return found;
  }

  /** Whether {@code method} reads the singleton of {@code owner} or creates an instance of it. */
  private static boolean mentions(MethodCode method, String owner) {
    return method.fieldAccesses().stream()
            .anyMatch(access -> access.owner().equals(owner) && !access.isWrite())
        || method.calls().stream()
            .anyMatch(call -> call.owner().equals(owner) && call.isConstructor());
  }

  /** Whether {@code insn} pushed an instance of {@code owner}, cast or not. */
  private boolean isInstance(
      MethodNode body, MethodCode method, AbstractInsnNode insn, String owner, int casts) {
    if (insn instanceof FieldInsnNode field) {
      return field.getOpcode() == Opcodes.GETSTATIC && field.owner.equals(owner);
    }
    if (insn instanceof TypeInsnNode type && insn.getOpcode() == Opcodes.NEW) {
      return type.desc.equals(owner);
    }
    if (insn.getOpcode() == Opcodes.CHECKCAST && casts > 0) {
      return sources.top(body, method, insn).stream()
          .anyMatch(source -> isInstance(body, method, source, owner, casts - 1));
    }
    return false;
  }
}
