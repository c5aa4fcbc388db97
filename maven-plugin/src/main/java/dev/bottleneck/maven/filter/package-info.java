/**
 * The filtering stage between scanning and reporting: the baseline of known findings (matched by
 * enclosing member and a fingerprint of the snippet, not by line) and the lines changed since a git
 * revision. Depends on {@code finding} only.
 */
package dev.bottleneck.maven.filter;
