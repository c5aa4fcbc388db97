package dev.bottleneck.maven.filter;

import dev.bottleneck.maven.finding.Finding;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Identifies a finding without its line number: rule, file, enclosing member and the reported code
 * without its whitespace. Editing above a finding, or re-formatting it, keeps it.
 */
public final class Fingerprint {
  private Fingerprint() {}

  /** A short hash of the finding's code, whitespace removed. */
  public static String snippetHash(Finding finding) {
    return hash(normalize(finding.snippet()));
  }

  /**
   * The stable identity of a finding at {@code path}.
   *
   * @param path the file relative to whatever root the consumer uses, with {@code /} separators
   */
  public static String of(Finding finding, String path) {
    return hash(
        String.join(
            "\u0000",
            finding.ruleId(),
            path,
            nullToEmpty(finding.member()),
            normalize(finding.snippet())));
  }

  static String normalize(String snippet) {
    return nullToEmpty(snippet).replaceAll("\\s+", "");
  }

  private static String nullToEmpty(String text) {
    return text == null ? "" : text;
  }

  private static String hash(String text) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every Java runtime provides SHA-256", e);
    }
  }
}
