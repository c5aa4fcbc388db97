package dev.bottleneck.archunit;

import dev.bottleneck.catalog.facts.PerCallCreations;

/** The creations of the three per-call rules, from the catalog. */
final class PerCallRules {
  static final Creations OBJECT_MAPPERS = new Creations(PerCallCreations.OBJECT_MAPPER);
  static final Creations JAXB_CONTEXTS = new Creations(PerCallCreations.JAXB_CONTEXT);
  static final Creations HTTP_CLIENTS = new Creations(PerCallCreations.HTTP_CLIENT);

  private PerCallRules() {}
}
