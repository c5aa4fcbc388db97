package dev.bottleneck.maven.types;

import java.util.Optional;

/**
 * Facts about JDK types, read by reflection from the running JDK without initializing classes:
 * always available, whatever the user's classpath holds.
 */
public final class JdkTypes {
  private JdkTypes() {}

  public static boolean exists(String qualifiedName) {
    return load(qualifiedName).isPresent();
  }

  /** Whether both are JDK types and {@code type} is {@code superType} or below it. */
  static boolean isSubtype(String type, String superType) {
    Optional<Class<?>> sub = load(type);
    Optional<Class<?>> sup = load(superType);
    return sub.isPresent() && sup.isPresent() && sup.get().isAssignableFrom(sub.get());
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
