package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;

final class ConfiguredLevelsTest {
  private static final String DEFAULT = ConfiguredLevels.DEFAULT_PROFILE;

  @Test
  void nearestConfiguredPackageDecides() {
    ConfiguredLevels levels =
        new ConfiguredLevels.Builder()
            .set(DEFAULT, "root", "ERROR")
            .set(DEFAULT, "com.acme.wx", "DEBUG")
            .set(DEFAULT, "com.acme", "ERROR")
            .build();

    assertThat(levels.switchesOn("com.acme.wx.web.Cart", LogLevel.DEBUG)).isTrue();
    assertThat(levels.switchesOn("com.acme.wx.web.Cart", LogLevel.TRACE)).isFalse();
    assertThat(levels.switchesOn("com.acme.admin.Users", LogLevel.DEBUG)).isFalse();
    assertThat(levels.switchesOn("org.other.Type", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void rootDecidesWhereNoPackageIsConfigured() {
    ConfiguredLevels levels = new ConfiguredLevels.Builder().set(DEFAULT, "root", "debug").build();

    assertThat(levels.switchesOn("com.acme.Cart", LogLevel.DEBUG)).isTrue();
    assertThat(levels.switchesOn("com.acme.Cart", LogLevel.FINE)).isTrue();
  }

  @Test
  void placeholderSwitchesNothingOn() {
    ConfiguredLevels levels =
        new ConfiguredLevels.Builder()
            .set(DEFAULT, "root", "DEBUG")
            .set(DEFAULT, "no.nav.pensjon.simulator", "${PS_LOGGING_LEVEL:DEBUG}")
            .set(DEFAULT, "com.acme", "@log.level@")
            .build();

    assertThat(levels.switchesOn("no.nav.pensjon.simulator.alder.Index", LogLevel.DEBUG)).isFalse();
    assertThat(levels.switchesOn("com.acme.Cart", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void offAndAll() {
    ConfiguredLevels levels =
        new ConfiguredLevels.Builder()
            .set(DEFAULT, "com.acme", "all")
            .set(DEFAULT, "com.acme.quiet", "OFF")
            .set(DEFAULT, "com.acme.yaml", "false")
            .build();

    assertThat(levels.switchesOn("com.acme.Cart", LogLevel.TRACE)).isTrue();
    assertThat(levels.switchesOn("com.acme.quiet.Cart", LogLevel.DEBUG)).isFalse();
    assertThat(levels.switchesOn("com.acme.yaml.Cart", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void aProfileThatRaisesTheCategoryKeepsTheFinding() {
    ConfiguredLevels levels =
        new ConfiguredLevels.Builder()
            .set(DEFAULT, "com.acme", "DEBUG")
            .set("prod", "com.acme.orders", "INFO")
            .set("dev", "com.acme", "TRACE")
            .build();

    assertThat(levels.switchesOn("com.acme.Cart", LogLevel.DEBUG)).isTrue();
    assertThat(levels.switchesOn("com.acme.orders.Order", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void aProfileAloneSwitchesNothingOn() {
    ConfiguredLevels levels =
        new ConfiguredLevels.Builder().set("dev", "com.acme", "DEBUG").build();

    assertThat(levels.switchesOn("com.acme.Cart", LogLevel.DEBUG)).isFalse();
    assertThat(ConfiguredLevels.NONE.switchesOn("com.acme.Cart", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void aLaterLevelOfTheSameProfileReplacesAnEarlierOne() {
    ConfiguredLevels levels =
        new ConfiguredLevels.Builder()
            .set(DEFAULT, "com.acme", "DEBUG")
            .set(DEFAULT, "com.acme", "INFO")
            .build();

    assertThat(levels.switchesOn("com.acme.Cart", LogLevel.DEBUG)).isFalse();
  }

  @Test
  void springFilesAndKeys() {
    assertThat(ConfiguredLevels.springProfile("application.yml")).contains(DEFAULT);
    assertThat(ConfiguredLevels.springProfile("application.properties")).contains(DEFAULT);
    assertThat(ConfiguredLevels.springProfile("application-prod.yaml")).contains("prod");
    assertThat(ConfiguredLevels.springProfile("bootstrap.yml")).isEmpty();
    assertThat(ConfiguredLevels.category("logging.level.com.acme")).contains("com.acme");
    assertThat(ConfiguredLevels.category("logging.level.[com.acme]")).contains("com.acme");
    assertThat(ConfiguredLevels.category("logging.level.root")).contains("root");
    assertThat(ConfiguredLevels.category("logging.config")).isEmpty();
    assertThat(ConfiguredLevels.categoryOfClass("com.acme.Cart$Line")).isEqualTo("com.acme.Cart");
  }

  @Test
  void aFileThatActivatesOnAProfileIsThatProfilesNotTheDefault() {
    assertThat(ConfiguredLevels.fileProfile("application.yml", Optional.empty()))
        .isEqualTo(DEFAULT);
    assertThat(ConfiguredLevels.fileProfile("application-prod.yml", Optional.empty()))
        .isEqualTo("prod");
    assertThat(ConfiguredLevels.fileProfile("application.yml", Optional.of("prod")))
        .isEqualTo("application.yml:prod");
    assertThatThrownBy(() -> ConfiguredLevels.fileProfile("bootstrap.yml", Optional.empty()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
