package dev.bottleneck.spotbugs;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The plugin's {@code findbugs.xml}, {@code messages.xml} and {@code bugrank.txt} say what the
 * catalog says ({@link PluginMetadata}), and the plugin reports exactly the rules that claim {@link
 * Engine#SPOTBUGS}. Run with {@code -Dbottleneck.spotbugs.writeMetadata=true} to rewrite the files
 * after a catalog change.
 */
final class PluginMetadataTest {
  private static final Path RESOURCES = Path.of("src", "main", "resources");

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"findbugs.xml", "messages.xml", "bugrank.txt"})
  void fileSaysWhatTheCatalogSays(String name) throws IOException {
    String expected =
        switch (name) {
          case "findbugs.xml" -> PluginMetadata.findbugsXml();
          case "messages.xml" -> PluginMetadata.messagesXml();
          default -> PluginMetadata.bugrankTxt();
        };
    Path file = RESOURCES.resolve(name);
    if (Boolean.getBoolean("bottleneck.spotbugs.writeMetadata")) {
      Files.writeString(file, expected, UTF_8);
    }
    assertThat(Files.readString(file, UTF_8))
        .as("%s: rerun with -Dbottleneck.spotbugs.writeMetadata=true to write it", file)
        .isEqualTo(expected);
  }

  @Test
  void thePluginReportsTheRulesThatClaimSpotBugs() {
    List<Rule> claiming =
        Arrays.stream(Rule.values()).filter(rule -> rule.implementedBy(Engine.SPOTBUGS)).toList();
    assertThat(PluginMetadata.rules())
        .as("rules with a SpotBugs detector; the catalog's Engine.SPOTBUGS claims must match")
        .isEqualTo(claiming);
  }
}
