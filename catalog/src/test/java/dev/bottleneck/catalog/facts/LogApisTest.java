package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.facts.LogApis.Family;
import java.util.Optional;
import org.junit.jupiter.api.Test;

final class LogApisTest {
  @Test
  void oneRankTableOrdersEveryFamily() {
    assertThat(LogLevel.DEBUG.covers(LogLevel.INFO)).isTrue();
    assertThat(LogLevel.DEBUG.covers(LogLevel.TRACE)).isFalse();
    assertThat(LogLevel.FINE.covers(LogLevel.DEBUG)).isTrue();
    assertThat(LogLevel.FINER.covers(LogLevel.FINE)).isTrue();
    assertThat(LogLevel.FINE.covers(LogLevel.FINER)).isFalse();
    assertThat(LogLevel.WARNING.covers(LogLevel.SEVERE)).isTrue();
  }

  @Test
  void levelMethodsIncludeJbossLazySuffixesOnlyForJboss() {
    assertThat(Family.JBOSS.levelOfMethod("debugf")).contains(LogLevel.DEBUG);
    assertThat(Family.JBOSS.levelOfMethod("tracev")).contains(LogLevel.TRACE);
    assertThat(Family.SLF4J.levelOfMethod("debugf")).isEmpty();
    assertThat(Family.SLF4J.levelOfMethod("fine")).isEmpty();
    assertThat(Family.JUL.levelOfMethod("fine")).contains(LogLevel.FINE);
  }

  @Test
  void guardsAreSpelledAsEachApiSpellsThem() {
    assertThat(Family.SLF4J.guard(LogLevel.DEBUG)).isEqualTo("isDebugEnabled()");
    assertThat(Family.JUL.guard(LogLevel.FINE)).isEqualTo("isLoggable(Level.FINE)");
    assertThat(Family.JBOSS.guard(LogLevel.INFO)).isEqualTo("isInfoEnabled()");
    assertThat(Family.JBOSS.guard(LogLevel.WARN)).isEqualTo("isEnabled(Level.WARN)");
    assertThat(Family.COMMONS_LOGGING.levelOfGuardMethod("isTraceEnabled"))
        .contains(LogLevel.TRACE);
    assertThat(Family.SLF4J.levelOfOpener("atDebug")).contains(LogLevel.DEBUG);
    assertThat(Family.SLF4J.levelOfOpener("atFatal")).isEmpty();
  }

  @Test
  void returnsFollowLoggerFactoriesAndBuilderChains() {
    assertThat(returnOf("org.slf4j.LoggerFactory", "getLogger")).contains("org.slf4j.Logger");
    assertThat(returnOf("org.slf4j.Logger", "atDebug"))
        .contains("org.slf4j.spi.LoggingEventBuilder");
    assertThat(returnOf("org.slf4j.spi.LoggingEventBuilder", "addArgument"))
        .contains("org.slf4j.spi.LoggingEventBuilder");
    assertThat(returnOf("org.slf4j.spi.LoggingEventBuilder", "log")).isEmpty();
    assertThat(returnOf("org.apache.logging.log4j.Logger", "always"))
        .contains("org.apache.logging.log4j.LogBuilder");
  }

  private static Optional<String> returnOf(String owner, String method) {
    return LogApis.RETURNS.stream()
        .filter(r -> r.api().owner().equals(owner) && r.api().named(method))
        .map(Returns::type)
        .findFirst();
  }
}
