package dev.bottleneck.catalog;

/** An analysis engine that implements rules of the catalog. */
public enum Engine {
  /** Compile-time checks in {@code bottleneck-checks}. */
  ERROR_PRONE,
  /** The JavaParser source scanner behind {@code mvn bottleneck:check}. */
  MAVEN_PLUGIN,
  /** Bytecode rules in {@code bottleneck-archunit-rules}. */
  ARCHUNIT,
  /** Bytecode detectors in {@code bottleneck-spotbugs}, a SpotBugs plugin. */
  SPOTBUGS
}
