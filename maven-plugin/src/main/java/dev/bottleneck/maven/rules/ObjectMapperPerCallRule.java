package dev.bottleneck.maven.rules;

import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;

/**
 * A Jackson 2 or 3 {@code ObjectMapper} (or a subclass such as {@code JsonMapper}, {@code
 * XmlMapper}, {@code YAMLMapper}) created where it runs per call, by constructor or by a mapper
 * {@code builder()...build()} chain. Copies and rebuilds of a shared mapper are derived, not
 * created.
 */
@AutoService(JavaRule.class)
public final class ObjectMapperPerCallRule implements JavaRule {
  static final String ID = "ObjectMapperPerCall";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public boolean mayReport(FileText text) {
    return PerCallCreation.mayReport(text, PerCallCreations.OBJECT_MAPPER);
  }

  @Override
  public void check(SourceFile file) {
    PerCallCreation.check(file, ID, PerCallCreations.OBJECT_MAPPER);
  }
}
