package dev.bottleneck.maven.types;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the rules work out about the module's declarations that the scans of other files ask again
 * (the work a method does, for a transaction that reaches it from another file), kept for the whole
 * scan and shared by its threads: worked out once, from the first tree at hand, so that a sibling
 * is neither parsed again nor judged again for every file that reaches it. Each fact is small and
 * free of syntax trees, so nothing is evicted. A fact is a function of the module's text, whichever
 * file's scan worked it out: the rule that keeps one says why.
 *
 * <p>A fact about one file's declaration may rest on what other files declare (the callee a call
 * resolves to), so a change to any file forgets them all ({@link #forget}); they are worked out
 * again, from the trees, when next asked.
 */
public final class KeptFacts {
  private final Map<Object, Object> facts = new ConcurrentHashMap<>();

  KeptFacts() {}

  /** The fact kept under {@code key}, if some scan has kept one. */
  public <T> Optional<T> get(Class<T> kind, Object key) {
    return Optional.ofNullable(facts.get(key)).map(kind::cast);
  }

  /**
   * Keeps {@code fact} under {@code key} unless a fact is kept there already, and returns the one
   * kept: two threads that work out the same fact get equal answers, and the first stays.
   */
  public <T> T keep(Object key, T fact) {
    @SuppressWarnings("unchecked")
    T kept = (T) facts.putIfAbsent(key, fact);
    return kept == null ? fact : kept;
  }

  /** Forgets every fact, for a file that changed: see the class comment. */
  void forget() {
    facts.clear();
  }
}
