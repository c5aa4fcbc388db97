package dev.bottleneck.checks;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.CompilationTestHelper;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.scanner.ScannerSupplier;
import dev.bottleneck.catalog.LocalPages;
import dev.bottleneck.catalog.Rule;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The docs link every check shares: {@code -XepOpt:Bottleneck:DocsBaseUrl}. */
final class RuleCheckerTest {

  /** The pages installed under the tests' XDG_CACHE_HOME (the parent pom sets it). */
  @Test
  void linkIsTheInstalledPageByDefault() {
    assertThat(new ObjectMapperPerCall().linkUrl())
        .isEqualTo(LocalPages.links(problem -> {}).page(Rule.OBJECT_MAPPER_PER_CALL))
        .startsWith("file:/")
        .endsWith("/rules/ObjectMapperPerCall.html");
  }

  @Test
  void docsBaseUrlMovesTheLinkOfTheCheck() {
    ErrorProneFlags flags =
        ErrorProneFlags.fromMap(Map.of("Bottleneck:DocsBaseUrl", "http://intranet/perf/rules"));
    assertThat(new EagerLogMessage(flags).linkUrl())
        .isEqualTo("http://intranet/perf/rules/EagerLogMessage.html");
  }

  @Test
  void diagnosticsLinkToTheConfiguredSite() {
    CompilationTestHelper.newInstance(ObjectMapperPerCall.class, getClass())
        .setArgs("-XepOpt:Bottleneck:DocsBaseUrl=https://docs.example.com/perf/rules/")
        .addSourceLines(
            "Handler.java",
            """
            import com.fasterxml.jackson.databind.ObjectMapper;

            class Handler {
              String handle(Object order) throws Exception {
                // BUG: Diagnostic contains: see https://docs.example.com/perf/rules/ObjectMapperPerCall.html
                return new ObjectMapper().writeValueAsString(order);
              }
            }
            """)
        .doTest();
  }

  @Test
  void badDocsBaseUrlIsOneErrorForTheCompilationWhateverChecksRun() {
    CompilationTestHelper.newInstance(
            ScannerSupplier.fromBugCheckerClasses(ObjectMapperPerCall.class, EagerLogMessage.class),
            getClass())
        .setArgs("-XepOpt:Bottleneck:DocsBaseUrl=docs.example.com")
        .addSourceLines(
            "p/Empty.java",
            "// BUG: Diagnostic contains: -XepOpt:Bottleneck:DocsBaseUrl=docs.example.com is not a"
                + " usable docs base URL: it is not an absolute http, https or file URL; set it to"
                + " the address of the folder that holds the rule pages, such as"
                + " https://docs.example.com/bottleneck/rules/, or leave it out to link to the"
                + " pages installed with bottleneck",
            "package p;",
            "class Empty {}")
        .addSourceLines("p/Other.java", "package p;", "class Other {}")
        .doTest();
  }

  @Test
  void aFlagThatMisspellsOursIsOneErrorThatNamesTheRightOne() {
    CompilationTestHelper.newInstance(
            ScannerSupplier.fromBugCheckerClasses(ObjectMapperPerCall.class, EagerLogMessage.class),
            getClass())
        .setArgs("-XepOpt:eagerlogmessage:Levels=debug", "-XepOpt:NullAway:AnnotatedPackages=p")
        .addSourceLines(
            "p/Empty.java",
            "// BUG: Diagnostic contains: -XepOpt:eagerlogmessage:Levels is not a bottleneck flag"
                + " and does nothing (did you mean -XepOpt:EagerLogMessage:Levels?); flag names"
                + " are case-sensitive",
            "package p;",
            "class Empty {}")
        .addSourceLines("p/Other.java", "package p;", "class Other {}")
        .doTest();
  }

  @Test
  void aFlagOfAnotherCheckIsLeftAlone() {
    CompilationTestHelper.newInstance(
            ScannerSupplier.fromBugCheckerClasses(ObjectMapperPerCall.class), getClass())
        .setArgs("-XepOpt:NullAway:AnnotatedPackages=p", "-XepOpt:EagerLogMessage:Levels=debug")
        .addSourceLines("p/Empty.java", "package p;", "class Empty {}")
        .doTest();
  }
}
