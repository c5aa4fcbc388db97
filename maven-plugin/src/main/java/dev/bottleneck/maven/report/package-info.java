/**
 * The reporting stage: console lines in javac's format, SARIF 2.1.0 and GitHub workflow
 * annotations, all from one sorted {@code Report}. Depends on {@code finding}, the baseline's
 * fingerprint in {@code filter}, and the catalog for texts and severities.
 */
package dev.bottleneck.maven.report;
