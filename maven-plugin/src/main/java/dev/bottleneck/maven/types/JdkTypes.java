package dev.bottleneck.maven.types;

import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Facts about JDK types, read by reflection from the running JDK without initializing classes:
 * always available, whatever the user's classpath holds.
 */
public final class JdkTypes {
  private JdkTypes() {}

  private static final Map<String, List<String>> EXPORTS = new ConcurrentHashMap<>();

  /**
   * The packages that {@code import module name;} brings into scope: those the JDK module exports
   * to everyone, and those of the modules it requires transitively. Empty for a module that is not
   * the JDK's.
   */
  static List<String> exportedPackages(String module) {
    return EXPORTS.computeIfAbsent(module, JdkTypes::readExports);
  }

  private static List<String> readExports(String module) {
    Set<String> packages = new TreeSet<>();
    Set<String> seen = new TreeSet<>();
    Deque<String> pending = new ArrayDeque<>(List.of(module));
    while (!pending.isEmpty()) {
      String name = pending.pop();
      if (!seen.add(name)) {
        continue;
      }
      ModuleLayer.boot()
          .findModule(name)
          .map(Module::getDescriptor)
          .ifPresent(
              descriptor -> {
                for (ModuleDescriptor.Exports exports : descriptor.exports()) {
                  if (!exports.isQualified()) {
                    packages.add(exports.source());
                  }
                }
                for (ModuleDescriptor.Requires requires : descriptor.requires()) {
                  if (requires
                      .modifiers()
                      .contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE)) {
                    pending.push(requires.name());
                  }
                }
              });
    }
    return List.copyOf(packages);
  }

  public static boolean exists(String qualifiedName) {
    return load(qualifiedName).isPresent();
  }

  /** Whether both are JDK types and {@code type} is {@code superType} or below it. */
  static boolean isSubtype(String type, String superType) {
    Optional<Class<?>> sub = load(type);
    Optional<Class<?>> sup = load(superType);
    return sub.isPresent() && sup.isPresent() && sup.get().isAssignableFrom(sub.get());
  }

  /**
   * Whether {@code type} is a JDK type with a public or protected instance method of this name and
   * number of parameters, which a method of a subclass overrides and the JDK may call.
   */
  public static boolean declaresOverridable(String type, String name, int parameters) {
    Optional<Class<?>> loaded = load(type);
    if (loaded.isEmpty()) {
      return false;
    }
    try {
      for (Class<?> current = loaded.get(); current != null; current = current.getSuperclass()) {
        for (Method method : current.getDeclaredMethods()) {
          int modifiers = method.getModifiers();
          if (method.getName().equals(name)
              && method.getParameterCount() == parameters
              && !Modifier.isStatic(modifiers)
              && (Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers))) {
            return true;
          }
        }
      }
      for (Method method : loaded.get().getMethods()) {
        if (method.getName().equals(name) && method.getParameterCount() == parameters) {
          return true;
        }
      }
    } catch (LinkageError | SecurityException unreadable) {
      return true;
    }
    return false;
  }

  /**
   * The erased type that a call of {@code name} with {@code arguments} arguments on the JDK type
   * {@code owner} returns, as the symbol solver names it, when the JDK alone decides it: every
   * public method of that name and arity returns the same class, written without a type variable
   * (the bridges javac adds for a covariant override are not methods a call names). The outer empty
   * means undecided (a type variable, overloads that differ, no such method); the inner empty a
   * result the solver does not name either: void, or an array.
   */
  static Optional<Optional<String>> returnType(String owner, String name, int arguments) {
    Optional<Class<?>> loaded = load(owner);
    if (loaded.isEmpty()) {
      return Optional.empty();
    }
    Class<?> returned = null;
    try {
      for (Method method : loaded.get().getMethods()) {
        int parameters = method.getParameterCount();
        if (method.isBridge()
            || !method.getName().equals(name)
            || !(method.isVarArgs() ? arguments >= parameters - 1 : arguments == parameters)) {
          continue;
        }
        java.lang.reflect.Type generic = method.getGenericReturnType();
        Class<?> raw =
            generic instanceof Class<?> plain
                ? plain
                : generic instanceof ParameterizedType parameterized
                        && parameterized.getRawType() instanceof Class<?> erased
                    ? erased
                    : null;
        if (raw == null || returned != null && returned != raw) {
          return Optional.empty();
        }
        returned = raw;
      }
    } catch (LinkageError | RuntimeException unreadable) {
      return Optional.empty();
    }
    if (returned == null) {
      return Optional.empty();
    }
    if (returned == void.class || returned.isArray()) {
      return Optional.of(Optional.empty());
    }
    String canonical = returned.getCanonicalName();
    return canonical == null ? Optional.empty() : Optional.of(Optional.of(canonical));
  }

  /** Whether the JDK type {@code owner} has a public method of this name; true when unreadable. */
  static boolean hasPublicMethod(Class<?> owner, String name) {
    try {
      for (Method method : owner.getMethods()) {
        if (method.getName().equals(name)) {
          return true;
        }
      }
      return false;
    } catch (LinkageError | RuntimeException unreadable) {
      return true;
    }
  }

  static Optional<Class<?>> load(String qualifiedName) {
    if (!qualifiedName.startsWith("java.") && !qualifiedName.startsWith("javax.")) {
      return Optional.empty();
    }
    String binary = qualifiedName;
    while (true) {
      try {
        return Optional.of(Class.forName(binary, false, ClassLoader.getPlatformClassLoader()));
      } catch (ClassNotFoundException | LinkageError notThis) {
        int dot = binary.lastIndexOf('.');
        if (dot < 0
            || !Character.isUpperCase(binary.charAt(binary.lastIndexOf('.', dot - 1) + 1))) {
          return Optional.empty();
        }
        binary = binary.substring(0, dot) + "$" + binary.substring(dot + 1);
      }
    }
  }
}
