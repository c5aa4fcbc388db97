package dev.bottleneck.maven;

import java.util.Collections;

/**
 * Valid inputs that a naive analyzer cannot survive: deeply nested generated Java that javac
 * compiles, and YAML whose aliases expand beyond any heap. Each Java source holds one {@code new
 * ObjectMapper()} per call on line 4, so that a test can assert the finding still comes out.
 */
public final class Pathological {
  private static final String HEADER =
      "package gen;\n\nimport com.fasterxml.jackson.databind.ObjectMapper;\n";

  private Pathological() {}

  /** {@code depth} nested parentheses around a variable. */
  public static String parentheses(String name, int depth) {
    return HEADER
        + "class "
        + name
        + " { Object f(int x) { Object m = new ObjectMapper(); return "
        + "(".repeat(depth)
        + "x"
        + ")".repeat(depth)
        + "; } }\n";
  }

  /** A string concatenation of {@code terms} literals, a left-deep tree of that depth. */
  public static String concatenation(String name, int terms) {
    StringBuilder source =
        new StringBuilder(HEADER)
            .append("class ")
            .append(name)
            .append(" { Object m() { return new ObjectMapper(); } String s = \"t\"");
    for (int i = 0; i < terms; i++) {
      source.append(" + \"t").append(i).append('"');
    }
    return source.append("; }\n").toString();
  }

  /** An if followed by {@code branches - 1} else-ifs, each nested in the one before. */
  public static String elseIfChain(String name, int branches) {
    StringBuilder source =
        new StringBuilder(HEADER)
            .append("class ")
            .append(name)
            .append(
                " { Object m(int x) { Object o = new ObjectMapper(); if (x == 0) { return o; }");
    for (int i = 1; i < branches; i++) {
      source.append(" else if (x == ").append(i).append(") { return o; }");
    }
    return source.append(" return null; } }\n").toString();
  }

  /**
   * Nine levels of five aliases each: about two million values once expanded, from 300 bytes, and
   * under SnakeYAML's limit of 50 aliases to collections.
   */
  public static String aliasBomb() {
    StringBuilder yaml = new StringBuilder("l0: &l0 [x, x, x, x, x]\n");
    for (int level = 1; level <= 9; level++) {
      yaml.append("l")
          .append(level)
          .append(": &l")
          .append(level)
          .append(" [")
          .append(String.join(", ", Collections.nCopies(5, "*l" + (level - 1))))
          .append("]\n");
    }
    return yaml.toString();
  }
}
