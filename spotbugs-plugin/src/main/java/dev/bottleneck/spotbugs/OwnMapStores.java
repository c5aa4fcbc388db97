package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.ShortTasks;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TypeInsnNode;

/**
 * Whether a task only stores into or reads from a map of its own class ({@link
 * ShortTasks#OWN_MAPS}): a lambda of this class whose body loads a private final field, loads
 * values (variables, constants, fields, boxed), makes one store or read on the field, and returns.
 * The field is assigned only a new in-memory map, right after its constructor, and every read of it
 * in its nest (the class and its nested classes, the only code that may touch a private field) is
 * the receiver of a store or read.
 */
final class OwnMapStores {
  private static final List<CallMatcher> STORES = CallMatcher.of(ShortTasks.MAP_STORES);
  private static final List<CallMatcher> BOXING = CallMatcher.of(ShortTasks.BOXING);
  private static final Set<String> MAP_CLASSES =
      ShortTasks.OWN_MAPS.stream()
          .map(Api::binaryOwner)
          .map(name -> name.replace('.', '/'))
          .collect(Collectors.toSet());
  private static final String CONSTRUCTOR = "<init>";

  private OwnMapStores() {}

  static boolean isStore(Call receiver, Analysis analysis, StackSources sources) {
    Optional<MethodNode> body = HandOffTasks.taskBody(receiver, sources);
    if (body.isEmpty()) {
      return false;
    }
    Optional<Call> store = onlyStore(body.get(), receiver, analysis);
    if (store.isEmpty()) {
      return false;
    }
    Set<AbstractInsnNode> map =
        sources.consumed(body.get(), receiver.origin(), store.get().instruction()).stream()
            .findFirst()
            .orElse(Set.of());
    return map.size() == 1
        && map.iterator().next() instanceof FieldInsnNode read
        && isOwnMap(read, analysis, sources);
  }

  /**
   * The one store or read the body makes, when everything else loads a value, boxes it, drops the
   * result or returns.
   */
  private static Optional<Call> onlyStore(MethodNode body, Call receiver, Analysis analysis) {
    List<Call> calls = new ArrayList<>();
    for (Call call : receiver.origin().calls()) {
      if (call.body() == body) {
        calls.add(call);
      }
    }
    Call store = null;
    for (AbstractInsnNode insn : body.instructions) {
      int opcode = insn.getOpcode();
      if (opcode < 0 || loadsOrReturns(opcode)) {
        continue;
      }
      Call call =
          calls.stream()
              .filter(c -> c.instruction() == insn && !c.reference())
              .findFirst()
              .orElse(null);
      if (call != null && CallMatcher.any(BOXING, call, analysis)) {
        continue;
      }
      if (call == null || store != null || !CallMatcher.any(STORES, call, analysis)) {
        return Optional.empty();
      }
      store = call;
    }
    return Optional.ofNullable(store);
  }

  private static boolean loadsOrReturns(int opcode) {
    return opcode >= Opcodes.ACONST_NULL && opcode <= Opcodes.LDC
        || opcode >= Opcodes.ILOAD && opcode <= Opcodes.ALOAD
        || opcode == Opcodes.GETSTATIC
        || opcode == Opcodes.GETFIELD
        || opcode == Opcodes.CHECKCAST
        || opcode == Opcodes.POP
        || opcode == Opcodes.POP2
        || opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN;
  }

  private static boolean isOwnMap(FieldInsnNode read, Analysis analysis, StackSources sources) {
    Optional<ClassNode> owner = analysis.program().find(read.owner);
    Optional<FieldNode> field =
        owner.flatMap(
            type -> type.fields.stream().filter(f -> f.name.equals(read.name)).findFirst());
    if (field.isEmpty()
        || (field.get().access & (Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL))
            != (Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL)
        || !keysResolveNothing(field.get())) {
      return false;
    }
    List<ClassNode> nest = nest(owner.get(), analysis);
    return onlyOwnMapsAssigned(read, nest) && readOnlyForStores(read, nest, analysis, sources);
  }

  /**
   * The first type argument of the field's generic signature is a class ({@code L...;}, not a type
   * variable or a wildcard) that is a JDK value type ({@link ShortTasks#VALUE_KEYS}).
   */
  private static boolean keysResolveNothing(FieldNode field) {
    String signature = field.signature;
    int open = signature == null ? -1 : signature.indexOf('<');
    if (open < 0 || signature.charAt(open + 1) != 'L') {
      return false;
    }
    int end = open + 2;
    while (end < signature.length() && ";<".indexOf(signature.charAt(end)) < 0) {
      end++;
    }
    String key = signature.substring(open + 2, end).replace('/', '.');
    return ShortTasks.VALUE_KEYS.contains(key);
  }

  /**
   * The field's nest, as far as analysed: its nest host (the outermost class; a nested class names
   * it in {@code NestHost}) and every member the host lists, so an outer class's reads of a nested
   * class's private field are checked too.
   */
  private static List<ClassNode> nest(ClassNode owner, Analysis analysis) {
    ClassNode host =
        owner.nestHostClass == null
            ? owner
            : analysis.program().find(owner.nestHostClass).orElse(owner);
    List<ClassNode> nest = new ArrayList<>();
    nest.add(host);
    if (host.nestMembers != null) {
      for (String member : host.nestMembers) {
        analysis.program().find(member).ifPresent(nest::add);
      }
    }
    if (!nest.contains(owner)) {
      nest.add(owner);
    }
    return nest;
  }

  /** Every write of the field stores a map its constructor has just created. */
  private static boolean onlyOwnMapsAssigned(FieldInsnNode read, List<ClassNode> nest) {
    boolean assigned = false;
    for (ClassNode type : nest) {
      for (MethodNode method : type.methods) {
        for (AbstractInsnNode insn : method.instructions) {
          if (insn instanceof FieldInsnNode write
              && (write.getOpcode() == Opcodes.PUTFIELD || write.getOpcode() == Opcodes.PUTSTATIC)
              && sameField(write, read)) {
            if (!createdJustBefore(write, method)) {
              return false;
            }
            assigned = true;
          }
        }
      }
    }
    return assigned;
  }

  /**
   * The write stores the map the constructor call just before it created, and no jump lands between
   * that map's {@code NEW} and the write: in {@code own ? shared : new ConcurrentHashMap<>()} the
   * other branch's jump lands on the write carrying {@code shared}.
   */
  private static boolean createdJustBefore(AbstractInsnNode write, MethodNode method) {
    AbstractInsnNode previous = write.getPrevious();
    while (previous != null && previous.getOpcode() < 0) {
      previous = previous.getPrevious();
    }
    if (!(previous instanceof MethodInsnNode constructor
        && constructor.getOpcode() == Opcodes.INVOKESPECIAL
        && constructor.name.equals(CONSTRUCTOR)
        && MAP_CLASSES.contains(constructor.owner))) {
      return false;
    }
    AbstractInsnNode created = creation(constructor);
    if (created == null) {
      return false;
    }
    Set<LabelNode> targets = jumpTargets(method);
    for (AbstractInsnNode insn = created; insn != write; insn = insn.getNext()) {
      if (insn instanceof LabelNode label && targets.contains(label)) {
        return false;
      }
    }
    return true;
  }

  /** The {@code NEW} whose object the constructor call initialises, nested creations skipped. */
  private static AbstractInsnNode creation(MethodInsnNode constructor) {
    int depth = 0;
    for (AbstractInsnNode insn = constructor.getPrevious();
        insn != null;
        insn = insn.getPrevious()) {
      if (insn instanceof MethodInsnNode call
          && call.getOpcode() == Opcodes.INVOKESPECIAL
          && call.name.equals(CONSTRUCTOR)
          && call.owner.equals(constructor.owner)) {
        depth++;
      } else if (insn instanceof TypeInsnNode type
          && type.getOpcode() == Opcodes.NEW
          && type.desc.equals(constructor.owner)) {
        if (depth == 0) {
          return insn;
        }
        depth--;
      }
    }
    return null;
  }

  /** Every label a jump, a switch or an exception handler lands on. */
  private static Set<LabelNode> jumpTargets(MethodNode method) {
    Set<LabelNode> targets = new HashSet<>();
    for (AbstractInsnNode insn : method.instructions) {
      if (insn instanceof JumpInsnNode jump) {
        targets.add(jump.label);
      } else if (insn instanceof TableSwitchInsnNode table) {
        targets.add(table.dflt);
        targets.addAll(table.labels);
      } else if (insn instanceof LookupSwitchInsnNode lookup) {
        targets.add(lookup.dflt);
        targets.addAll(lookup.labels);
      }
    }
    if (method.tryCatchBlocks != null) {
      method.tryCatchBlocks.forEach(block -> targets.add(block.handler));
    }
    return targets;
  }

  /** Every read of the field in the nest is the receiver of a store or read. */
  private static boolean readOnlyForStores(
      FieldInsnNode read, List<ClassNode> nest, Analysis analysis, StackSources sources) {
    Set<AbstractInsnNode> receivers = new HashSet<>();
    Set<ClassNode> classes = new HashSet<>(nest);
    for (MethodCode method : analysis.program().methods()) {
      if (!classes.contains(method.owner())) {
        continue;
      }
      for (Call call : method.calls()) {
        if (!call.reference() && CallMatcher.any(STORES, call, analysis)) {
          sources.consumed(call.body(), method, call.instruction()).stream()
              .findFirst()
              .filter(source -> source.size() == 1)
              .ifPresent(receivers::addAll);
        }
      }
    }
    for (ClassNode type : nest) {
      for (MethodNode method : type.methods) {
        for (AbstractInsnNode insn : method.instructions) {
          if (insn instanceof FieldInsnNode use
              && (use.getOpcode() == Opcodes.GETFIELD || use.getOpcode() == Opcodes.GETSTATIC)
              && sameField(use, read)
              && !receivers.contains(use)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private static boolean sameField(FieldInsnNode one, FieldInsnNode other) {
    return one.owner.equals(other.owner) && one.name.equals(other.name);
  }
}
