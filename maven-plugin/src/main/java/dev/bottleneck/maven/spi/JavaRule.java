package dev.bottleneck.maven.spi;

/**
 * One catalog rule, run over one parsed source file. A rule keeps no state between files, so one
 * instance serves every thread of a scan.
 */
public interface JavaRule {
  /** The catalog id, also the {@code @SuppressWarnings} key. */
  String id();

  /** Reports this rule's findings in {@code file} through {@link SourceFile#report}. */
  void check(SourceFile file);
}
