package dev.bottleneck.cost.report;

import java.util.Locale;

/** Human units for the rule pages: time per call, bytes per call, ratios. */
public final class Units {

  private static final String[] TIME_UNITS = {"ns", "µs", "ms", "s"};
  private static final String[] BYTE_UNITS = {"B", "KB", "MB", "GB"};

  private Units() {}

  /** Nanoseconds in the unit of a JMH score ({@code ns/op}, {@code us/op}, ...), or -1. */
  static double nanosPer(String scoreUnit) {
    return switch (scoreUnit) {
      case "ns/op" -> 1;
      case "us/op" -> 1e3;
      case "ms/op" -> 1e6;
      case "s/op" -> 1e9;
      default -> -1;
    };
  }

  /**
   * A time per call with three significant digits in ns, µs, ms or s; the error, when finite and
   * positive, with the same decimals ({@code 12.3 ± 0.4 µs}).
   */
  public static String time(double nanos, double errorNanos) {
    int unit = 0;
    double scale = 1;
    while (unit < TIME_UNITS.length - 1 && Math.abs(nanos) >= 999.5 * scale) {
      unit++;
      scale *= 1000;
    }
    double value = nanos / scale;
    int decimals = decimals(value);
    String text = fixed(value, decimals);
    if (Double.isFinite(errorNanos) && errorNanos > 0) {
      text += " ± " + fixed(errorNanos / scale, decimals);
    }
    return text + " " + TIME_UNITS[unit];
  }

  /** Bytes per call in B (whole), KB, MB or GB (1024-based, three significant digits). */
  public static String bytes(double bytes) {
    if (Math.abs(bytes) < 1023.5) {
      return fixed(bytes, 0) + " B";
    }
    int unit = 0;
    double value = bytes;
    while (unit < BYTE_UNITS.length - 1 && Math.abs(value) >= 1023.5) {
      unit++;
      value /= 1024;
    }
    return fixed(value, decimals(value)) + " " + BYTE_UNITS[unit];
  }

  /** Bad over good: whole from 10 up, one decimal from 1, two significant digits below. */
  public static String ratio(double ratio) {
    if (ratio >= 9.95) {
      return fixed(ratio, 0) + "x";
    }
    if (ratio >= 0.995) {
      return fixed(ratio, 1) + "x";
    }
    return fixed(ratio, decimals(ratio * 10)) + "x";
  }

  /** Decimals that leave three significant digits (two below 1, capped at three decimals). */
  private static int decimals(double value) {
    double magnitude = Math.abs(value);
    if (magnitude >= 99.95) {
      return 0;
    }
    if (magnitude >= 9.995) {
      return 1;
    }
    if (magnitude >= 0.9995) {
      return 2;
    }
    return 3;
  }

  private static String fixed(double value, int decimals) {
    String text = String.format(Locale.ROOT, "%." + decimals + "f", value);
    return text.startsWith("-") && Double.parseDouble(text) == 0 ? text.substring(1) : text;
  }
}
