package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.CompilationUnit;
import dev.bottleneck.catalog.Rule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/** The Java source rules of this engine, by catalog id, and what they share per scan. */
public final class Rules {
  private static final Map<String, Function<Map<String, String>, JavaRule>> BY_ID =
      Map.of(
          EagerLogMessageRule.ID, EagerLogMessageRule::new,
          ObjectMapperPerCallRule.ID, options -> new ObjectMapperPerCallRule(),
          JaxbContextPerCallRule.ID, options -> new JaxbContextPerCallRule(),
          HttpClientPerCallRule.ID, options -> new HttpClientPerCallRule(),
          WideTransactionalRule.ID, options -> new WideTransactionalRule(),
          AntPathMatcherRule.ID, options -> new AntPathMatcherRule(),
          CommonPoolAsyncRule.ID, options -> new CommonPoolAsyncRule());
  private static final Set<String> OPTIONS = Set.of(LogLevels.OPTION);

  private Rules() {}

  /** Whether this engine implements the rule with this catalog id. */
  public static boolean implemented(String id) {
    return BY_ID.containsKey(id);
  }

  /**
   * The rules among {@code ids} that this engine implements, configured from {@code options}.
   *
   * @throws IllegalArgumentException for an unknown option of one of these rules, or a bad value
   */
  public static List<JavaRule> create(Set<String> ids, Map<String, String> options) {
    for (String key : options.keySet()) {
      String ruleId = key.contains(":") ? key.substring(0, key.indexOf(':')) : key;
      if (BY_ID.containsKey(ruleId) && !OPTIONS.contains(key)) {
        throw new IllegalArgumentException(
            "Unknown rule option '" + key + "'; known options are " + new TreeSet<>(OPTIONS));
      }
    }
    List<JavaRule> rules = new ArrayList<>();
    for (String id : new TreeSet<>(ids)) {
      Rule.byId(id);
      Function<Map<String, String>, JavaRule> factory = BY_ID.get(id);
      if (factory != null) {
        rules.add(factory.apply(options));
      }
    }
    return List.copyOf(rules);
  }

  /**
   * Type resolution for one file: declarations first, then the symbol solver on demand. Each thread
   * that scans gets its own caches and solver, which are not thread-safe; they live as long as the
   * scanner does, not as long as the thread, so a build thread that goes on to other modules keeps
   * nothing of this one.
   */
  public static final class Resolution {
    /** Enough parsed siblings for the types a module uses everywhere, at bounded memory. */
    private static final int SIBLING_CACHE_SIZE = 512;

    private record PerThread(ClasspathTypes classpath, SourceIndex.Siblings siblings) {}

    private final List<Path> sourceRoots;
    private final List<Path> classpath;
    private final Map<Thread, PerThread> perThread = new ConcurrentHashMap<>();

    public Resolution(List<Path> sourceRoots, List<Path> classpath) {
      this.sourceRoots = List.copyOf(sourceRoots);
      this.classpath = List.copyOf(classpath);
    }

    public Types forFile(CompilationUnit unit) {
      PerThread state =
          perThread.computeIfAbsent(
              Thread.currentThread(),
              thread -> {
                SourceIndex.Siblings siblings = SourceIndex.Siblings.of(SIBLING_CACHE_SIZE);
                return new PerThread(
                    new ClasspathTypes(sourceRoots, classpath, siblings.directories()), siblings);
              });
      return new Types(new SourceIndex(sourceRoots, unit, state.siblings()), state.classpath());
    }

    /** Drops every thread's caches and solver; a later {@link #forFile} starts afresh. */
    public void release() {
      boolean solved = perThread.values().stream().anyMatch(state -> state.classpath().solved());
      perThread.clear();
      if (solved) {
        ClasspathTypes.releaseFacades();
      }
    }
  }
}
