package dev.bottleneck.spotbugs;

import edu.umd.cs.findbugs.classfile.Global;
import edu.umd.cs.findbugs.classfile.IAnalysisCache;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InnerClassNode;

/**
 * The application classes of one SpotBugs analysis, read once and shared by every detector of the
 * plugin: their methods and who calls each of them. Cross-class judgments (a method whose every
 * caller runs once) need them all, so detectors judge in {@code report()}, after the last class.
 */
final class Program {
  private static final Map<IAnalysisCache, Program> BY_ANALYSIS = new WeakHashMap<>();

  private final Map<String, ClassNode> classes = new LinkedHashMap<>();
  private List<MethodCode> methods;
  private Map<String, List<Call>> callers;

  /** The program of the running analysis. */
  static synchronized Program current() {
    return BY_ANALYSIS.computeIfAbsent(Global.getAnalysisCache(), cache -> new Program());
  }

  /** Adds a class file once; a second detector visiting the same class adds nothing. */
  synchronized void add(String internalName, byte[] classFile) {
    if (classes.containsKey(internalName)) {
      return;
    }
    ClassNode node = new ClassNode();
    new ClassReader(classFile).accept(node, 0);
    classes.put(internalName, node);
    methods = null;
    callers = null;
  }

  /** Every method of every class, lambda bodies folded in, in class-file order. */
  synchronized List<MethodCode> methods() {
    if (methods == null) {
      methods = new ArrayList<>();
      classes.values().forEach(node -> methods.addAll(CodeReader.read(node)));
    }
    return methods;
  }

  /** The calls and method references of the analysed classes that reach {@code method}. */
  synchronized List<Call> callersOf(MethodCode method) {
    if (callers == null) {
      callers = new HashMap<>();
      for (MethodCode code : methods()) {
        for (Call call : code.calls()) {
          callers
              .computeIfAbsent(
                  declaringKey(call.owner(), call.name(), call.descriptor()),
                  k -> new ArrayList<>())
              .add(call);
        }
      }
    }
    return callers.getOrDefault(
        method.owner().name + "." + method.name() + method.descriptor(), List.of());
  }

  /** An analysed class by internal name. */
  Optional<ClassNode> find(String internalName) {
    return Optional.ofNullable(classes.get(internalName));
  }

  /**
   * A local or anonymous class: created per call of the code that declares it, its constructor is
   * no place that runs once.
   */
  boolean isLocalOrAnonymous(String internalName) {
    return innerEntry(internalName).map(inner -> inner.outerName == null).orElse(false);
  }

  boolean isAnonymous(String internalName) {
    return innerEntry(internalName).map(inner -> inner.innerName == null).orElse(false);
  }

  /** The class that declares this nested, local or anonymous class. */
  Optional<String> enclosingClass(String internalName) {
    return find(internalName)
        .flatMap(
            node ->
                node.outerClass != null
                    ? Optional.of(node.outerClass)
                    : innerEntry(internalName).map(inner -> inner.outerName));
  }

  private Optional<InnerClassNode> innerEntry(String internalName) {
    return find(internalName)
        .flatMap(
            node ->
                node.innerClasses.stream()
                    .filter(inner -> inner.name.equals(internalName))
                    .findFirst());
  }

  /** The analysed class up the superclass chain of {@code owner} that declares the method. */
  private String declaringKey(String owner, String name, String descriptor) {
    for (String type = owner; type != null; ) {
      Optional<ClassNode> node = find(type);
      if (node.isEmpty()) {
        break;
      }
      if (node.get().methods.stream()
          .anyMatch(m -> m.name.equals(name) && m.desc.equals(descriptor))) {
        return type + "." + name + descriptor;
      }
      type = node.get().superName;
    }
    return owner + "." + name + descriptor;
  }
}
