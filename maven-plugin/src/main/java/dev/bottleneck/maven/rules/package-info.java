/**
 * The JavaParser rule engine behind {@code mvn bottleneck:check}: one {@link
 * dev.bottleneck.maven.rules.JavaRule} per catalog rule, named by its id, implementing the same
 * semantics and exemptions as the Error Prone check of that id, so that both report the same
 * (file, line, id) set on the samples.
 *
 * <p>What the rules share: {@link dev.bottleneck.maven.rules.Types} resolves static types from
 * declarations, imports, Lombok's logger annotations and a table of library facts ({@code
 * KnownTypes}), and asks the symbol solver ({@code ClasspathTypes}) only where those cannot
 * decide; an unresolvable type makes a rule silent, never noisy. {@code Suppressions} honours
 * {@code @SuppressWarnings} as Error Prone does, {@code Members} names the enclosing member for
 * baselines, {@link dev.bottleneck.maven.rules.SourceFile} places a finding where javac would.
 * {@code PerCall} decides where code runs per call for the three creation rules; {@code
 * TransactionWork} and {@code SlowCalls} find the work inside a transaction; {@code LogCalls},
 * {@code LogGuards} and {@code LogLevels} serve EagerLogMessage.
 */
package dev.bottleneck.maven.rules;
