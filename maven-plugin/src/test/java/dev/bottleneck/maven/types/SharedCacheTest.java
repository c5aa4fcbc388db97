package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

final class SharedCacheTest {
  @Test
  void aValueIsComputedOnceWhileOtherThreadsWaitForIt() throws Exception {
    SharedCache<String, String> cache = new SharedCache<>(4, value -> 1);
    AtomicInteger computations = new AtomicInteger();
    CountDownLatch computing = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(3);
    try {
      List<Future<String>> answers = new ArrayList<>();
      answers.add(
          pool.submit(
              () ->
                  cache.get(
                      "k",
                      key -> {
                        computations.incrementAndGet();
                        computing.countDown();
                        await(release);
                        return "value of " + key;
                      })));
      await(computing);
      for (int i = 0; i < 2; i++) {
        answers.add(
            pool.submit(
                () ->
                    cache.get(
                        "k",
                        key -> {
                          computations.incrementAndGet();
                          return "computed again";
                        })));
      }
      assertThat(cache.getIfPresent("other")).isNull();
      release.countDown();

      for (Future<String> answer : answers) {
        assertThat(answer.get(30, TimeUnit.SECONDS)).isEqualTo("value of k");
      }
      assertThat(computations).hasValue(1);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aFailedComputationIsThrownToItsThreadAndForgotten() {
    SharedCache<String, String> cache = new SharedCache<>(4, value -> 1);
    StackOverflowError tooDeep = new StackOverflowError();

    assertThatThrownBy(
            () ->
                cache.get(
                    "k",
                    key -> {
                      throw tooDeep;
                    }))
        .isSameAs(tooDeep);
    assertThat(cache.getIfPresent("k")).isNull();
    assertThat(cache.get("k", key -> "second try")).isEqualTo("second try");
  }

  @Test
  void theLeastRecentlyUsedEntryIsDroppedBeyondTheCapacity() {
    SharedCache<String, String> cache = new SharedCache<>(2, value -> 1);
    cache.get("a", key -> "A");
    cache.get("b", key -> "B");
    cache.getIfPresent("a");
    cache.get("c", key -> "C");

    assertThat(cache.getIfPresent("a")).isEqualTo("A");
    assertThat(cache.getIfPresent("b")).isNull();
    assertThat(cache.getIfPresent("c")).isEqualTo("C");
  }

  @Test
  void valuesAreDroppedByWeightTheLeastRecentlyUsedFirst() {
    SharedCache<String, String> cache = byLength(10, "aaaa", "bbbb");
    cache.getIfPresent("a");
    cache.get("c", key -> "cc");
    cache.getIfPresent("b");
    cache.get("d", key -> "ddd");

    assertThat(kept(cache, "a", "b", "c", "d")).containsExactly(null, "bbbb", "cc", "ddd");
  }

  @Test
  void aRemovedValueNoLongerCountsAgainstTheCapacity() {
    SharedCache<String, String> cache = byLength(8, "aaaa", "bbbb");
    cache.remove("a");
    cache.get("c", key -> "cccc");

    assertThat(kept(cache, "b", "c")).containsExactly("bbbb", "cccc");
  }

  @Test
  void aValueHeavierThanTheCapacityIsReturnedButNotKept() {
    SharedCache<String, String> cache = byLength(3, "aa");

    assertThat(cache.get("big", key -> "too big")).isEqualTo("too big");
    assertThat(kept(cache, "big", "a")).containsExactly(null, "aa");
  }

  @Test
  void anUnboundedCacheKeepsEveryEntryUntilItIsRemoved() {
    SharedCache<Integer, String> cache = SharedCache.unbounded();
    for (int i = 0; i < 1000; i++) {
      cache.get(i, key -> "value " + key);
    }
    cache.remove(7);

    assertThat(cache.getIfPresent(0)).isEqualTo("value 0");
    assertThat(cache.getIfPresent(999)).isEqualTo("value 999");
    assertThat(cache.getIfPresent(7)).isNull();
    assertThat(cache.get(7, key -> "again")).isEqualTo("again");
  }

  @Test
  void aComputationMayAskForItsOwnKeyWithoutWaitingForItself() {
    SharedCache<String, String> cache = SharedCache.unbounded();

    String value = cache.get("k", key -> "inside: " + cache.getIfDone(key));

    assertThat(value).isEqualTo("inside: null");
    assertThat(cache.getIfDone("k")).isEqualTo(value);
  }

  /** A cache that weighs a value by its length, given {@code values} under their first letters. */
  private static SharedCache<String, String> byLength(long capacity, String... values) {
    SharedCache<String, String> cache = new SharedCache<>(capacity, String::length);
    for (String value : values) {
      cache.get(value.substring(0, 1), key -> value);
    }
    return cache;
  }

  /** What the cache holds for each key, null where it holds nothing. */
  private static List<String> kept(SharedCache<String, String> cache, String... keys) {
    return Stream.of(keys).map(cache::getIfPresent).toList();
  }

  private static void await(CountDownLatch latch) {
    try {
      if (!latch.await(30, TimeUnit.SECONDS)) {
        throw new AssertionError("the other thread never arrived");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
