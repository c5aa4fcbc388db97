package dev.bottleneck.catalog.facts;

/** How code reaches a library member. */
public enum Form {
  /** {@code new Owner(...)}. */
  CONSTRUCTOR,
  /** {@code Owner.name(...)}. */
  STATIC,
  /** {@code receiver.name(...)} on an instance of the owner. */
  INSTANCE
}
