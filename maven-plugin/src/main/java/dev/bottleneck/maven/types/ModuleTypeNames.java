package dev.bottleneck.maven.types;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The simple names of the module's own types that the rules' text gates need to decide, before a
 * file is parsed, whether a finding may depend on another file: which types the files that write
 * annotate with some annotations declare, and which types may extend or implement others, directly
 * or through the module's other types. Read from each file's {@link FileWords.Headers}, no parse,
 * once for the module, and indexed by the names the files declare and extend, so that each question
 * about one name reads only the files that name leads to; kept until a file's headers change
 * ({@link #changed}). Every answer may hold more names than a parse would, never fewer; it is empty
 * (unknown) when a source root could not be listed, a file could not be read, or a file's words are
 * not sure.
 */
public final class ModuleTypeNames {
  private final ModuleFiles files;

  /** The answers kept, and the headers they were read from; replaced, not changed, on a change. */
  private volatile Answers answers = new Answers();

  private enum Question {
    ANNOTATIONS_WHERE,
    DECLARED_WHERE,
    BELOW,
    ABOVE
  }

  private record Key(Question question, Set<String> names) {
    // Written out as FileStamp's are, with the same answers as the record's own.
    @Override
    public boolean equals(Object other) {
      return other instanceof Key that
          && question == that.question
          && Objects.equals(names, that.names);
    }

    @Override
    public int hashCode() {
      return 31 * Objects.hashCode(question) + Objects.hashCode(names);
    }
  }

  /** The answers given since the last change of a file's headers, and the headers then. */
  private static final class Answers {
    private final Map<Key, Optional<Set<String>>> byKey = new ConcurrentHashMap<>();

    /** Null until a question reads the files; empty when they are unknown. */
    private volatile Optional<Headers> headers;
  }

  /**
   * The headers of every file of the module's sources, and the same by each name they declare and
   * by each name they write after {@code extends} or {@code implements}.
   */
  private record Headers(
      List<FileWords.Headers> every,
      Map<String, List<FileWords.Headers>> byDeclared,
      Map<String, List<FileWords.Headers>> bySupertype) {
    static Headers of(List<FileWords.Headers> every) {
      Map<String, List<FileWords.Headers>> byDeclared = new HashMap<>();
      Map<String, List<FileWords.Headers>> bySupertype = new HashMap<>();
      for (FileWords.Headers file : every) {
        file.declared()
            .forEach(name -> byDeclared.computeIfAbsent(name, n -> new ArrayList<>()).add(file));
        file.supertypes()
            .forEach(name -> bySupertype.computeIfAbsent(name, n -> new ArrayList<>()).add(file));
      }
      return new Headers(every, byDeclared, bySupertype);
    }
  }

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
        module -> declaredWhere(module.every(), annotations, FileWords.Headers::annotations));
  }

  /**
   * The types declared in the module's files that annotate anything with an annotation of one of
   * these simple names.
   */
  public Optional<Set<String>> declaredWhereAnnotated(Set<String> annotations) {
    return answer(
        new Key(Question.DECLARED_WHERE, annotations),
        module -> declaredWhere(module.every(), annotations, FileWords.Headers::declared));
  }

  /**
   * {@code names} and the simple names of the module's types that may extend or implement a type of
   * one of them, directly or through other types of the module.
   */
  public Optional<Set<String>> below(Set<String> names) {
    return answer(new Key(Question.BELOW, names), module -> below(module, names));
  }

  /**
   * {@code name} and the simple names the module's files that declare a type of that name write
   * after {@code extends} and {@code implements}, and so on up through the files that declare
   * those: every type a module type of that name may extend or implement, directly or through other
   * types of the module, and more.
   */
  public Optional<Set<String>> above(String name) {
    return answer(new Key(Question.ABOVE, Set.of(name)), module -> above(module, name));
  }

  /** {@code name} and the supertypes of the files that declare a name found, until none is new. */
  private static Set<String> above(Headers module, String name) {
    return closure(Set.of(name), module.byDeclared(), FileWords.Headers::supertypes);
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

  /** {@code names} and the types of the files that extend a name found, until none is new. */
  private static Set<String> below(Headers module, Set<String> names) {
    return closure(names, module.bySupertype(), FileWords.Headers::declared);
  }

  /**
   * {@code names} and, for each name found, the names {@code next} gives of the files {@code
   * byName} holds for it: each file's names are taken once some name of it is found.
   */
  private static Set<String> closure(
      Set<String> names,
      Map<String, List<FileWords.Headers>> byName,
      Function<FileWords.Headers, Set<String>> next) {
    Set<String> found = new HashSet<>(names);
    Deque<String> pending = new ArrayDeque<>(names);
    while (!pending.isEmpty()) {
      for (FileWords.Headers file : byName.getOrDefault(pending.pop(), List.of())) {
        for (String name : next.apply(file)) {
          if (found.add(name)) {
            pending.push(name);
          }
        }
      }
    }
    return Set.copyOf(found);
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
      answers = new Answers();
    }
  }

  private Optional<Set<String>> answer(Key key, Function<Headers, Set<String>> compute) {
    // The answers are read before the files, so an answer is never older than the set it is kept
    // in.
    Answers known = answers;
    Optional<Set<String>> found = known.byKey.get(key);
    if (found == null) {
      found = headers(known).map(compute);
      known.byKey.putIfAbsent(key, found);
    }
    return found;
  }

  /** The files' headers for {@code known}, read by the first question that needs them. */
  private Optional<Headers> headers(Answers known) {
    Optional<Headers> read = known.headers;
    if (read == null) {
      read =
          files
              .sourceFilesRead()
              .map(every -> every.stream().map(file -> file.facts().headers()).toList())
              .filter(every -> every.stream().allMatch(FileWords.Headers::sure))
              .map(Headers::of);
      known.headers = read;
    }
    return read;
  }
}
