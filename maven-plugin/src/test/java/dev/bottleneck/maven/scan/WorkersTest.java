package dev.bottleneck.maven.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

final class WorkersTest {
  @Test
  void aPoolReturnsTheResultsInTheOrderOfTheTasksOnTheSameThreadsFromCallToCall() {
    try (Workers.Pool pool = new Workers.Pool(2)) {
      List<Thread> first = pool.inOrder(threads(8));
      List<Thread> second = pool.inOrder(threads(8));

      assertThat(first)
          .hasSize(8)
          .allMatch(thread -> thread.getName().startsWith("bottleneck-analyzer-"));
      assertThat(second).hasSize(8).allMatch(first::contains);
      assertThat(pool.inOrder(List.<Callable<Integer>>of(() -> 1, () -> 2, () -> 3)))
          .containsExactly(1, 2, 3);
    }
  }

  @Test
  void closingThePoolFailsACallWhoseTasksStillWaitInsteadOfLeavingItWaitingForever()
      throws Exception {
    Workers.Pool pool = new Workers.Pool(1);
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch never = new CountDownLatch(1);
    Callable<Integer> blocks =
        () -> {
          started.countDown();
          never.await();
          return 1;
        };
    CompletableFuture<List<Integer>> call =
        CompletableFuture.supplyAsync(() -> pool.inOrder(List.of(blocks, () -> 2)));
    assertThat(started.await(1, TimeUnit.MINUTES)).isTrue();

    pool.close();

    assertThatThrownBy(() -> call.get(1, TimeUnit.MINUTES))
        .hasCauseInstanceOf(IllegalStateException.class);
  }

  private static List<Callable<Thread>> threads(int count) {
    return IntStream.range(0, count)
        .<Callable<Thread>>mapToObj(i -> Thread::currentThread)
        .toList();
  }
}
