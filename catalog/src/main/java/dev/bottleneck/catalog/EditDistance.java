package dev.bottleneck.catalog;

/** How many single-character edits turn one text into another (Levenshtein), for "did you mean". */
final class EditDistance {
  private EditDistance() {}

  static int between(String from, String to) {
    int[] previous = new int[to.length() + 1];
    int[] current = new int[to.length() + 1];
    for (int j = 0; j <= to.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= from.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= to.length(); j++) {
        int replace = previous[j - 1] + (from.charAt(i - 1) == to.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(replace, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[to.length()];
  }
}
