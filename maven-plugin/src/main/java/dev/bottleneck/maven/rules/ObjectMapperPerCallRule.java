package dev.bottleneck.maven.rules;

import dev.bottleneck.catalog.facts.PerCallCreations;

/**
 * A Jackson 2 or 3 {@code ObjectMapper} (or a subclass such as {@code JsonMapper}, {@code
 * XmlMapper}, {@code YAMLMapper}) created where it runs per call, by constructor or by a mapper
 * {@code builder()...build()} chain. Copies and rebuilds of a shared mapper are derived, not
 * created.
 */
public final class ObjectMapperPerCallRule implements JavaRule {
  static final String ID = "ObjectMapperPerCall";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    PerCall.check(file, ID, PerCallCreations.OBJECT_MAPPER);
  }
}
