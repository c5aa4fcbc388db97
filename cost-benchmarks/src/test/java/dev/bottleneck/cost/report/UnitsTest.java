package dev.bottleneck.cost.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class UnitsTest {

  @Test
  void timeKeepsThreeSignificantDigitsInTheLargestUnitBelowOneThousand() {
    assertThat(Units.time(0.3, Double.NaN)).isEqualTo("0.300 ns");
    assertThat(Units.time(5.123, Double.NaN)).isEqualTo("5.12 ns");
    assertThat(Units.time(50, Double.NaN)).isEqualTo("50.0 ns");
    assertThat(Units.time(999.4, Double.NaN)).isEqualTo("999 ns");
    assertThat(Units.time(999.6, Double.NaN)).isEqualTo("1.00 µs");
    assertThat(Units.time(152_340, Double.NaN)).isEqualTo("152 µs");
    assertThat(Units.time(11_610_007.8, Double.NaN)).isEqualTo("11.6 ms");
    assertThat(Units.time(2.5e9, Double.NaN)).isEqualTo("2.50 s");
    assertThat(Units.time(4.2e12, Double.NaN)).isEqualTo("4200 s");
  }

  @Test
  void timeShowsAFinitePositiveErrorWithTheScoresDecimals() {
    assertThat(Units.time(152_340, 4_080)).isEqualTo("152 ± 4 µs");
    assertThat(Units.time(2_000, 10)).isEqualTo("2.00 ± 0.01 µs");
    assertThat(Units.time(50, 1.2)).isEqualTo("50.0 ± 1.2 ns");
    assertThat(Units.time(50, 0)).isEqualTo("50.0 ns");
    assertThat(Units.time(50, Double.POSITIVE_INFINITY)).isEqualTo("50.0 ns");
  }

  @Test
  void bytesAreWholeBelowOneKilobyteAndThreeDigitsAbove() {
    assertThat(Units.bytes(0.0004)).isEqualTo("0 B");
    assertThat(Units.bytes(-0.2)).isEqualTo("0 B");
    assertThat(Units.bytes(792.071)).isEqualTo("792 B");
    assertThat(Units.bytes(1023.4)).isEqualTo("1023 B");
    assertThat(Units.bytes(1024)).isEqualTo("1.00 KB");
    assertThat(Units.bytes(155_328.182)).isEqualTo("152 KB");
    assertThat(Units.bytes(5.5e6)).isEqualTo("5.25 MB");
    assertThat(Units.bytes(8_589_934_592.0)).isEqualTo("8.00 GB");
  }

  @Test
  void ratioIsWholeFromTenOneDecimalFromOneAndTwoDigitsBelow() {
    assertThat(Units.ratio(1113.4)).isEqualTo("1113x");
    assertThat(Units.ratio(15.526)).isEqualTo("16x");
    assertThat(Units.ratio(9.94)).isEqualTo("9.9x");
    assertThat(Units.ratio(2.0)).isEqualTo("2.0x");
    assertThat(Units.ratio(1.0)).isEqualTo("1.0x");
    assertThat(Units.ratio(0.5)).isEqualTo("0.50x");
    assertThat(Units.ratio(0.047)).isEqualTo("0.047x");
  }

  @Test
  void scoreUnitsConvertToNanoseconds() {
    assertThat(Units.nanosPer("ns/op")).isEqualTo(1);
    assertThat(Units.nanosPer("us/op")).isEqualTo(1e3);
    assertThat(Units.nanosPer("ms/op")).isEqualTo(1e6);
    assertThat(Units.nanosPer("s/op")).isEqualTo(1e9);
    assertThat(Units.nanosPer("ops/s")).isEqualTo(-1);
  }
}
