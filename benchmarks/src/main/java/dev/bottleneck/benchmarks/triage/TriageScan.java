package dev.bottleneck.benchmarks.triage;

import dev.bottleneck.maven.config.BuildModules;
import dev.bottleneck.maven.engine.AnalysisExecutor;
import dev.bottleneck.maven.engine.AnalysisRequest;
import dev.bottleneck.maven.engine.AnalysisResult;
import dev.bottleneck.maven.engine.AnalysisSetup;
import dev.bottleneck.maven.filter.Fingerprint;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.finding.ParseProblem;
import dev.bottleneck.maven.source.SourceReader;
import dev.bottleneck.maven.source.SourceSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Scans each application of the triage corpus as {@code mvn bottleneck:check} does at default
 * settings, one module at a time, writes its findings to {@code <app>.findings.tsv}, and prints the
 * report against the labels.
 *
 * <p>A module is a folder with a {@code pom.xml} and a {@code src/main/java}. Its Java sources are
 * that folder; its Spring configuration files are the {@code application*} files of {@code
 * src/main/resources}. Each module gets a new scanner with every rule of the catalog, no options,
 * and no class path: the rules decide from imports and declarations, as the plugin does for a
 * module whose dependencies it cannot resolve. The plugin's engine entry, {@link AnalysisExecutor},
 * reads and scans the files on every core, as the goal does; a file it could not analyze, does not
 * parse, or on which a rule throws, is listed, and the scan goes on.
 *
 * <p>Arguments: corpus folder (one subfolder per application), labels folder, output folder, then
 * optionally {@code --report-only} to join the findings of the last scan with the labels again.
 */
public final class TriageScan {
  private static final SourceReader JAVA_READER =
      SourceReader.strict(StandardCharsets.UTF_8, "the triage harness's UTF-8");

  private TriageScan() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 3) {
      System.err.println(
          "Usage: TriageScan <corpus folder> <labels folder> <output folder> [--report-only]");
      System.exit(2);
    }
    Path corpus = Path.of(args[0]).toAbsolutePath().normalize();
    Path labels = Path.of(args[1]);
    Path output = Path.of(args[2]);
    boolean reportOnly = args.length > 3 && args[3].equals("--report-only");
    if (!Files.isDirectory(corpus)) {
      System.err.println(
          "No triage corpus at "
              + corpus
              + "; unpack the applications there (see benchmarks.md)"
              + " or set -Dtriage.corpus");
      System.exit(1);
    }
    List<String> applications;
    try (Stream<Path> folders = Files.list(corpus)) {
      applications =
          folders.filter(Files::isDirectory).map(f -> f.getFileName().toString()).sorted().toList();
    }
    if (!reportOnly) {
      for (String application : applications) {
        List<String> problems = new ArrayList<>();
        List<TriageFinding> findings = scan(corpus.resolve(application), problems);
        TriageFinding.write(output.resolve(application + ".findings.tsv"), findings);
        System.out.printf(
            "%s: %d findings, %d files the scanner could not analyze%n",
            application, findings.size(), problems.size());
        problems.forEach(problem -> System.out.println("  " + problem));
      }
      System.out.println();
    }
    try {
      TriageReport.print(labels, output, applications);
    } catch (IllegalArgumentException e) {
      System.err.println(e.getMessage());
      System.exit(1);
    }
  }

  public static List<TriageFinding> scan(Path application, List<String> problems)
      throws IOException {
    List<TriageFinding> findings = new ArrayList<>();
    List<Path> modules = modules(application);
    BuildModules poms = BuildModules.of(modules);
    for (Path module : modules) {
      String moduleName = application.relativize(module).toString().replace('\\', '/');
      // The plugin sees the modules of the build that depend on this one; every other module of
      // the application is a superset of those, and a call that cannot reach this module's
      // classes is told apart by its receiver's type. The modules this one depends on, as the
      // plugin gets them from Maven, are read from the poms: the engine takes them for upstream
      // modules, not callers.
      List<Path> callerRoots =
          modules.stream()
              .filter(other -> !other.equals(module))
              .map(other -> other.resolve("src/main/java"))
              .toList();
      List<Path> upstreamRoots =
          poms.upstream(module).stream().map(other -> other.resolve("src/main/java")).toList();
      findings.addAll(
          scanModule(
              module,
              moduleName.isEmpty() ? "." : moduleName,
              List.of(module),
              callerRoots,
              upstreamRoots,
              problems));
    }
    findings.sort(
        (a, b) -> {
          int byKey = a.key().compareTo(b.key());
          return byKey != 0 ? byKey : Integer.compare(a.line(), b.line());
        });
    return findings;
  }

  /** Every folder with a pom.xml and main Java sources, in path order. */
  public static List<Path> modules(Path application) throws IOException {
    try (Stream<Path> poms = Files.walk(application)) {
      return poms.filter(p -> p.getFileName().toString().equals("pom.xml"))
          .map(Path::getParent)
          .filter(module -> Files.isDirectory(module.resolve("src/main/java")))
          .sorted()
          .toList();
    }
  }

  /**
   * Scans the given modules as one module with all their source roots and no caller roots, as a
   * build that merged them would; findings are keyed by the first module, for counting only.
   */
  public static List<TriageFinding> scanAsOneModule(List<Path> modules, List<String> problems) {
    return scanModule(modules.get(0), ".", modules, List.of(), List.of(), problems);
  }

  /**
   * Scans the sources and configuration files of {@code folders} as one module named {@code
   * moduleName}, whose files are named relative to {@code module}, with the modules at {@code
   * upstreamRoots} as those it depends on.
   */
  private static List<TriageFinding> scanModule(
      Path module,
      String moduleName,
      List<Path> folders,
      List<Path> callerRoots,
      List<Path> upstreamRoots,
      List<String> problems) {
    List<Path> javaRoots = folders.stream().map(folder -> folder.resolve("src/main/java")).toList();
    List<Path> resourceRoots =
        folders.stream().map(folder -> folder.resolve("src/main/resources")).toList();
    SourceSet sources =
        SourceSet.collect(
            javaRoots,
            resourceRoots,
            new SourceSet.Selection(null, null, module.resolve("target"), false));
    for (Path folder : folders) {
      sources = sources.withBuildFile(folder.resolve("pom.xml"));
    }
    AnalysisSetup setup =
        AnalysisSetup.builder(module, JAVA_READER)
            .sourceRoots(javaRoots)
            .resourceRoots(resourceRoots)
            .callerRoots(callerRoots)
            .upstreamRoots(upstreamRoots)
            .build();
    AnalysisResult result;
    try (AnalysisExecutor executor = AnalysisExecutor.open(setup)) {
      result = executor.execute(AnalysisRequest.of(sources));
    }
    for (ParseProblem problem :
        Stream.concat(result.errors().stream(), result.problems().stream()).toList()) {
      problems.add(
          moduleName
              + "/"
              + relative(module, problem.file())
              + ":"
              + problem.line()
              + ":"
              + problem.column()
              + ": "
              + TriageFinding.field(problem.message()));
    }
    List<TriageFinding> findings = new ArrayList<>();
    for (Finding finding : result.findings()) {
      TriageKey key =
          new TriageKey(
              finding.ruleId(),
              moduleName,
              relative(module, finding.file()),
              TriageFinding.field(finding.member()),
              Fingerprint.snippetHash(finding));
      findings.add(
          new TriageFinding(
              key, finding.line(), finding.column(), TriageFinding.field(finding.message())));
    }
    return findings;
  }

  private static String relative(Path module, Path file) {
    return module.relativize(file).toString().replace('\\', '/');
  }
}
