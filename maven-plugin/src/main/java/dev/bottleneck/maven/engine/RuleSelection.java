package dev.bottleneck.maven.engine;

import dev.bottleneck.catalog.Rule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which rules run and with which options, parsed from the {@code rules} parameter. Every rule of
 * the catalog runs unless disabled. Entries are separated by commas or whitespace:
 *
 * <ul>
 *   <li>{@code -RuleId} disables a rule, {@code RuleId} or {@code +RuleId} enables it again;
 *   <li>{@code RuleId:Option=value} sets an option; the value may itself hold commas, as in {@code
 *       EagerLogMessage:Levels=debug,trace}, because a piece that looks like neither a rule id nor
 *       an option continues the value before it.
 * </ul>
 */
public record RuleSelection(Set<String> enabledRuleIds, Map<String, String> options) {
  /** Rule ids are UpperCamelCase with two humps or more; option values rarely are. */
  private static final Pattern RULE_ID_SHAPE = Pattern.compile("[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+");

  private static final Pattern ENTRY =
      Pattern.compile("([+-]?)([A-Za-z][A-Za-z0-9]*)(?::([A-Za-z][A-Za-z0-9]*)=(.*))?");

  public RuleSelection {
    enabledRuleIds = Collections.unmodifiableSet(new LinkedHashSet<>(enabledRuleIds));
    options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
  }

  public boolean enabled(String ruleId) {
    return enabledRuleIds.contains(ruleId);
  }

  /** Every rule of the catalog, without options. */
  public static RuleSelection all() {
    return parse(null);
  }

  /**
   * @throws IllegalArgumentException naming the entry that is wrong and how to write it
   */
  public static RuleSelection parse(String text) {
    Set<String> enabled = new LinkedHashSet<>();
    for (Rule rule : Rule.values()) {
      enabled.add(rule.id());
    }
    Map<String, String> options = new LinkedHashMap<>();
    String lastOption = null;
    for (String piece : pieces(text)) {
      if (lastOption != null && continuesValue(piece)) {
        options.merge(lastOption, piece, (value, more) -> value + "," + more);
        continue;
      }
      lastOption = null;
      Matcher entry = ENTRY.matcher(piece);
      if (!entry.matches()) {
        throw new IllegalArgumentException(
            "Cannot read rules entry '"
                + piece
                + "': write -RuleId to disable a rule, RuleId to"
                + " enable it, or RuleId:Option=value to set an option");
      }
      String sign = entry.group(1);
      String id = Rule.byId(entry.group(2)).id();
      if (entry.group(3) != null) {
        if (!sign.isEmpty()) {
          throw new IllegalArgumentException(
              "Rules entry '"
                  + piece
                  + "' both switches and configures "
                  + id
                  + "; write the option without '"
                  + sign
                  + "'");
        }
        String key = id + ":" + entry.group(3);
        if (options.containsKey(key)) {
          throw new IllegalArgumentException("Rule option " + key + " is set twice; keep one");
        }
        options.put(key, entry.group(4).trim());
        lastOption = key;
      } else if (sign.equals("-")) {
        enabled.remove(id);
      } else {
        enabled.add(id);
      }
    }
    return new RuleSelection(enabled, options);
  }

  private static List<String> pieces(String text) {
    List<String> pieces = new ArrayList<>();
    if (text == null) {
      return pieces;
    }
    for (String piece : text.split("[,\\s]+")) {
      if (!piece.isEmpty()) {
        pieces.add(piece);
      }
    }
    return pieces;
  }

  /**
   * Whether a piece after an option is more of its value rather than a new entry. A piece shaped
   * like a rule id starts an entry even when the id is unknown, so that a typo is an error rather
   * than part of an option value.
   */
  private static boolean continuesValue(String piece) {
    return !piece.startsWith("-")
        && !piece.startsWith("+")
        && !piece.contains(":")
        && !RULE_ID_SHAPE.matcher(piece).matches();
  }
}
