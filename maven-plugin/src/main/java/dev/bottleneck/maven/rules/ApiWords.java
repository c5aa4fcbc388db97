package dev.bottleneck.maven.rules;

import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Form;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.types.KnownTypes;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a call that an {@link Api} fact covers must write in its file, for the rules' text gates: a
 * method's name, a static method's owner, or after {@code new} the simple name of the type it
 * creates. A fact that counts subtypes also accepts the simple names of the subtypes the catalog
 * knows, of the module's types below them and of the class path's types below the owner, written
 * after {@code new} for a constructor, before the method's name for a static method.
 */
final class ApiWords {
  private static final String NEW = "new";
  private static final List<String> JDK_PACKAGES = List.of("java.", "javax.", "jdk.");

  /** The owner's simple name and those of the library types the catalog puts below it. */
  private static final Map<String, Set<String>> KNOWN_BELOW = new ConcurrentHashMap<>();

  private ApiWords() {}

  /** Whether the file's text may hold a call that one of {@code apis} covers. */
  static boolean mayCall(FileText text, Collection<Api> apis) {
    for (Api api : apis) {
      if (mayCall(text, api)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the file's text may hold a call that {@code api} covers: an instance method's name; a
   * static method's name and its owner's (a qualified call or a static import writes it); {@code
   * new} and the created type's.
   */
  static boolean mayCall(FileText text, Api api) {
    return switch (api.form()) {
      case INSTANCE -> api.anyName() || text.words().hasAny(api.names());
      case STATIC ->
          (api.anyName() || text.words().hasAny(api.names())) && mayWriteOwner(text, api);
      case CONSTRUCTOR -> text.words().has(NEW) && mayWriteOwner(text, api);
    };
  }

  /** Whether the file's text writes the name of {@code api}'s owner, or of a type below it. */
  private static boolean mayWriteOwner(FileText text, Api api) {
    if (!api.subtypes()) {
      return text.words().has(simpleName(api.owner()));
    }
    if (JDK_PACKAGES.stream().anyMatch(api.owner()::startsWith)) {
      // The JDK's own subtypes (SAXTransformerFactory below TransformerFactory) are not in the
      // module's text, nor in the class path's.
      return true;
    }
    Set<String> known = KNOWN_BELOW.computeIfAbsent(api.owner(), ApiWords::knownBelow);
    if (!text.words().sure()) {
      return true;
    }
    if (api.form() == Form.CONSTRUCTOR) {
      return mayBeBelow(text, text.words().created(), api.owner(), known);
    }
    if (api.anyName()) {
      Optional<Set<String>> below = text.module().below(known);
      return !text.classpath().isEmpty() || below.isEmpty() || text.words().hasAny(below.get());
    }
    // A static call names its owner right before the method's name, or its static import does.
    Set<String> qualifiers = new HashSet<>();
    for (String name : api.names()) {
      qualifiers.addAll(text.words().qualifiers(name));
    }
    return mayBeBelow(text, qualifiers, api.owner(), known);
  }

  /**
   * Whether one of {@code names} may be {@code owner} or below it: a name the catalog puts below it
   * ({@code known}), a type of the module that extends one of those or a library subtype, directly
   * or through other module types, or a library subtype on the class path (an anonymous subclass
   * writes its supertype's name after {@code new}).
   */
  private static boolean mayBeBelow(
      FileText text, Set<String> names, String owner, Set<String> known) {
    for (String written : names) {
      Optional<Set<String>> above = text.module().above(written);
      if (above.isEmpty()) {
        return true;
      }
      for (String name : above.get()) {
        if (known.contains(name) || text.classpath().mayBeBelow(name, owner)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether the file's text writes a method named as one of {@code apis} names one. */
  static boolean mayName(FileText text, Collection<Api> apis) {
    for (Api api : apis) {
      if (api.anyName() || text.words().hasAny(api.names())) {
        return true;
      }
    }
    return false;
  }

  /**
   * The last name of a canonical name: {@code Builder} for {@code okhttp3.OkHttpClient.Builder}.
   */
  static String simpleName(String canonicalName) {
    return canonicalName.substring(canonicalName.lastIndexOf('.') + 1);
  }

  private static Set<String> knownBelow(String owner) {
    Set<String> names = new HashSet<>();
    names.add(simpleName(owner));
    for (String type : KnownTypes.SUPERTYPES.keySet()) {
      if (reaches(type, owner)) {
        names.add(simpleName(type));
      }
    }
    return Set.copyOf(names);
  }

  private static boolean reaches(String type, String owner) {
    Set<String> seen = new HashSet<>();
    Deque<String> pending = new ArrayDeque<>(List.of(type));
    while (!pending.isEmpty()) {
      String current = pending.pop();
      if (current.equals(owner)) {
        return true;
      }
      if (seen.add(current)) {
        pending.addAll(KnownTypes.SUPERTYPES.getOrDefault(current, List.of()));
      }
    }
    return false;
  }
}
