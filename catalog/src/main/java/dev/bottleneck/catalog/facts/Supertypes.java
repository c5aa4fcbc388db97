package dev.bottleneck.catalog.facts;

import java.util.List;

/**
 * A library type's direct supertypes that matter to a rule, so that an engine without the library
 * on its class path (the Maven plugin scanning sources) decides as one with it would.
 *
 * @param type the library type, canonical name
 * @param supertypes its direct supertypes that some rule names, canonical names; empty for a type
 *     known to have none that matters
 */
public record Supertypes(String type, List<String> supertypes) {
  public Supertypes {
    supertypes = List.copyOf(supertypes);
  }

  public static Supertypes of(String type, String... supertypes) {
    return new Supertypes(type, List.of(supertypes));
  }

  /** A type known to have no supertype that matters to a rule. */
  public static Supertypes leaf(String type) {
    return new Supertypes(type, List.of());
  }
}
