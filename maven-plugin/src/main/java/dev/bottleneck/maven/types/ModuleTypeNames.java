package dev.bottleneck.maven.types;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The simple names of the module's own types that the rules' text gates need to decide, before a
 * file is parsed, whether a finding may depend on another file: which types the files that write
 * annotate with some annotations declare, and which types may extend or implement others, directly
 * or through the module's other types. Read from each file's {@link FileWords.Headers}, no parse,
 * once for the module; kept until a file's headers change ({@link #changed}). Every answer may hold
 * more names than a parse would, never fewer; it is empty (unknown) when a source root could not be
 * listed, a file could not be read, or a file's words are not sure.
 */
public final class ModuleTypeNames {
  private final ModuleFiles files;

  /** The answers kept; replaced, not changed, when a file changes. */
  private volatile Map<Key, Optional<Set<String>>> answers = new ConcurrentHashMap<>();

  private enum Question {
    ANNOTATIONS_WHERE,
    DECLARED_WHERE,
    BELOW,
    ABOVE
  }

  private record Key(Question question, Set<String> names) {}

  ModuleTypeNames(ModuleFiles files) {
    this.files = files;
  }

  /**
   * The annotation types declared in the module's files that annotate anything with an annotation
   * of one of these simple names.
   */
  public Optional<Set<String>> annotationsDeclaredWhereAnnotated(Set<String> annotations) {
    return answer(
        new Key(Question.ANNOTATIONS_WHERE, annotations),
        every -> declaredWhere(every, annotations, FileWords.Headers::annotations));
  }

  /**
   * The types declared in the module's files that annotate anything with an annotation of one of
   * these simple names.
   */
  public Optional<Set<String>> declaredWhereAnnotated(Set<String> annotations) {
    return answer(
        new Key(Question.DECLARED_WHERE, annotations),
        every -> declaredWhere(every, annotations, FileWords.Headers::declared));
  }

  /**
   * {@code names} and the simple names of the module's types that may extend or implement a type of
   * one of them, directly or through other types of the module.
   */
  public Optional<Set<String>> below(Set<String> names) {
    return answer(new Key(Question.BELOW, names), every -> below(every, names));
  }

  /**
   * {@code name} and the simple names the module's files that declare a type of that name write
   * after {@code extends} and {@code implements}, and so on up through the files that declare
   * those: every type a module type of that name may extend or implement, directly or through other
   * types of the module, and more.
   */
  public Optional<Set<String>> above(String name) {
    return answer(new Key(Question.ABOVE, Set.of(name)), every -> above(every, name));
  }

  private static Set<String> above(List<FileWords.Headers> every, String name) {
    Set<String> found = new HashSet<>(Set.of(name));
    List<FileWords.Headers> pending = new ArrayList<>(every);
    int before = -1;
    while (found.size() != before) {
      before = found.size();
      pending.removeIf(
          file -> {
            if (file.declared().stream().noneMatch(found::contains)) {
              return false;
            }
            found.addAll(file.supertypes());
            return true;
          });
    }
    return Set.copyOf(found);
  }

  private static Set<String> declaredWhere(
      List<FileWords.Headers> every,
      Set<String> annotations,
      Function<FileWords.Headers, Set<String>> declared) {
    Set<String> found = new HashSet<>();
    for (FileWords.Headers file : every) {
      if (file.annotationUses().stream().anyMatch(annotations::contains)) {
        found.addAll(declared.apply(file));
      }
    }
    return Set.copyOf(found);
  }

  private static Set<String> below(List<FileWords.Headers> every, Set<String> names) {
    Set<String> found = new HashSet<>(names);
    List<FileWords.Headers> pending = new ArrayList<>(every);
    int before = -1;
    // Each round takes in the files that extend a name found so far, until a round finds none.
    while (found.size() != before) {
      before = found.size();
      pending.removeIf(file -> takeIn(file, found));
    }
    return Set.copyOf(found);
  }

  /** Adds the types {@code file} declares if it extends one of {@code found}; whether it did. */
  private static boolean takeIn(FileWords.Headers file, Set<String> found) {
    if (file.supertypes().stream().noneMatch(found::contains)) {
      return false;
    }
    found.addAll(file.declared());
    return true;
  }

  /**
   * Drops the answers if a file's change from {@code before} to {@code after} changes its {@link
   * FileWords.Headers}, or either is unknown (not listed, not read, or unreadable); an edit inside
   * a method body keeps them all.
   */
  void changed(Optional<FileFacts> before, Optional<FileFacts> after) {
    boolean same =
        before.filter(FileFacts::readable).isPresent()
            && after.filter(FileFacts::readable).isPresent()
            && before.get().headers().equals(after.get().headers());
    if (!same) {
      answers = new ConcurrentHashMap<>();
    }
  }

  private Optional<Set<String>> answer(
      Key key, Function<List<FileWords.Headers>, Set<String>> compute) {
    // The map is read before the files, so an answer is never older than the map it is kept in.
    Map<Key, Optional<Set<String>>> known = answers;
    Optional<Set<String>> found = known.get(key);
    if (found == null) {
      found =
          files
              .sourceFilesRead()
              .map(every -> every.stream().map(file -> file.facts().headers()).toList())
              .filter(every -> every.stream().allMatch(FileWords.Headers::sure))
              .map(compute);
      known.putIfAbsent(key, found);
    }
    return found;
  }
}
