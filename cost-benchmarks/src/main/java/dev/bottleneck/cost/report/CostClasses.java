package dev.bottleneck.cost.report;

import dev.bottleneck.catalog.Rule;
import dev.bottleneck.cost.Form;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The classes of package {@code dev.bottleneck.cost}, found by their names: {@code
 * <RuleId>Benchmark} holds a rule's JMH benchmarks, {@code <RuleId><What>} with a {@code main} is a
 * measurement JMH cannot make, which writes a table JSON. Support code lives in sub-packages.
 */
final class CostClasses {

  static final String PACKAGE = "dev.bottleneck.cost";

  /** A main class that writes {@code <RuleId>-<What>.json}. */
  record TableMain(Rule rule, String what, String className) {}

  private final Map<Rule, Class<?>> benchmarks;
  private final List<TableMain> tableMains;
  private final List<String> problems;

  private CostClasses(
      Map<Rule, Class<?>> benchmarks, List<TableMain> tableMains, List<String> problems) {
    this.benchmarks = benchmarks;
    this.tableMains = tableMains;
    this.problems = problems;
  }

  /** The classes next to {@link Form}, in a directory (tests) or a jar (the run script). */
  static CostClasses scan() {
    return of(topLevelClassNames().stream().map(CostClasses::load).toList());
  }

  /** Classifies classes by their simple names; {@link Form} itself is skipped. */
  static CostClasses of(List<Class<?>> classes) {
    Map<Rule, Class<?>> benchmarks = new TreeMap<>();
    List<TableMain> tableMains = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (Class<?> type : classes) {
      String name = type.getName();
      String simple = type.getSimpleName();
      if (type == Form.class) {
        continue;
      }
      Optional<Rule> rule = ruleNaming(simple);
      boolean hasBenchmarks = !benchmarkMethods(type).isEmpty();
      if (hasBenchmarks) {
        if (rule.isPresent() && simple.equals(rule.get().id() + "Benchmark")) {
          benchmarks.put(rule.get(), type);
        } else {
          problems.add(
              name
                  + " has @Benchmark methods but is not named <RuleId>Benchmark after a rule of"
                  + " dev.bottleneck.catalog.Rule (known ids: "
                  + Rule.knownIds()
                  + ")");
        }
      } else if (rule.isPresent() && hasMain(type)) {
        tableMains.add(new TableMain(rule.get(), simple.substring(rule.get().id().length()), name));
      } else {
        problems.add(
            name
                + " is neither a <RuleId>Benchmark with @Benchmark methods nor a <RuleId><What>"
                + " with a public static main(String[]); move support code into a sub-package"
                + " of "
                + PACKAGE);
      }
    }
    tableMains.sort(
        Comparator.comparing((TableMain main) -> main.rule().ordinal())
            .thenComparing(TableMain::what));
    return new CostClasses(benchmarks, tableMains, problems);
  }

  /** The benchmark class of each rule that has one, in catalog order. */
  Map<Rule, Class<?>> benchmarks() {
    return benchmarks;
  }

  List<TableMain> tableMains() {
    return tableMains;
  }

  List<TableMain> tableMains(Rule rule) {
    return tableMains.stream().filter(main -> main.rule() == rule).toList();
  }

  /** Rules with a benchmark class or a table main, in catalog order. */
  List<Rule> measuredRules() {
    TreeSet<Rule> rules = new TreeSet<>(benchmarks.keySet());
    tableMains.forEach(main -> rules.add(main.rule()));
    return List.copyOf(rules);
  }

  /** Classes that break the naming rule, each with what to do. */
  List<String> problems() {
    return problems;
  }

  /** The @Benchmark methods of a class, by name (JMH names a benchmark after its method). */
  static Map<String, Method> benchmarkMethods(Class<?> type) {
    Map<String, Method> methods = new TreeMap<>();
    for (Method method : type.getMethods()) {
      if (method.isAnnotationPresent(Benchmark.class)) {
        methods.put(method.getName(), method);
      }
    }
    return methods;
  }

  /** The rule whose id is the longest prefix of the name followed by an upper-case letter. */
  private static Optional<Rule> ruleNaming(String simpleName) {
    return Arrays.stream(Rule.values())
        .filter(rule -> simpleName.startsWith(rule.id()))
        .filter(rule -> simpleName.length() > rule.id().length())
        .filter(rule -> Character.isUpperCase(simpleName.charAt(rule.id().length())))
        .max(Comparator.comparingInt(rule -> rule.id().length()));
  }

  private static boolean hasMain(Class<?> type) {
    try {
      Method main = type.getMethod("main", String[].class);
      return Modifier.isStatic(main.getModifiers()) && main.getReturnType() == void.class;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name, false, CostClasses.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(name + " was listed but cannot be loaded", e);
    }
  }

  private static List<String> topLevelClassNames() {
    String folder = PACKAGE.replace('.', '/') + "/";
    Path location;
    try {
      location = Path.of(Form.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate the classes of " + PACKAGE, e);
    }
    List<String> entries = new ArrayList<>();
    try {
      if (Files.isDirectory(location)) {
        try (Stream<Path> files = Files.list(location.resolve(folder))) {
          files.forEach(file -> entries.add(folder + file.getFileName()));
        }
      } else {
        try (ZipFile jar = new ZipFile(location.toFile())) {
          jar.stream().forEach(entry -> entries.add(entry.getName()));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list the classes in " + location, e);
    }
    Map<String, String> names = new LinkedHashMap<>();
    for (String entry : entries) {
      String rest = entry.startsWith(folder) ? entry.substring(folder.length()) : "";
      if (rest.endsWith(".class") && !rest.contains("/") && !rest.contains("$")) {
        String simple = rest.substring(0, rest.length() - ".class".length());
        if (!simple.equals("package-info")) {
          names.put(simple, PACKAGE + "." + simple);
        }
      }
    }
    return new TreeMap<>(names).values().stream().toList();
  }
}
