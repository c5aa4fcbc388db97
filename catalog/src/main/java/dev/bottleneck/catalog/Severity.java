package dev.bottleneck.catalog;

/**
 * How loudly an engine reports a rule by default; the names match Error Prone's severity levels.
 */
public enum Severity {
  ERROR,
  WARNING,
  SUGGESTION
}
