package dev.bottleneck.maven.config;

import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Maven's include and exclude patterns, as its resource copying and archivers match them
 * (plexus-utils' {@code SelectorUtils.matchPath}): a path relative to the folder the pattern is
 * relative to, with {@code /} between its names; {@code **} matches zero or more folders, {@code *}
 * any characters and {@code ?} one character within a name; a pattern that ends with {@code /}
 * matches everything below that folder; {@code %regex[...]} is a regular expression over the whole
 * path and {@code %ant[...]} an Ant pattern. Case matters, as it does on Maven's default.
 */
final class AntPatterns {
  private static final String REGEX_PREFIX = "%regex[";
  private static final String ANT_PREFIX = "%ant[";
  private static final String ANY_FOLDERS = "**";

  private AntPatterns() {}

  /** Whether any of the patterns matches the path. */
  static boolean matchesAny(List<String> patterns, String path) {
    return patterns.stream().anyMatch(pattern -> matches(pattern, path));
  }

  /**
   * Whether the pattern matches the relative path ({@code dev/logback.xml}). A regular expression
   * that does not compile matches nothing.
   */
  static boolean matches(String pattern, String path) {
    String trimmed = pattern.strip();
    if (trimmed.startsWith(REGEX_PREFIX) && trimmed.endsWith("]")) {
      try {
        return Pattern.matches(
            trimmed.substring(REGEX_PREFIX.length(), trimmed.length() - 1), path);
      } catch (PatternSyntaxException unreadable) {
        return false;
      }
    }
    if (trimmed.startsWith(ANT_PREFIX) && trimmed.endsWith("]")) {
      trimmed = trimmed.substring(ANT_PREFIX.length(), trimmed.length() - 1);
    }
    String ant = trimmed.replace('\\', '/');
    if (ant.endsWith("/")) {
      ant = ant + ANY_FOLDERS;
    }
    if (ant.isEmpty() || ant.startsWith("/") != path.startsWith("/")) {
      return false;
    }
    return names(split(ant), 0, split(path), 0);
  }

  private static String[] split(String path) {
    return path.replaceFirst("^/+", "").split("/+", -1);
  }

  /** Whether the pattern's names from {@code p} match the path's names from {@code n}. */
  private static boolean names(String[] pattern, int p, String[] path, int n) {
    if (p == pattern.length) {
      return n == path.length;
    }
    if (pattern[p].equals(ANY_FOLDERS)) {
      for (int skip = n; skip <= path.length; skip++) {
        if (names(pattern, p + 1, path, skip)) {
          return true;
        }
      }
      return false;
    }
    return n < path.length && name(pattern[p], 0, path[n], 0) && names(pattern, p + 1, path, n + 1);
  }

  /** Whether one name of a pattern, with {@code *} and {@code ?}, matches one name of the path. */
  private static boolean name(String pattern, int p, String name, int n) {
    if (p == pattern.length()) {
      return n == name.length();
    }
    char c = pattern.charAt(p);
    if (c == '*') {
      for (int skip = n; skip <= name.length(); skip++) {
        if (name(pattern, p + 1, name, skip)) {
          return true;
        }
      }
      return false;
    }
    return n < name.length()
        && (c == '?' || c == name.charAt(n))
        && name(pattern, p + 1, name, n + 1);
  }
}
