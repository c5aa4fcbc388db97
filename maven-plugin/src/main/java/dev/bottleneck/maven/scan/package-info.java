/**
 * The scanning stage for Java sources: {@link dev.bottleneck.maven.scan.JavaSourceScanner} parses
 * one file and runs the enabled rules over it, turning a parse error or a failing rule into a
 * {@code ParseProblem}, never an exception. Depends on {@code spi}, {@code types} and {@code
 * finding}; the rules themselves are found at run time, never named here.
 */
package dev.bottleneck.maven.scan;
