package dev.bottleneck.catalog.facts;

import java.util.List;

/**
 * What one "per call" creation rule is about, as data: which calls create its object, which calls
 * use a shared one without changing it, and the parts of what the finding says ({@code
 * Messages.perCallCreation} composes them).
 *
 * <p>A creation is a direct one (a constructor or static factory that returns a ready object) or
 * the terminal call of a builder chain that starts at one of {@code builderStarts}. Engines that
 * follow the chain in the source (javac, JavaParser) need only the terminal call's name; a bytecode
 * engine, which sees no chain, also uses its owner.
 *
 * @param subject what is created, for prose: "a Jackson ObjectMapper"
 * @param creations constructors and static factories that return a new object
 * @param builderStarts where a builder chain starts that builds a new object (not one derived from
 *     a shared instance, such as {@code client.newBuilder()} or {@code webClient.mutate()})
 * @param builds the calls that end such a chain and return the new object
 * @param exclusions overloads of {@code creations} and {@code builderStarts} that wrap or derive
 *     from an existing, shared object, and so create nothing costly
 * @param readOnlyUses calls that use an instance without changing or closing it: hoisting a
 *     creation into a shared constant keeps behaviour only when every use is one of these
 * @param supertypes library hierarchy an engine without the library on its class path needs
 * @param cost why a new instance per call is slow
 * @param remedy how to create it once
 */
public record PerCallSubject(
    String subject,
    List<Api> creations,
    List<Api> builderStarts,
    List<Api> builds,
    List<Api> exclusions,
    List<Api> readOnlyUses,
    List<Supertypes> supertypes,
    String cost,
    String remedy) {

  /** The remedy for objects whose creation throws no checked exception. */
  public static final String SHARE =
      "create it once and share it: a static final field, a bean, or a lazily initialized field";

  public PerCallSubject {
    creations = List.copyOf(creations);
    builderStarts = List.copyOf(builderStarts);
    builds = List.copyOf(builds);
    exclusions = List.copyOf(exclusions);
    readOnlyUses = List.copyOf(readOnlyUses);
    supertypes = List.copyOf(supertypes);
    if (builderStarts.isEmpty() != builds.isEmpty()) {
      throw new IllegalArgumentException(
          subject + ": a builder chain needs both its starts and its terminal calls");
    }
  }

  /** The names of the calls that end a builder chain, for engines that follow the chain. */
  public List<String> buildNames() {
    return builds.stream().flatMap(build -> build.names().stream()).distinct().sorted().toList();
  }
}
