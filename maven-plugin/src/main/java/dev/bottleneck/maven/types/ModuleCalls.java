package dev.bottleneck.maven.types;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which files of the module's sources may call a method of a given simple name: every name written
 * before an opening parenthesis or after {@code ::}, read from the text of every {@code .java} file
 * below the source roots. It is built once per module, on first use, from text alone (no parse),
 * and then only read, so that the threads scanning the module share it. A file it names is parsed
 * whole to find the calls themselves; a name in a comment or a string only costs that parse.
 */
final class ModuleCalls {
  private static final Pattern CALLED_NAME =
      Pattern.compile("([\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*)\\s*\\(|::\\s*([\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*)");

  private final List<Path> roots;
  /** Empty when a root could not be walked or a file not read: callers are then unknown. */
  private volatile Optional<Map<String, List<Path>>> filesByName;

  ModuleCalls(List<Path> roots) {
    this.roots = List.copyOf(roots);
  }

  /**
   * The module's files, in path order, whose text calls or refers to a method named {@code name};
   * empty when the module's files could not all be read.
   */
  Optional<List<Path>> filesCalling(String name) {
    return index().map(index -> index.getOrDefault(name, List.of()));
  }

  private Optional<Map<String, List<Path>>> index() {
    Optional<Map<String, List<Path>>> index = filesByName;
    if (index == null) {
      synchronized (this) {
        index = filesByName;
        if (index == null) {
          index = build();
          filesByName = index;
        }
      }
    }
    return index;
  }

  private Optional<Map<String, List<Path>>> build() {
    Map<String, List<Path>> index = new HashMap<>();
    Optional<List<Path>> files = javaFiles();
    if (files.isEmpty()) {
      return Optional.empty();
    }
    for (Path file : files.get()) {
      String text;
      try {
        // Lenient: a file that is not UTF-8 is reported by its own scan; its calls still count.
        text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
      } catch (IOException | UncheckedIOException unreadable) {
        return Optional.empty();
      }
      Set<String> names = new LinkedHashSet<>();
      Matcher called = CALLED_NAME.matcher(text);
      while (called.find()) {
        names.add(called.group(1) != null ? called.group(1) : called.group(2));
      }
      for (String name : names) {
        index.computeIfAbsent(name, n -> new ArrayList<>()).add(file);
      }
    }
    index.replaceAll((name, calling) -> List.copyOf(calling));
    return Optional.of(Map.copyOf(index));
  }

  private Optional<List<Path>> javaFiles() {
    List<Path> files = new ArrayList<>();
    for (Path root : roots) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> walk = Files.walk(root)) {
        walk.filter(file -> file.toString().endsWith(".java") && Files.isRegularFile(file))
            .map(file -> file.toAbsolutePath().normalize())
            .sorted()
            .forEach(files::add);
      } catch (IOException | UncheckedIOException unreadable) {
        return Optional.empty();
      }
    }
    return Optional.of(files);
  }
}
