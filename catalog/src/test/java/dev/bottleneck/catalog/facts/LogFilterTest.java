package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

final class LogFilterTest {
  private static int rank(String level) {
    return LogConfigs.levelRank(level).orElseThrow();
  }

  @Test
  void levelsAreOrderedFromAllToOff() {
    List<String> order = List.of("ALL", "trace", "debug", "info", "warn", "error", "fatal", "OFF");
    for (int i = 1; i < order.size(); i++) {
      assertThat(rank(order.get(i - 1))).isLessThan(rank(order.get(i)));
    }
    assertThat(LogConfigs.levelRank("${LEVEL}")).isEmpty();
  }

  @Test
  void logbackLevelFilterWithDenyOnMismatchPassesOnlyItsLevel() {
    LogFilter debugOnly =
        LogFilter.logbackLevel("debug", Optional.of("ACCEPT"), Optional.of("DENY")).orElseThrow();

    assertThat(LogFilter.passes(List.of(debugOnly), rank("debug"))).isTrue();
    assertThat(LogFilter.passes(List.of(debugOnly), rank("info"))).isFalse();
    assertThat(LogFilter.passes(List.of(debugOnly), rank("trace"))).isFalse();
  }

  @Test
  void logbackLevelFilterWithoutDenyLetsTheOthersThrough() {
    LogFilter neutral =
        LogFilter.logbackLevel("debug", Optional.of("ACCEPT"), Optional.empty()).orElseThrow();

    assertThat(LogFilter.passes(List.of(neutral), rank("info"))).isTrue();
  }

  @Test
  void thresholdFiltersDenyLessSevereEvents() {
    LogFilter logback = LogFilter.logbackThreshold("INFO").orElseThrow();
    LogFilter log4j2 =
        LogFilter.log4j2Threshold("warn", Optional.empty(), Optional.empty()).orElseThrow();

    assertThat(LogFilter.passes(List.of(logback), rank("debug"))).isFalse();
    assertThat(LogFilter.passes(List.of(logback), rank("info"))).isTrue();
    assertThat(LogFilter.passes(List.of(log4j2), rank("info"))).isFalse();
    assertThat(LogFilter.passes(List.of(log4j2), rank("error"))).isTrue();
  }

  @Test
  void anAcceptingFilterSkipsTheRestOfTheChain() {
    LogFilter acceptDebug =
        LogFilter.logbackLevel("debug", Optional.of("ACCEPT"), Optional.of("NEUTRAL"))
            .orElseThrow();
    LogFilter infoAndAbove = LogFilter.logbackThreshold("info").orElseThrow();

    assertThat(LogFilter.passes(List.of(acceptDebug, infoAndAbove), rank("debug"))).isTrue();
    assertThat(LogFilter.passes(List.of(acceptDebug, infoAndAbove), rank("trace"))).isFalse();
  }

  @Test
  void log4j2LevelRangeMatchesFromMaxLevelUpToMinLevel() {
    LogFilter problems =
        LogFilter.log4j2LevelRange(
            Optional.of("ERROR"), Optional.of("WARN"), Optional.of("ACCEPT"), Optional.of("DENY"));
    LogFilter open =
        LogFilter.log4j2LevelRange(
            Optional.empty(), Optional.of("INFO"), Optional.empty(), Optional.empty());

    assertThat(LogFilter.passes(List.of(problems), rank("info"))).isFalse();
    assertThat(LogFilter.passes(List.of(problems), rank("warn"))).isTrue();
    assertThat(LogFilter.passes(List.of(open), rank("info"))).isTrue();
    assertThat(LogFilter.passes(List.of(open), rank("fatal"))).isTrue();
    assertThat(LogFilter.passes(List.of(open), rank("debug"))).isFalse();
  }
}
