package dev.bottleneck.maven.rules;

import dev.bottleneck.catalog.facts.PerCallCreations;

/** {@code JAXBContext.newInstance(...)}, javax or jakarta, where it runs per call. */
public final class JaxbContextPerCallRule implements JavaRule {
  static final String ID = "JaxbContextPerCall";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    PerCall.check(file, ID, PerCallCreations.JAXB_CONTEXT);
  }
}
