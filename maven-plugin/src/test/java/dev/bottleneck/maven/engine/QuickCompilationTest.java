package dev.bottleneck.maven.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class QuickCompilationTest {
  @Test
  void hotSpotTakesTheDirective() {
    // A directive HotSpot cannot parse is answered with its syntax error, not with the count.
    assertThat(QuickCompilation.add()).endsWith(QuickCompilation.ADDED);
  }

  @Test
  void onlyTheAnalysisThatBringsTheJvmsFilesToTheThresholdAsks() {
    assertThat(QuickCompilation.crosses(0, 1)).isFalse();
    assertThat(QuickCompilation.crosses(0, QuickCompilation.FILES - 1)).isFalse();
    assertThat(QuickCompilation.crosses(QuickCompilation.FILES - 1, 1)).isTrue();
    assertThat(QuickCompilation.crosses(3, QuickCompilation.FILES * 2)).isTrue();
    assertThat(QuickCompilation.crosses(QuickCompilation.FILES, 1)).isFalse();
    assertThat(QuickCompilation.crosses(QuickCompilation.FILES * 2, QuickCompilation.FILES))
        .isFalse();
  }

  @Test
  void aUserWhoSetsThePropertyToFalseKeepsTheJvmsChoice() {
    String before = System.getProperty(QuickCompilation.PROPERTY);
    try {
      System.setProperty(QuickCompilation.PROPERTY, " False ");
      assertThat(QuickCompilation.wanted()).isFalse();
    } finally {
      if (before == null) {
        System.clearProperty(QuickCompilation.PROPERTY);
      } else {
        System.setProperty(QuickCompilation.PROPERTY, before);
      }
    }
  }
}
