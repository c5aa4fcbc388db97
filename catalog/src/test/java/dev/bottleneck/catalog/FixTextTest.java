package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class FixTextTest {
  @Test
  void aPatternOfOnlyPercentSBecomesTextsAndValuesInTurn() {
    assertThat(FixText.formatParts("id %s of %s, 100%%", List.of("a", "b")))
        .contains(List.of("id ", "a", " of ", "b", ", 100%"));
    assertThat(FixText.formatParts("%s", List.of("a"))).contains(List.of("", "a", ""));
  }

  @Test
  void anotherConversionOrAnotherCountGivesNoParts() {
    assertThat(FixText.formatParts("id %d", List.of("a"))).isEmpty();
    assertThat(FixText.formatParts("id %s %s", List.of("a"))).isEmpty();
    assertThat(FixText.formatParts("id", List.of("a"))).isEmpty();
  }
}
