package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bottleneck.catalog.Rule;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class RuleSelectionTest {
  private static final String[] ALL =
      Arrays.stream(Rule.values()).map(Rule::id).toArray(String[]::new);

  @Test
  void everyRuleRunsByDefault() {
    assertThat(RuleSelection.parse(null).enabledRuleIds()).containsExactlyInAnyOrder(ALL);
    assertThat(RuleSelection.parse(" ").options()).isEmpty();
  }

  @Test
  void commandLineForm() {
    RuleSelection selection =
        RuleSelection.parse("-CommonPoolAsync,EagerLogMessage:Levels=debug,trace");
    assertThat(selection.enabled("CommonPoolAsync")).isFalse();
    assertThat(selection.enabled("EagerLogMessage")).isTrue();
    assertThat(selection.options()).isEqualTo(Map.of("EagerLogMessage:Levels", "debug,trace"));
  }

  @Test
  void pomFormWithNewlinesAndReEnabling() {
    RuleSelection selection =
        RuleSelection.parse(
            """
            -CommonPoolAsync, -AntPathMatcher
            EagerLogMessage:Levels=debug, TRACE
            +AntPathMatcher
            HttpClientPerCall
            """);
    assertThat(selection.enabled("CommonPoolAsync")).isFalse();
    assertThat(selection.enabled("AntPathMatcher")).isTrue();
    assertThat(selection.enabled("HttpClientPerCall")).isTrue();
    assertThat(selection.options()).isEqualTo(Map.of("EagerLogMessage:Levels", "debug,TRACE"));
  }

  @Test
  void aRuleIdAfterAnOptionStartsANewEntry() {
    RuleSelection selection = RuleSelection.parse("EagerLogMessage:Levels=debug,-CommonPoolAsync");
    assertThat(selection.options()).isEqualTo(Map.of("EagerLogMessage:Levels", "debug"));
    assertThat(selection.enabled("CommonPoolAsync")).isFalse();
  }

  @Test
  void unknownRuleIdNamesTheKnownOnes() {
    assertThatThrownBy(() -> RuleSelection.parse("-CommonPool"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Unknown rule id 'CommonPool' (did you mean CommonPoolAsync?); known rule ids are "
                + Rule.knownIds());
    assertThatThrownBy(() -> RuleSelection.parse("debug"))
        .hasMessageContaining("Unknown rule id 'debug'");
    assertThatThrownBy(() -> RuleSelection.parse("EagerLogMessage:Levels=debug,trace,NoSuchRule"))
        .hasMessageContaining("Unknown rule id 'NoSuchRule'");
  }

  @Test
  void aRuleIdInAnotherCaseIsRejectedWithTheRightSpelling() {
    assertThatThrownBy(() -> RuleSelection.parse("-objectmapperpercall"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Unknown rule id 'objectmapperpercall' (did you mean ObjectMapperPerCall?); known rule"
                + " ids are "
                + Rule.knownIds());
    assertThatThrownBy(() -> RuleSelection.parse("eagerlogmessage:Levels=debug"))
        .hasMessageStartingWith(
            "Unknown rule id 'eagerlogmessage' (did you mean EagerLogMessage?); ");
    assertThatThrownBy(() -> RuleSelection.parse("-debug"))
        .hasMessageStartingWith("Unknown rule id 'debug'; known rule ids are ");
  }

  @Test
  void malformedEntriesSayHowToWriteThem() {
    assertThatThrownBy(() -> RuleSelection.parse("EagerLogMessage:Levels"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Cannot read rules entry 'EagerLogMessage:Levels': write -RuleId to disable a rule,"
                + " RuleId to enable it, or RuleId:Option=value to set an option");
    assertThatThrownBy(() -> RuleSelection.parse("-EagerLogMessage:Levels=debug"))
        .hasMessage(
            "Rules entry '-EagerLogMessage:Levels=debug' both switches and configures"
                + " EagerLogMessage; write the option without '-'");
    assertThatThrownBy(
            () -> RuleSelection.parse("EagerLogMessage:Levels=debug,EagerLogMessage:Levels=info"))
        .hasMessage("Rule option EagerLogMessage:Levels is set twice; keep one");
  }

  @Test
  void remoteTypesKeepTheirCommas() {
    RuleSelection selection =
        RuleSelection.parse(
            "WideTransactional:RemoteTypes=com.acme.RpcService,com.acme.Gateway,-CommonPoolAsync");
    assertThat(selection.options())
        .isEqualTo(Map.of("WideTransactional:RemoteTypes", "com.acme.RpcService,com.acme.Gateway"));
  }
}
