package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.FixCases;
import dev.bottleneck.catalog.FixCases.FixCase;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.Fix;
import dev.bottleneck.maven.spi.JavaRule;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Applies the plugin's fixes to the shared fix cases ({@code samples/src/fixes}, one folder per
 * rule) and compares the text exactly with what every engine must write: the same cases Error
 * Prone's {@code SharedFixesTest} applies its suggested fixes to. Where no fix is expected, the
 * rule must still report the file, without a fix.
 */
final class SharedFixesTest {
  @TempDir Path root;

  /**
   * The cases of the rules the plugin has; a rule the catalog gives the plugin without its {@code
   * JavaRule} is {@code RuleRegistryTest}'s failure, not one per case.
   */
  static List<FixCase> cases() {
    Set<String> loaded =
        ServiceLoader.load(JavaRule.class, JavaRule.class.getClassLoader()).stream()
            .map(provider -> provider.get().id())
            .collect(Collectors.toSet());
    return FixCases.read(FixCases.ROOT).stream()
        .filter(fix -> loaded.contains(fix.ruleId()))
        .toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void fixedText(FixCase fix) {
    List<Finding> findings =
        RuleScan.of(root, fix.ruleId()).add(fix.fileName(), fix.source()).findings();
    assertThat(findings).as("findings of %s", fix).isNotEmpty();
    List<Fix> fixes = findings.stream().map(Finding::fix).flatMap(Optional::stream).toList();
    if (fix.expected().isEmpty()) {
      assertThat(fixes).as("fixes of %s", fix).isEmpty();
      return;
    }
    Fix.Applied applied = Fix.apply(fix.source(), fixes);
    assertThat(applied.skipped()).as("fixes of %s that overlap", fix).isEmpty();
    assertThat(applied.text()).isEqualTo(fix.expected().get());
  }
}
