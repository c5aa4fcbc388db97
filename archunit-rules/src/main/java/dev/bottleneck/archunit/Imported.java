package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import java.util.Collection;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The classes under test. ArchUnit also resolves library classes from the class path; those are
 * reachable through the graph but are not the user's code, and no path is followed into them.
 */
final class Imported {
  private final Set<String> names;

  Imported(Collection<JavaClass> classes) {
    this.names = classes.stream().map(JavaClass::getName).collect(Collectors.toUnmodifiableSet());
  }

  boolean contains(JavaClass javaClass) {
    return names.contains(javaClass.getName());
  }
}
