package dev.bottleneck.maven.rules;

import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;

/** {@code JAXBContext.newInstance(...)}, javax or jakarta, where it runs per call. */
@AutoService(JavaRule.class)
public final class JaxbContextPerCallRule implements JavaRule {
  static final String ID = "JaxbContextPerCall";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public boolean mayReport(FileText text) {
    return PerCallCreation.mayReport(text, PerCallCreations.JAXB_CONTEXT);
  }

  @Override
  public void check(SourceFile file) {
    PerCallCreation.check(file, ID, PerCallCreations.JAXB_CONTEXT);
  }
}
