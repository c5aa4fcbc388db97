package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.SourceCodeLocation;

/**
 * One violation a detector found: the class whose bytecode holds it, the source line and what to
 * say. The line is the one javac wrote into the class file for the instruction.
 */
record Finding(JavaClass owner, int line, String message) {

  SourceCodeLocation location() {
    return SourceCodeLocation.of(owner, line);
  }
}
