package dev.bottleneck.maven.spi;

import java.util.Map;
import java.util.Set;

/**
 * One catalog rule, run over one parsed source file. A rule keeps no state between files, so one
 * instance serves every thread of a scan. Implementations register with
 * {@code @AutoService(JavaRule.class)} and need a public no-argument constructor; the scanner finds
 * them through {@link java.util.ServiceLoader}.
 */
public interface JavaRule {
  /** The catalog id, also the {@code @SuppressWarnings} key. */
  String id();

  /** The options this rule reads, keyed {@code RuleId:Option}; none unless it says so. */
  default Set<String> options() {
    return Set.of();
  }

  /**
   * This rule as the scan's options configure it; a rule without options is returned unchanged.
   *
   * @param options every rule option of the scan, keyed {@code RuleId:Option}
   * @throws IllegalArgumentException naming a bad value and the valid ones
   */
  default JavaRule configure(Map<String, String> options) {
    return this;
  }

  /**
   * Whether this rule may report a finding in the file, judged from its text before any parse: a
   * file no enabled rule may report in is not parsed. It must never say no where {@link #check}
   * would report, across files included (a finding at a call of a subclass declared in another
   * file, a method made transactional by an annotation of its interface); when it cannot tell, it
   * says yes. Every rule may report in every file unless it says otherwise.
   */
  default boolean mayReport(FileText text) {
    return true;
  }

  /** Reports this rule's findings in {@code file} through {@link SourceFile#report}. */
  void check(SourceFile file);
}
