package dev.bottleneck.spotbugs;

import edu.umd.cs.findbugs.ba.XClass;
import edu.umd.cs.findbugs.ba.XMethod;
import edu.umd.cs.findbugs.classfile.CheckedAnalysisException;
import edu.umd.cs.findbugs.classfile.ClassDescriptor;
import edu.umd.cs.findbugs.classfile.DescriptorFactory;
import edu.umd.cs.findbugs.classfile.Global;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.Type;

/**
 * The type hierarchy of the analysis, application and auxiliary class path alike, as SpotBugs reads
 * it: subtypes, declared methods and annotations by binary name. A type missing from the class path
 * is a type with no supertypes and no members.
 */
final class Types {
  private static final String OBJECT = "java.lang.Object";

  private final Map<String, Optional<XClass>> classes = new HashMap<>();
  private final Map<String, Set<String>> supertypes = new HashMap<>();

  /** The binary names of {@code types}. */
  static List<String> names(Type[] types) {
    return Arrays.stream(types).map(Type::getClassName).toList();
  }

  /** {@code okhttp3.OkHttpClient$Builder} for {@code okhttp3/OkHttpClient$Builder}. */
  static String binaryName(String internalName) {
    return internalName.replace('/', '.');
  }

  /** {@code OkHttpClient.Builder} for {@code okhttp3.OkHttpClient$Builder}. */
  static String simpleName(String binaryName) {
    return binaryName.substring(binaryName.lastIndexOf('.') + 1).replace('$', '.');
  }

  Optional<XClass> find(String binaryName) {
    return classes.computeIfAbsent(
        binaryName,
        name -> {
          if (name.endsWith("]") || name.indexOf('.') < 0 && isPrimitive(name)) {
            return Optional.empty();
          }
          try {
            ClassDescriptor descriptor =
                DescriptorFactory.createClassDescriptorFromDottedClassName(name);
            return Optional.ofNullable(
                Global.getAnalysisCache().getClassAnalysis(XClass.class, descriptor));
          } catch (CheckedAnalysisException | RuntimeException e) {
            return Optional.empty();
          }
        });
  }

  boolean exists(String binaryName) {
    return find(binaryName).isPresent();
  }

  /** Whether {@code type} is {@code target} or a subtype of it. */
  boolean isAssignable(String type, String target) {
    return type.equals(target) || OBJECT.equals(target) || supertypes(type).contains(target);
  }

  /** Every superclass and interface of {@code type}, by binary name. */
  Set<String> supertypes(String type) {
    Set<String> known = supertypes.get(type);
    if (known != null) {
      return known;
    }
    Set<String> all = new HashSet<>();
    Deque<String> open = new ArrayDeque<>(direct(type));
    while (!open.isEmpty()) {
      String next = open.pop();
      if (all.add(next)) {
        open.addAll(direct(next));
      }
    }
    supertypes.put(type, all);
    return all;
  }

  /** The superclasses of {@code type}, nearest first, {@code Object} excluded. */
  List<String> superclasses(String type) {
    List<String> chain = new ArrayList<>();
    for (Optional<XClass> c = find(type); c.isPresent(); ) {
      ClassDescriptor superclass = c.get().getSuperclassDescriptor();
      if (superclass == null || superclass.getDottedClassName().equals(OBJECT)) {
        break;
      }
      chain.add(superclass.getDottedClassName());
      c = find(superclass.getDottedClassName());
    }
    return chain;
  }

  /** The methods {@code type} declares itself. */
  List<? extends XMethod> methods(String type) {
    return find(type).map(XClass::getXMethods).orElse(List.of());
  }

  /** The annotations on {@code type}, by binary name. */
  List<String> annotations(String type) {
    return find(type)
        .map(c -> c.getAnnotationDescriptors().stream().map(d -> d.getDottedClassName()).toList())
        .orElse(List.of());
  }

  /**
   * The method a call reaches, searched from its owner up the superclasses and interfaces: the
   * member as declared, with its modifiers and annotations.
   */
  Optional<XMethod> resolve(String owner, String name, String descriptor) {
    List<String> search = new ArrayList<>();
    search.add(owner);
    search.addAll(superclasses(owner));
    search.addAll(supertypes(owner));
    for (String type : search) {
      for (XMethod method : methods(type)) {
        if (method.getName().equals(name) && method.getSignature().equals(descriptor)) {
          return Optional.of(method);
        }
      }
    }
    return Optional.empty();
  }

  /** The class up the superclass chain of {@code owner} that declares the field. */
  String fieldDeclarer(String owner, String name) {
    List<String> search = new ArrayList<>();
    search.add(owner);
    search.addAll(superclasses(owner));
    for (String type : search) {
      if (find(type)
          .map(c -> c.getXFields().stream().anyMatch(f -> f.getName().equals(name)))
          .orElse(false)) {
        return type;
      }
    }
    return owner;
  }

  private List<String> direct(String type) {
    return find(type)
        .map(
            c -> {
              List<String> direct = new ArrayList<>();
              if (c.getSuperclassDescriptor() != null) {
                direct.add(c.getSuperclassDescriptor().getDottedClassName());
              }
              for (ClassDescriptor i : c.getInterfaceDescriptorList()) {
                direct.add(i.getDottedClassName());
              }
              return direct;
            })
        .orElse(List.of());
  }

  private static boolean isPrimitive(String name) {
    return Set.of("boolean", "byte", "char", "short", "int", "long", "float", "double", "void")
        .contains(name);
  }
}
