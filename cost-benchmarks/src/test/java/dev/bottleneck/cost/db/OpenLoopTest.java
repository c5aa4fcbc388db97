package dev.bottleneck.cost.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

final class OpenLoopTest {

  @Test
  void sendsRateTimesDurationRequestsAndWaitsForAll() throws InterruptedException {
    AtomicInteger ran = new AtomicInteger();

    OpenLoop.Result result = OpenLoop.run(ran::incrementAndGet, 1_000, Duration.ofMillis(50));

    assertThat(ran).hasValue(50);
    assertThat(result.requests()).isEqualTo(50);
    assertThat(result.failed()).isZero();
    assertThat(result.latencies()).hasSize(50).isSorted();
  }

  @Test
  void countsFailedRequestsWithoutALatency() throws InterruptedException {
    AtomicInteger calls = new AtomicInteger();
    Runnable everyOtherFails =
        () -> {
          if (calls.incrementAndGet() % 2 == 0) {
            throw new IllegalStateException("partner down");
          }
        };

    OpenLoop.Result result = OpenLoop.run(everyOtherFails, 1_000, Duration.ofMillis(20));

    assertThat(result.requests()).isEqualTo(20);
    assertThat(result.failed()).isEqualTo(10);
    assertThat(result.latencies()).hasSize(10);
  }

  @Test
  void percentilesAreNearestRank() {
    long[] latencies = new long[200];
    for (int i = 0; i < latencies.length; i++) {
      latencies[i] = i + 1;
    }
    OpenLoop.Result result = new OpenLoop.Result(200, 0, latencies, 1_000_000_000L);

    assertThat(result.percentile(0.5)).isEqualTo(100);
    assertThat(result.percentile(0.99)).isEqualTo(198);
    assertThat(result.max()).isEqualTo(200);
    assertThat(result.throughput()).isEqualTo(200.0);
  }
}
