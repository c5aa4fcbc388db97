package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.LogApis.EagerFormat;
import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.catalog.facts.LogLevel;
import dev.bottleneck.catalog.facts.Serializations;
import dev.bottleneck.catalog.facts.TypeName;
import edu.umd.cs.findbugs.BugReporter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * EagerLogMessage: a log call at a usually disabled level (the catalog's {@link LogLevel}) whose
 * message or parameter the class file builds before the call, from the catalog's {@link LogApis}: a
 * string concatenation ({@code makeConcatWithConstants}, or a {@code StringBuilder} chain on a Java
 * 8 target), a format call, or an explicit {@code toString()} on anything but a string or a
 * throwable; or, placeholder or not, an argument that serializes an object ({@link
 * dev.bottleneck.catalog.facts.Serializations}), wherever in the argument the call is. Silent where
 * a guard of a covering level jumps over the call, where the call runs once ({@link RunsOnce}), and
 * where the logging configuration among the class's resources switches the level on ({@link
 * ConfiguredLevelOn}). Judged on the operand stack, so a value that went through a local variable
 * is not followed; the fluent builders and level arguments are left to the source engines.
 */
public final class EagerLogMessageDetector extends BottleneckDetector {
  private static final String CONCAT_FACTORY = "java/lang/invoke/StringConcatFactory";
  private static final String TO_STRING = "toString";
  private static final String KOTLIN_DEFAULTS = "$default";

  /** How many instructions the search for a serializing argument reads, at most, per call. */
  private static final int MAX_OPERANDS = 64;

  private static final Set<String> BUILDERS =
      Set.of("java/lang/StringBuilder", "java/lang/StringBuffer");

  private static final List<Logger> LOGGERS =
      List.of(Family.values()).stream()
          .map(
              f ->
                  new Logger(f, TypeName.binary(f.loggerType()), CallMatcher.of(f.loggerMethods())))
          .toList();
  private static final List<Serializing> SERIALIZATIONS =
      Serializations.CALLS.stream().map(api -> new Serializing(api, CallMatcher.of(api))).toList();
  private static final List<Format> FORMATS =
      LogApis.EAGER_FORMATS.stream().map(f -> new Format(f, CallMatcher.of(f.api()))).toList();

  public EagerLogMessageDetector(BugReporter reporter) {
    super(reporter);
  }

  private record Logger(Family family, String type, CallMatcher methods) {}

  private record Format(EagerFormat format, CallMatcher matcher) {}

  private record Serializing(Api api, CallMatcher matcher) {}

  /** An eagerly built argument and how a finding names it. */
  private record Eager(String construct, boolean explicitToString) {}

  @Override
  List<Finding> findings(Analysis analysis) {
    RunsOnce once = new RunsOnce(analysis);
    StackSources sources = new StackSources();
    ConfiguredLevelOn configured = new ConfiguredLevelOn(analysis, sources);
    List<Finding> findings = new ArrayList<>();
    for (MethodCode method : analysis.program().methods()) {
      for (Call call : method.calls()) {
        if (call.reference() || call.isConstructor() || call.isStatic()) {
          continue;
        }
        Optional<Logger> logger =
            LOGGERS.stream().filter(l -> l.methods().matches(call, analysis)).findFirst();
        Optional<LogLevel> level =
            logger.flatMap(l -> levelOf(call.name(), l, () -> sources.arguments(call)));
        if (level.isEmpty() || !level.get().usuallyDisabled()) {
          continue;
        }
        Family family = logger.get().family();
        serialization(call, sources, analysis)
            .map(construct -> Messages.eagerLogSerialization(construct, family, level.get(), false))
            .or(
                () ->
                    eagerArgument(call, logger.get(), sources, analysis)
                        .map(found -> message(logger.get(), level.get(), found)))
            .filter(found -> !guarded(call, logger.get(), level.get(), sources, analysis))
            .filter(found -> !once.runsOnce(call))
            .filter(found -> !configured.switchedOn(method, level.get()))
            .ifPresent(
                text ->
                    findings.add(new Finding(Rule.EAGER_LOG_MESSAGE, method, call.line(), text)));
      }
    }
    return findings;
  }

  /**
   * The level a log method or guard logs at: by its name ({@code debug}, {@code isDebugEnabled}),
   * or by a level constant passed as its first argument ({@code log(Level.FINE, ...)}, {@code
   * isLoggable(Level.FINE)}); a level held in a variable is unknown.
   */
  private static Optional<LogLevel> levelOf(
      String name, Logger logger, Supplier<List<Set<AbstractInsnNode>>> arguments) {
    Family family = logger.family();
    Optional<LogLevel> named = family.levelOfMethod(name).or(() -> family.levelOfGuardMethod(name));
    if (named.isPresent()
        || !family.levelArgumentMethods().contains(name)
            && !family.levelArgumentGuards().contains(name)) {
      return named;
    }
    String levelType = family.levelType().map(TypeName::binary).orElse("");
    List<Set<AbstractInsnNode>> operands = arguments.get();
    if (operands.isEmpty() || operands.get(0).size() != 1) {
      return Optional.empty();
    }
    return operands.get(0).iterator().next() instanceof FieldInsnNode constant
            && constant.getOpcode() == Opcodes.GETSTATIC
            && Types.binaryName(constant.owner).equals(levelType)
        ? family.level(constant.name)
        : Optional.empty();
  }

  private static String message(Logger logger, LogLevel level, EagerArgument found) {
    return Messages.eagerLogMessage(
        found.eager().construct(),
        logger.family(),
        level,
        found.inMessage(),
        false,
        found.eager().explicitToString());
  }

  /** The first eagerly built argument of a log call, and whether it is the message. */
  private record EagerArgument(Eager eager, boolean inMessage) {}

  private static Optional<EagerArgument> eagerArgument(
      Call call, Logger logger, StackSources sources, Analysis analysis) {
    List<Set<AbstractInsnNode>> arguments = sources.arguments(call);
    List<String> types = call.parameterTypes();
    int message = messageIndex(types, logger.family());
    for (int i = 0; i < arguments.size(); i++) {
      // Any branch of a conditional that builds its value eagerly builds it before the call.
      Optional<Eager> eager =
          arguments.get(i).stream()
              .map(source -> eager(source, analysis))
              .flatMap(Optional::stream)
              .findFirst();
      if (eager.isPresent()) {
        return Optional.of(new EagerArgument(eager.get(), i == message));
      }
    }
    return Optional.empty();
  }

  /**
   * The first call among a log call's arguments, at any depth of the operand stack, that serializes
   * an object ({@link Serializations}), named as the finding names it: a placeholder does not defer
   * it. A value that went through a local variable is not followed.
   */
  private static Optional<String> serialization(
      Call call, StackSources sources, Analysis analysis) {
    Deque<AbstractInsnNode> open = new ArrayDeque<>();
    sources.arguments(call).forEach(open::addAll);
    Set<AbstractInsnNode> seen = new HashSet<>();
    while (!open.isEmpty()) {
      AbstractInsnNode source = open.poll();
      if (!seen.add(source) || seen.size() > MAX_OPERANDS) {
        continue;
      }
      if (source instanceof MethodInsnNode insn) {
        Call asCall =
            new Call(
                null,
                insn.getOpcode(),
                insn.owner,
                insn.name,
                insn.desc,
                -1,
                null,
                false,
                null,
                insn);
        for (Serializing serializing : SERIALIZATIONS) {
          if (serializing.matcher().matches(asCall, analysis)) {
            return Optional.of(Serializations.construct(serializing.api(), insn.name));
          }
        }
      }
      sources.consumed(call.body(), call.origin(), source).forEach(open::addAll);
    }
    return Optional.empty();
  }

  /** The message parameter: the first string or object after any marker. */
  private static int messageIndex(List<String> types, Family family) {
    String marker = family.markerType().map(TypeName::binary).orElse("");
    for (int i = 0; i < types.size(); i++) {
      String type = types.get(i);
      if (!type.equals(marker)
          && (type.equals("java.lang.String") || type.equals("java.lang.Object"))) {
        return i;
      }
    }
    return -1;
  }

  private static Optional<Eager> eager(AbstractInsnNode source, Analysis analysis) {
    if (source instanceof InvokeDynamicInsnNode indy) {
      return indy.bsm.getOwner().equals(CONCAT_FACTORY)
              && Type.getArgumentTypes(indy.desc).length > 0
          ? Optional.of(new Eager(LogApis.EAGER_CONCATENATION, false))
          : Optional.empty();
    }
    if (!(source instanceof MethodInsnNode call)) {
      return Optional.empty();
    }
    if (call.name.equals(TO_STRING) && BUILDERS.contains(call.owner)) {
      return Optional.of(new Eager(LogApis.EAGER_CONCATENATION, false));
    }
    Call asCall =
        new Call(
            null, call.getOpcode(), call.owner, call.name, call.desc, -1, null, false, null, call);
    for (Format format : FORMATS) {
      if (format.matcher().matches(asCall, analysis)) {
        return Optional.of(new Eager(format.format().construct(), false));
      }
    }
    String owner = Types.binaryName(call.owner);
    if (call.name.equals(TO_STRING)
        && call.desc.equals("()Ljava/lang/String;")
        && !owner.equals("java.lang.String")
        && !analysis.types().isAssignable(owner, "java.lang.Throwable")) {
      return Optional.of(new Eager(LogApis.EAGER_TO_STRING, true));
    }
    return Optional.empty();
  }

  /**
   * Whether a guard of a level that covers the call's ({@code isDebugEnabled()}) decides whether
   * the call runs: {@code if (guard) { call }} jumps over it when false, {@code if (!guard)
   * return;} jumps to code at or before it when true.
   */
  private static boolean guarded(
      Call call, Logger logger, LogLevel level, StackSources sources, Analysis analysis) {
    MethodNode body = call.body();
    int site = body.instructions.indexOf(call.instruction());
    for (AbstractInsnNode insn = call.instruction().getPrevious();
        insn != null;
        insn = insn.getPrevious()) {
      if (!(insn instanceof MethodInsnNode guard)
          || !isGuard(guard, logger, level, sources, call, analysis)) {
        continue;
      }
      AbstractInsnNode next = real(guard.getNext(), true);
      if (next instanceof JumpInsnNode jump
          && sameReceiver(guard, call, sources)
          && decides(jump, site, body)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code if (guard) { call }} jumps over the call when false; {@code if (!guard) return;} jumps
   * over an exit (return, throw, or the loop's continue) to code at or before the call.
   */
  private static boolean decides(JumpInsnNode jump, int site, MethodNode body) {
    int target = body.instructions.indexOf(jump.label);
    if (jump.getOpcode() == Opcodes.IFEQ) {
      return target > site;
    }
    if (jump.getOpcode() != Opcodes.IFNE || target > site) {
      return false;
    }
    AbstractInsnNode exit = real(jump.label.getPrevious(), false);
    int opcode = exit == null ? -1 : exit.getOpcode();
    return opcode == Opcodes.ATHROW
        || opcode == Opcodes.GOTO
        || opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN;
  }

  /** The nearest instruction that is not a label, line number or frame, forward or backward. */
  private static AbstractInsnNode real(AbstractInsnNode from, boolean forward) {
    AbstractInsnNode insn = from;
    while (insn != null && insn.getOpcode() < 0) {
      insn = forward ? insn.getNext() : insn.getPrevious();
    }
    return insn;
  }

  /** Whether the guard asks the logger the call logs to: the same field or local variable. */
  private static boolean sameReceiver(MethodInsnNode guard, Call call, StackSources sources) {
    Optional<String> guarded = sources.receiver(call.body(), call.origin(), guard);
    return guarded.isPresent()
        && guarded.equals(sources.receiver(call.body(), call.origin(), call.instruction()));
  }

  private static boolean isGuard(
      MethodInsnNode guard,
      Logger logger,
      LogLevel level,
      StackSources sources,
      Call logCall,
      Analysis analysis) {
    String owner = guard.owner;
    String name = guard.name;
    Type[] parameters = Type.getArgumentTypes(guard.desc);
    // Kotlin's stub for a guard with default arguments, isDebugEnabled$default(logger, ...).
    if (guard.getOpcode() == Opcodes.INVOKESTATIC
        && name.endsWith(KOTLIN_DEFAULTS)
        && parameters.length > 0
        && parameters[0].getSort() == Type.OBJECT) {
      owner = parameters[0].getInternalName();
      name = name.substring(0, name.length() - KOTLIN_DEFAULTS.length());
    } else if (guard.getOpcode() == Opcodes.INVOKESTATIC) {
      return false;
    }
    if (!analysis.types().isAssignable(Types.binaryName(owner), logger.type())
        || logger.family().levelOfMethod(name).isPresent()) {
      return false;
    }
    Call asCall =
        new Call(
            logCall.origin(),
            guard.getOpcode(),
            guard.owner,
            guard.name,
            guard.desc,
            -1,
            logCall.function(),
            false,
            logCall.body(),
            guard);
    return levelOf(name, logger, () -> sources.arguments(asCall))
        .filter(guardLevel -> guardLevel.covers(level))
        .isPresent();
  }
}
