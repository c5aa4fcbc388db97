package dev.bottleneck.cli.lsp;

import dev.bottleneck.maven.scan.Workers;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The server's one analysis thread and what waits for it, most urgent first: changes to the
 * workspace, then the file the user edits (once the edits pause for the debounce delay), files just
 * opened or saved, files closed or changed on disk, the other open files whose callers an edit may
 * have changed, and last the first analysis of every file, in batches, so that an edit never waits
 * for more than the batch that runs and those begun ahead of it. A job of the same key and priority
 * as a waiting one is not queued twice. One thread, so that the engine's index changes only between
 * analyses; it has a deep stack, as the engine's own threads do.
 *
 * <p>The other open files after an edit wait until the editing has paused for {@link
 * #SETTLE_MILLIS} ({@link #whenSettled}), and the next edit puts those not yet begun back to wait:
 * while the user types, the thread is free for the edited file, whose analysis would otherwise wait
 * for theirs on a busy machine.
 */
final class Analyses implements AutoCloseable {
  /** What a job is, in the order the thread takes them. */
  enum Priority {
    WORKSPACE,
    EDITED,
    OPENED,
    RECHECK,
    SETTLED,
    FIRST_ANALYSIS
  }

  /** How long the editing must pause before the jobs of {@link #whenSettled} are queued. */
  static final long SETTLE_MILLIS = 500;

  /** How long closing waits for the job that runs: a batch of the first analysis, at most. */
  private static final long CLOSE_WAIT_MILLIS = 30_000;

  private final Map<Priority, Map<Object, Runnable>> waiting = new EnumMap<>(Priority.class);
  private final Map<Object, ScheduledFuture<?>> debounced = new ConcurrentHashMap<>();

  /**
   * The jobs of {@link #whenSettled} that wait for the pause, under the lock of {@code waiting}.
   */
  private final Map<Object, Runnable> unsettled = new LinkedHashMap<>();

  private ScheduledFuture<?> settling;
  private final ScheduledExecutorService timer;
  private final Thread thread;
  private final long debounceMillis;
  private final ServerLog log;
  private boolean running;
  private boolean closed;

  /**
   * @param debounceMillis how long edits must pause before the edited file is analyzed
   */
  Analyses(long debounceMillis, ServerLog log) {
    this.debounceMillis = debounceMillis;
    this.log = log;
    for (Priority priority : Priority.values()) {
      waiting.put(priority, new LinkedHashMap<>());
    }
    this.timer =
        Executors.newSingleThreadScheduledExecutor(
            task -> daemon(new Thread(task, "bottleneck-lsp-debounce")));
    this.thread =
        daemon(new Thread(null, this::work, "bottleneck-lsp-analysis", Workers.STACK_BYTES));
    thread.start();
  }

  /** Queues {@code job} unless one of the same key and priority waits already. */
  void submit(Priority priority, Object key, Runnable job) {
    synchronized (waiting) {
      if (!closed) {
        waiting.get(priority).putIfAbsent(key, job);
        waiting.notifyAll();
      }
    }
  }

  /**
   * Queues {@code job} as an edit once no other edit of {@code key} came for the delay; the jobs of
   * {@link #whenSettled} not begun yet wait again for the editing to pause.
   */
  void afterPause(Object key, Runnable job) {
    ScheduledFuture<?> next =
        timer.schedule(
            () -> {
              debounced.remove(key);
              submit(Priority.EDITED, key, job);
            },
            debounceMillis,
            TimeUnit.MILLISECONDS);
    ScheduledFuture<?> before = debounced.put(key, next);
    if (before != null) {
      before.cancel(false);
    }
    synchronized (waiting) {
      Map<Object, Runnable> queued = waiting.get(Priority.SETTLED);
      if (!queued.isEmpty() || settling != null) {
        queued.forEach(unsettled::putIfAbsent);
        queued.clear();
        settle();
      }
    }
  }

  /**
   * Queues {@code job} at the lowest priority but the first analysis, once the editing has paused
   * for {@link #SETTLE_MILLIS}; a job of the same key that waits already is not added twice.
   */
  void whenSettled(Object key, Runnable job) {
    synchronized (waiting) {
      if (!closed) {
        unsettled.putIfAbsent(key, job);
        settle();
      }
    }
  }

  /** Starts the pause again, under the lock of {@code waiting}. */
  private void settle() {
    if (settling != null) {
      settling.cancel(false);
    }
    settling = timer.schedule(this::settled, SETTLE_MILLIS, TimeUnit.MILLISECONDS);
  }

  private void settled() {
    synchronized (waiting) {
      settling = null;
      unsettled.forEach(waiting.get(Priority.SETTLED)::putIfAbsent);
      unsettled.clear();
      waiting.notifyAll();
    }
  }

  /** Whether a job more urgent than the first analysis waits to run. */
  boolean urgentWaiting() {
    synchronized (waiting) {
      return waiting.entrySet().stream()
          .anyMatch(jobs -> jobs.getKey() != Priority.FIRST_ANALYSIS && !jobs.getValue().isEmpty());
    }
  }

  /** Whether nothing waits, runs, or waits for its pause. */
  boolean idle() {
    synchronized (waiting) {
      return !running
          && debounced.isEmpty()
          && unsettled.isEmpty()
          && waiting.values().stream().allMatch(Map::isEmpty);
    }
  }

  private void work() {
    while (true) {
      Runnable job;
      synchronized (waiting) {
        running = false;
        job = next();
        while (job == null && !closed) {
          try {
            waiting.wait();
          } catch (InterruptedException e) {
            return;
          }
          job = next();
        }
        if (closed) {
          return;
        }
        running = true;
      }
      try {
        job.run();
      } catch (Throwable failure) {
        // One bad file or request must not end the server: it logs the failure and goes on.
        log.failure("an analysis", failure);
      }
    }
  }

  /** The most urgent job, taken from the queue; null when none waits. */
  private Runnable next() {
    for (Map<Object, Runnable> jobs : waiting.values()) {
      Iterator<Runnable> first = jobs.values().iterator();
      if (first.hasNext()) {
        Runnable job = first.next();
        first.remove();
        return job;
      }
    }
    return null;
  }

  @Override
  public void close() {
    synchronized (waiting) {
      closed = true;
      waiting.values().forEach(Map::clear);
      unsettled.clear();
      waiting.notifyAll();
    }
    timer.shutdownNow();
    if (Thread.currentThread() != thread) {
      try {
        // The job that runs now ends before the engine it uses is closed.
        thread.join(CLOSE_WAIT_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private static Thread daemon(Thread thread) {
    thread.setDaemon(true);
    return thread;
  }
}
