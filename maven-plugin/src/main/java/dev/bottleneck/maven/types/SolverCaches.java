package dev.bottleneck.maven.types;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.resolution.cache.Cache;
import com.github.javaparser.resolution.cache.CacheStats;
import com.github.javaparser.symbolsolver.cache.DefaultCacheStats;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The caches of one thread's symbol solver, one set for all its source roots, so that one bound
 * holds for a module of 170 roots as for a module of one: the files the roots' solvers parsed, the
 * directories they parsed whole, the types they found, and the answers of the solver that combines
 * them. JavaParser's own caches keep every file, softly, and a type they found keeps the whole tree
 * it was found in, so a bound on the parsed files alone would not bound what the answers hold;
 * instead, once the files parsed since the caches were last emptied hold more syntax-tree nodes
 * than the capacity, {@link #full} says so, and the thread {@linkplain #empty empties} them all
 * between two files. Whatever is dropped is parsed and found again when asked for, with the same
 * answer. Not thread-safe: each thread has its own solver.
 */
final class SolverCaches {
  private final long capacity;
  private final List<Store<?, ?>> stores = new ArrayList<>();
  private final Store<Path, Optional<CompilationUnit>> files =
      register(
          new Store<>() {
            @Override
            public void put(Path file, Optional<CompilationUnit> unit) {
              super.put(file, unit);
              nodes += SourceIndex.nodesOf(unit);
            }
          });
  private final Store<Path, List<CompilationUnit>> directories = register(new Store<>());
  private long nodes;

  /**
   * @param capacity the syntax-tree nodes the parsed files may hold before the caches are emptied
   */
  SolverCaches(long capacity) {
    this.capacity = capacity;
  }

  /** The parsed files of every source root, by absolute path, each counted by its nodes. */
  Cache<Path, Optional<CompilationUnit>> files() {
    return files;
  }

  /** The parsed files of each directory that a root's solver parsed whole, by absolute path. */
  Cache<Path, List<CompilationUnit>> directories() {
    return directories;
  }

  /**
   * A cache of its own for the answers of one solver, which may hold trees of the parsed files:
   * emptied with them.
   */
  <K, V> Cache<K, V> answers() {
    return register(new Store<K, V>());
  }

  /** Whether the files parsed since the caches were last emptied hold more nodes than allowed. */
  boolean full() {
    return nodes > capacity;
  }

  /** Drops every file, directory and answer; they are read again when asked for. */
  void empty() {
    for (Store<?, ?> store : stores) {
      store.removeAll();
    }
    nodes = 0;
  }

  private <K, V> Store<K, V> register(Store<K, V> store) {
    stores.add(store);
    return store;
  }

  /** A plain map: strong entries, dropped only all at once, with the others. */
  private static class Store<K, V> implements Cache<K, V> {
    private final Map<K, V> entries = new HashMap<>();

    @Override
    public void put(K key, V value) {
      entries.put(key, value);
    }

    @Override
    public Optional<V> get(K key) {
      return Optional.ofNullable(entries.get(key));
    }

    @Override
    public void remove(K key) {
      entries.remove(key);
    }

    @Override
    public void removeAll() {
      entries.clear();
    }

    @Override
    public boolean contains(K key) {
      return entries.containsKey(key);
    }

    @Override
    public long size() {
      return entries.size();
    }

    @Override
    public boolean isEmpty() {
      return entries.isEmpty();
    }

    @Override
    public CacheStats stats() {
      return new DefaultCacheStats();
    }
  }
}
