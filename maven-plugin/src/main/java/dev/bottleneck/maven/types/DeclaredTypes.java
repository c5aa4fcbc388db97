package dev.bottleneck.maven.types;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The types the module's files declare, kept for the whole scan and shared by its threads: for each
 * file that was asked about, the qualified names of its types, and once a judgment needs more, the
 * {@link TypeFacts} of each; and for each qualified name asked about, the file that declares it, or
 * that none does; and the direct subtypes the module declares of a type asked about. Each is
 * computed once, by the first thread that asks, from a parse whose tree is dropped at once; a name
 * is read with the file's type declarations only, facts with its member declarations. Every entry
 * is small, so nothing is evicted: a module of thousands of files is read once, not once per file
 * that refers to it.
 *
 * <p>Facts are kept by file, so that one file's can be {@linkplain #forget forgotten} on their own
 * when it changes, and read again when asked for. Facts of other files that were resolved against
 * its old declarations stay as they are.
 */
final class DeclaredTypes {
  private final SharedCache<Path, Optional<Set<String>>> names = SharedCache.unbounded();
  private final SharedCache<Path, Optional<Map<String, TypeFacts>>> facts = SharedCache.unbounded();
  private final Map<String, Optional<Path>> declaring = new ConcurrentHashMap<>();
  private final Map<String, List<String>> subtypes = new ConcurrentHashMap<>();

  /**
   * The types of the module's sources whose direct supertypes include {@code qualifiedName}, found
   * by {@code find} unless known.
   */
  List<String> subtypes(String qualifiedName, Function<String, List<String>> find) {
    List<String> known = subtypes.get(qualifiedName);
    if (known == null) {
      // Not computeIfAbsent: finding them reads facts, which may ask this map again.
      known = find.apply(qualifiedName);
      subtypes.putIfAbsent(qualifiedName, known);
    }
    return known;
  }

  /**
   * The qualified names of the types {@code file} declares (its top-level types and their member
   * types), read by {@code read} unless known; empty when it does not parse. Never waits for the
   * file's facts, which may be being built by this very thread.
   */
  Optional<Set<String>> names(Path file, Function<Path, Optional<Set<String>>> read) {
    Optional<Map<String, TypeFacts>> known = facts.getIfDone(file);
    return known != null ? known.map(Map::keySet) : names.get(file, read);
  }

  /**
   * The facts of the types {@code file} declares, by qualified name, built by {@code build} unless
   * known; empty when it does not parse.
   */
  Optional<Map<String, TypeFacts>> facts(
      Path file, Function<Path, Optional<Map<String, TypeFacts>>> build) {
    return facts.get(file, build);
  }

  /**
   * The file of the module that declares {@code qualifiedName}, or empty when none does; null when
   * it was not asked yet.
   */
  Optional<Path> declaring(String qualifiedName) {
    return declaring.get(qualifiedName);
  }

  /** Remembers which file declares {@code qualifiedName}, found by a search no thread skipped. */
  void declaring(String qualifiedName, Optional<Path> file) {
    declaring.put(qualifiedName, file);
  }

  /**
   * Forgets what {@code file} declares, for a file that changed, appeared or went away: its names
   * and facts are read again when asked for, and so is every qualified name's file, since a type
   * that no file declared may now be declared in it.
   */
  void forget(Path file) {
    names.remove(file);
    facts.remove(file);
    declaring.clear();
    subtypes.clear();
  }
}
