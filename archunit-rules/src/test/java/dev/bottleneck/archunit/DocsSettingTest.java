package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.bottleneck.catalog.LocalPages;
import dev.bottleneck.catalog.Rule;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code bottleneck.docsBaseUrl} in {@code archunit.properties}: this module's test configuration
 * sets it, so every rule description links there ({@link BottleneckRulesTest}); here, what a bad
 * value does.
 */
final class DocsSettingTest {
  @AfterEach
  void readTheFileAgain() {
    ArchConfiguration.get().reset();
  }

  @Test
  void theConfiguredBaseIsRead() {
    assertThat(DocsSetting.links().page(Rule.OBJECT_MAPPER_PER_CALL))
        .isEqualTo("https://docs.example.com/bottleneck/rules/ObjectMapperPerCall.html");
  }

  @Test
  void withoutTheSettingTheRulesLinkToTheInstalledPages() {
    ArchConfiguration.get().setProperty(DocsSetting.PROPERTY, "");
    assertThat(DocsSetting.links()).isEqualTo(LocalPages.links(problem -> {}));
    assertThat(DocsSetting.links().baseUrl()).hasScheme("file");
  }

  /** The rules are constants: a bad value fails their evaluation, not the class that holds them. */
  @Test
  void aBadValueFailsEveryEvaluationWithOneMessage() {
    ArchConfiguration.get().setProperty(DocsSetting.PROPERTY, "docs.example.com/rules");
    assertThat(DocsSetting.linksOrDefault()).isEqualTo(LocalPages.links(problem -> {}));
    assertThatThrownBy(
            () ->
                BottleneckRules.OBJECT_MAPPER_PER_CALL.evaluate(
                    new ClassFileImporter().importClasses(DocsSettingTest.class)))
        .isInstanceOf(AssertionError.class)
        .hasMessage(
            "bottleneck.docsBaseUrl in archunit.properties=docs.example.com/rules is not a usable"
                + " docs base URL: it is not an absolute http, https or file URL; set it to the"
                + " address of the folder that holds the rule pages, such as"
                + " https://docs.example.com/bottleneck/rules/, or leave it out to link to the"
                + " pages installed with bottleneck");
  }
}
