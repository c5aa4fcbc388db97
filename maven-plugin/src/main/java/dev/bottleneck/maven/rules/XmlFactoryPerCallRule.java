package dev.bottleneck.maven.rules;

import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;

/**
 * A JAXP factory lookup ({@code DocumentBuilderFactory.newInstance()}, ...) where it runs per call.
 */
@AutoService(JavaRule.class)
public final class XmlFactoryPerCallRule implements JavaRule {
  static final String ID = "XmlFactoryPerCall";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public boolean mayReport(FileText text) {
    return PerCallCreation.mayReport(text, PerCallCreations.XML_FACTORY);
  }

  @Override
  public void check(SourceFile file) {
    PerCallCreation.check(file, ID, PerCallCreations.XML_FACTORY);
  }
}
