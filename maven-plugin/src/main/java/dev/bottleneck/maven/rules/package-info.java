/**
 * The JavaParser rules behind {@code mvn bottleneck:check}: one {@link
 * dev.bottleneck.maven.spi.JavaRule} per catalog rule, named by its id, implementing the same
 * semantics and exemptions as the Error Prone check of that id, so that both report the same (file,
 * line, id) set on the samples. Rules only match: they resolve types through {@code
 * dev.bottleneck.maven.types} and report through {@code dev.bottleneck.maven.spi.SourceFile}.
 *
 * <p>The helpers here serve rules only: {@code RunsOnce} decides where code runs once, for every
 * rule that asks; {@code PerCallCreation} reports the three creation rules' {@code Creations} where
 * code runs per call (with {@code Calls}), offering {@code HoistFix}; {@code TransactionWork} and
 * {@code SlowCalls} find the work inside a transaction; {@code LogCalls} and {@code LogGuards}
 * serve EagerLogMessage; {@code ApiMatchers} turns the catalog's API facts into checks of calls.
 * May depend on {@code spi}, {@code types}, {@code finding} and the catalog; never on {@code scan},
 * {@code filter}, {@code report}, {@code config}, {@code policy} or the Mojos, and nothing names a
 * rule: the scanner finds them through {@code ServiceLoader}.
 */
package dev.bottleneck.maven.rules;
