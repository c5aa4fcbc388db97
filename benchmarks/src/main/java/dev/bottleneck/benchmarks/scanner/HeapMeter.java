package dev.bottleneck.benchmarks.scanner;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * The heap a phase of the benchmark needed: the peak of heap in use (garbage included, so it grows
 * with whatever heap the JVM was allowed) and the peak left after a collection (what the phase
 * really kept alive), with the collections' count and time.
 */
final class HeapMeter {
  private final AtomicLong peakAfterGc = new AtomicLong();
  private long gcCountStart;
  private long gcMillisStart;

  HeapMeter() {
    for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (collector instanceof NotificationEmitter emitter) {
        emitter.addNotificationListener(
            (notification, handback) -> {
              if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(
                  notification.getType())) {
                GarbageCollectionNotificationInfo info =
                    GarbageCollectionNotificationInfo.from(
                        (CompositeData) notification.getUserData());
                long after =
                    info.getGcInfo().getMemoryUsageAfterGc().values().stream()
                        .mapToLong(MemoryUsage::getUsed)
                        .sum();
                peakAfterGc.accumulateAndGet(after - nonHeapAfterGc(info), Math::max);
              }
            },
            null,
            null);
      }
    }
  }

  /** Starts a phase: forgets earlier peaks. */
  void reset() {
    System.gc();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      pool.resetPeakUsage();
    }
    peakAfterGc.set(0);
    gcCountStart = gcCount();
    gcMillisStart = gcMillis();
  }

  /** Heap in use right after a full collection: what is really alive now. */
  static long inUseAfterFullCollection() {
    System.gc();
    Runtime runtime = Runtime.getRuntime();
    return runtime.totalMemory() - runtime.freeMemory();
  }

  Reading read() {
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    return new Reading(
        peak, peakAfterGc.get(), gcCount() - gcCountStart, gcMillis() - gcMillisStart);
  }

  /**
   * @param peakUsedBytes sum of the heap pools' peaks; an upper bound of the heap in use at once
   * @param peakAfterGcBytes the most heap left in use after any collection of the phase
   */
  record Reading(
      long peakUsedBytes, long peakAfterGcBytes, long collections, long collectionMillis) {
    @Override
    public String toString() {
      return String.format(
          "heap peak %d MB, after GC at most %d MB, %d collections taking %d ms",
          peakUsedBytes >> 20, peakAfterGcBytes >> 20, collections, collectionMillis);
    }
  }

  private static long nonHeapAfterGc(GarbageCollectionNotificationInfo info) {
    long nonHeap = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      MemoryUsage usage = info.getGcInfo().getMemoryUsageAfterGc().get(pool.getName());
      if (pool.getType() == MemoryType.NON_HEAP && usage != null) {
        nonHeap += usage.getUsed();
      }
    }
    return nonHeap;
  }

  private static long gcCount() {
    return ManagementFactory.getGarbageCollectorMXBeans().stream()
        .mapToLong(GarbageCollectorMXBean::getCollectionCount)
        .sum();
  }

  private static long gcMillis() {
    return ManagementFactory.getGarbageCollectorMXBeans().stream()
        .mapToLong(GarbageCollectorMXBean::getCollectionTime)
        .sum();
  }
}
