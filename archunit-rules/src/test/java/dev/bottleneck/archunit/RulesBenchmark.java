package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarFile;

/**
 * Whole-process measurement, not a test: imports a real jar with ArchUnit, then evaluates {@link
 * BottleneckRules#all()} and each rule over it, several rounds in one JVM, and prints each step's
 * median against the import it starts from. Usage: {@code java -cp <test class path>
 * dev.bottleneck.archunit.RulesBenchmark [jar] [rounds]}; the default jar is spring-web from the
 * local Maven repository.
 */
public final class RulesBenchmark {
  private RulesBenchmark() {}

  public static void main(String[] args) throws Exception {
    Path jar = args.length > 0 ? Path.of(args[0]) : defaultJar();
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    if (!Files.isRegularFile(jar)) {
      System.err.println(
          jar + ": no such jar; pass the path of a jar to import as the first argument");
      System.exit(2);
    }
    List<Long> imports = new ArrayList<>();
    List<Long> alls = new ArrayList<>();
    List<List<Long>> perRule = new ArrayList<>();
    BottleneckRules.list().forEach(rule -> perRule.add(new ArrayList<>()));
    int classes = 0;
    int violations = 0;
    for (int round = 0; round < rounds; round++) {
      long start = System.nanoTime();
      JavaClasses imported;
      try (JarFile file = new JarFile(jar.toFile())) {
        imported = new ClassFileImporter().importJar(file);
      }
      imports.add(System.nanoTime() - start);
      classes = imported.size();

      start = System.nanoTime();
      EvaluationResult result = BottleneckRules.all().evaluate(imported);
      alls.add(System.nanoTime() - start);
      violations = result.getFailureReport().getDetails().size();

      for (int i = 0; i < BottleneckRules.list().size(); i++) {
        ArchRule rule = BottleneckRules.list().get(i);
        start = System.nanoTime();
        rule.evaluate(imported);
        perRule.get(i).add(System.nanoTime() - start);
      }
    }
    System.out.printf(
        "jar %s: %d classes, %d violations, %d rounds (medians; first round included)%n",
        jar.getFileName(), classes, violations, rounds);
    long importMedian = median(imports);
    System.out.printf("import alone      %8.1f ms%n", importMedian / 1e6);
    System.out.printf(
        "all() evaluation  %8.1f ms  (%.2fx the import)%n",
        median(alls) / 1e6, (double) median(alls) / importMedian);
    for (int i = 0; i < perRule.size(); i++) {
      System.out.printf(
          "  %-60s %8.1f ms%n",
          BottleneckRules.list().get(i).getDescription().replaceAll(",? because.*", ""),
          median(perRule.get(i)) / 1e6);
    }
  }

  private static Path defaultJar() {
    Path root =
        Path.of(
            System.getProperty("user.home"),
            ".m2",
            "repository",
            "org",
            "springframework",
            "spring-web",
            "6.2.12");
    return root.resolve("spring-web-6.2.12.jar");
  }

  private static long median(List<Long> values) {
    List<Long> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    return sorted.get(sorted.size() / 2);
  }
}
