package dev.bottleneck.maven.types;

import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * A map that the threads of one scan share: a value is computed once, by the first thread that asks
 * for it, while the others that ask for the same key wait for it instead of computing it again.
 * Bounded, the least recently used entries are dropped once the values computed exceed the
 * capacity, counted in entries or in the weight of each value; {@link #unbounded} keeps every entry
 * until it is {@linkplain #remove removed}, for small values, and no lock is shared by the threads
 * that read it. Values must not depend on which thread computes them. A computation that fails
 * leaves nothing behind: whoever asks next computes again.
 */
final class SharedCache<K, V> {
  private final Map<K, Computation<V>> entries;
  private final long capacity;
  private final ToLongFunction<V> weigher;

  /** The weight of the values computed and kept; guarded by the lock of {@link #entries}. */
  private long weight;

  /**
   * A cache whose values weigh at most {@code capacity} together, each weighed once it is computed,
   * outside the lock ({@code value -> 1} counts entries). A value heavier than the whole capacity
   * is returned but not kept, and drops nothing else.
   */
  SharedCache(long capacity, ToLongFunction<V> weigher) {
    this(Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true)), capacity, weigher);
  }

  private SharedCache(Map<K, Computation<V>> entries, long capacity, ToLongFunction<V> weigher) {
    this.entries = entries;
    this.capacity = capacity;
    this.weigher = weigher;
  }

  /** A cache without a capacity, whose entries stay until they are removed. */
  static <K, V> SharedCache<K, V> unbounded() {
    return new SharedCache<>(new ConcurrentHashMap<>(), Long.MAX_VALUE, null);
  }

  /** The value of {@code key} if it was computed or is being computed, else null. */
  V getIfPresent(K key) {
    Computation<V> task = entries.get(key);
    return task == null ? null : await(key, task);
  }

  /**
   * The value of {@code key} if its computation has ended, else null: never waits, so a thread may
   * ask while it computes that very value.
   */
  V getIfDone(K key) {
    Computation<V> task = entries.get(key);
    return task == null || !task.isDone() ? null : await(key, task);
  }

  /** Forgets the value of {@code key}: whoever asks next computes it again. */
  void remove(K key) {
    if (weigher == null) {
      entries.remove(key);
      return;
    }
    synchronized (entries) {
      Computation<V> removed = entries.remove(key);
      if (removed != null && removed.weight > 0) {
        weight -= removed.weight;
      }
    }
  }

  /**
   * The value of {@code key}, computed by {@code compute} unless another thread has done so.
   *
   * @param compute never returns null; what it throws, this throws in the thread that ran it
   */
  V get(K key, Function<K, V> compute) {
    while (true) {
      Computation<V> task = entries.get(key);
      boolean mine = false;
      if (task == null) {
        Computation<V> own = new Computation<>(() -> compute.apply(key));
        task = entries.putIfAbsent(key, own);
        if (task == null) {
          task = own;
          mine = true;
        }
      }
      if (mine) {
        task.runOrFail();
      }
      V value = await(key, task);
      if (value != null) {
        if (mine && weigher != null) {
          keep(key, task, weigher.applyAsLong(value));
        }
        return value;
      }
      if (mine) {
        return rethrow(task);
      }
      // Another thread's computation failed and was forgotten: compute it here, as if alone.
    }
  }

  /**
   * Counts the weight of a value this thread computed, unless it was removed meanwhile, and drops
   * the least recently used values until the values kept fit the capacity; a value heavier than the
   * capacity is dropped alone. A value still being computed is neither counted nor dropped: its
   * thread weighs it when it is done.
   */
  private void keep(K key, Computation<V> task, long valueWeight) {
    synchronized (entries) {
      if (entries.get(key) != task) {
        return;
      }
      if (valueWeight > capacity) {
        entries.remove(key);
        return;
      }
      task.weight = valueWeight;
      weight += valueWeight;
      Iterator<Computation<V>> eldest = entries.values().iterator();
      while (weight > capacity && eldest.hasNext()) {
        Computation<V> entry = eldest.next();
        if (entry.weight >= 0) {
          eldest.remove();
          weight -= entry.weight;
        }
      }
    }
  }

  /** The task's value, or null when it failed (and is forgotten). */
  private V await(K key, FutureTask<V> task) {
    try {
      return task.get();
    } catch (ExecutionException failed) {
      entries.remove(key, task);
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("The analysis was interrupted", e);
    }
  }

  /**
   * A computation that always ends: one whose run could not even start (the stack overflowed on the
   * way in) fails, so that the threads waiting for it compute again instead of waiting forever.
   */
  private static final class Computation<V> extends FutureTask<V> {
    /** What the value weighs once counted, else -1; guarded by the lock of the entries. */
    private long weight = -1;

    Computation(Callable<V> compute) {
      super(compute);
    }

    void runOrFail() {
      try {
        run();
      } catch (Throwable notRun) {
        setException(notRun);
      }
    }
  }

  /** Throws what the computation of this thread threw, unchecked as it was. */
  private static <V> V rethrow(FutureTask<V> task) {
    valueOf(task);
    throw new IllegalStateException("a failed computation has a value");
  }

  /**
   * The value of a task once it is done, waiting for it if another thread runs it; what the task
   * threw, this throws, unchecked as it was.
   */
  static <V> V valueOf(FutureTask<V> task) {
    try {
      return task.get();
    } catch (ExecutionException failed) {
      if (failed.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (failed.getCause() instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(failed.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("The analysis was interrupted", e);
    }
  }
}
