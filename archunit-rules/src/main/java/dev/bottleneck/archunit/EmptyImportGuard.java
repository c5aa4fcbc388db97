package dev.bottleneck.archunit;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;

/**
 * A bottleneck rule that refuses to pass on an empty import. An {@code @AnalyzeClasses(packages =
 * ...)} that names no package of the application imports nothing, and every rule would then pass
 * while analyzing nothing; this fails with what was imported and how to fix it instead. {@code
 * allowEmptyShould(true)} on the rule, or ArchUnit's {@code archRule.failOnEmptyShould=false} in
 * {@code archunit.properties}, accepts an empty import as ArchUnit's own rules do.
 */
final class EmptyImportGuard implements ArchRule {
  static final String FAIL_ON_EMPTY_SHOULD = "archRule.failOnEmptyShould";

  private final ArchRule delegate;
  private final boolean allowEmpty;

  private EmptyImportGuard(ArchRule delegate, boolean allowEmpty) {
    this.delegate = delegate;
    this.allowEmpty = allowEmpty;
  }

  /** {@code delegate}, failing on an empty import; the delegate itself must allow empty input. */
  static ArchRule of(ArchRule delegate) {
    return new EmptyImportGuard(delegate.allowEmptyShould(true), false);
  }

  @Override
  public EvaluationResult evaluate(JavaClasses classes) {
    if (classes.isEmpty() && !allowEmpty && failOnEmptyShould()) {
      throw new AssertionError(EmptyImportMessage.of(delegate.getDescription()));
    }
    return delegate.evaluate(classes);
  }

  @Override
  public void check(JavaClasses classes) {
    Assertions.check(this, classes);
  }

  @Override
  public ArchRule because(String reason) {
    return new EmptyImportGuard(delegate.because(reason), allowEmpty);
  }

  @Override
  public ArchRule allowEmptyShould(boolean allowEmptyShould) {
    return new EmptyImportGuard(delegate, allowEmptyShould);
  }

  @Override
  public ArchRule as(String newDescription) {
    return new EmptyImportGuard(delegate.as(newDescription), allowEmpty);
  }

  @Override
  public String getDescription() {
    return delegate.getDescription();
  }

  @Override
  public String toString() {
    return getDescription();
  }

  private static boolean failOnEmptyShould() {
    return Boolean.parseBoolean(
        ArchConfiguration.get().getPropertyOrDefault(FAIL_ON_EMPTY_SHOULD, "true"));
  }
}
