package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bottleneck.catalog.facts.LogLevel;
import java.util.EnumSet;
import java.util.Optional;
import org.junit.jupiter.api.Test;

final class RuleOptionsTest {
  private static final RuleOption<java.util.Set<LogLevel>> LEVELS =
      RuleOptions.EAGER_LOG_MESSAGE_LEVELS;

  @Test
  void levelsKeyIsRuleAndName() {
    assertThat(LEVELS.key()).isEqualTo("EagerLogMessage:Levels");
    assertThat(RuleOptions.find("EagerLogMessage:Levels")).contains(LEVELS);
    assertThat(RuleOptions.find("EagerLogMessage:Level")).isEmpty();
  }

  @Test
  void levelsDefaultIsTheUsuallyDisabledLevels() {
    assertThat(LEVELS.parse(null).orElseThrow())
        .isEqualTo(
            EnumSet.of(
                LogLevel.TRACE, LogLevel.FINEST, LogLevel.FINER, LogLevel.DEBUG, LogLevel.FINE));
  }

  @Test
  void levelsIgnoreCaseAndSpaces() {
    assertThat(LEVELS.parse("TRACE, warn,warning").orElseThrow())
        .isEqualTo(EnumSet.of(LogLevel.TRACE, LogLevel.WARN, LogLevel.WARNING));
  }

  @Test
  void blankElementsAreIgnoredAsInThePluginsListParameters() {
    assertThat(LEVELS.parse("debug,, TRACE,").orElseThrow())
        .isEqualTo(EnumSet.of(LogLevel.DEBUG, LogLevel.TRACE));
    assertThat(LEVELS.parse(" , ,").error()).isPresent();
  }

  @Test
  void unknownLevelNamesTheOptionAndTheValidLevels() {
    RuleOption.Parsed<?> parsed = LEVELS.parse("debug,verbose");
    assertThat(parsed.value()).isEmpty();
    assertThat(parsed.error())
        .isEqualTo(
            Optional.of(
                "EagerLogMessage:Levels=debug,verbose names unknown level 'verbose'; valid levels"
                    + " are trace, finest, finer, debug, fine, config, info, warn, warning, error,"
                    + " severe, fatal"));
    assertThatThrownBy(parsed::orElseThrow)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(parsed.error().get());
  }

  @Test
  void emptyLevelsIsAnError() {
    assertThat(LEVELS.parse(" ").error())
        .isEqualTo(
            Optional.of(
                "EagerLogMessage:Levels names no level; list levels such as trace,debug (valid"
                    + " levels are trace, finest, finer, debug, fine, config, info, warn, warning,"
                    + " error, severe, fatal), or turn the rule off"));
  }
}
