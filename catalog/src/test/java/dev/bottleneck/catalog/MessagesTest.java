package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.catalog.facts.LogLevel;
import org.junit.jupiter.api.Test;

final class MessagesTest {
  @Test
  void eagerLogMessageInTheMessageOfSlf4j() {
    assertThat(
            Messages.eagerLogMessage(
                "String concatenation", Family.SLF4J, LogLevel.DEBUG, true, false, false))
        .isEqualTo(
            "String concatenation builds this debug message even when debug logging is off; let"
                + " the logger format it: a message with {} placeholders, the values as"
                + " parameters");
  }

  @Test
  void eagerLogMessageInAParameterOfJboss() {
    assertThat(
            Messages.eagerLogMessage(
                "String.format(...)", Family.JBOSS, LogLevel.WARN, false, false, false))
        .isEqualTo(
            "String.format(...) in a parameter of this warn call runs even when warn logging is"
                + " off; use warnf(...) or warnv(...) with parameters, or guard the call with"
                + " isEnabled(Level.WARN)");
  }

  @Test
  void eagerLogMessageToStringOfAParameter() {
    assertThat(Messages.eagerLogMessage("toString()", Family.JUL, LogLevel.FINE, false, false, true))
        .endsWith("pass the object itself: the logger calls toString() only when it writes the message");
  }

  @Test
  void commonPoolAsyncNamesTheStaticOwner() {
    assertThat(Messages.commonPoolAsync("supplyAsync", true))
        .startsWith("CompletableFuture.supplyAsync(...) without an executor runs");
    assertThat(Messages.commonPoolAsync("thenApplyAsync", false))
        .startsWith("thenApplyAsync(...) without an executor runs");
  }

  @Test
  void antPathMatcherProperty() {
    assertThat(Messages.antPathMatcherProperty("spring.mvc.pathmatch.matching-strategy", "ANT_PATH_MATCHER"))
        .isEqualTo(
            "spring.mvc.pathmatch.matching-strategy=ANT_PATH_MATCHER makes Spring MVC match request"
                + " paths with the legacy AntPathMatcher; remove the line or set"
                + " path-pattern-parser, the default since Spring Boot 2.6");
  }
}
