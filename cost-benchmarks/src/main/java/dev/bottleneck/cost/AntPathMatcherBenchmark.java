package dev.bottleneck.cost;

import dev.bottleneck.cost.Form.Kind;
import dev.bottleneck.cost.paths.RouteTable;
import dev.bottleneck.cost.paths.RouteTable.Request;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.springframework.http.server.PathContainer;
import org.springframework.util.AntPathMatcher;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

/**
 * One request path looked up in a route table of 33 patterns ({@link RouteTable}), the legacy
 * ant-style way and with parsed {@link PathPattern}s. Each invocation looks up the ten requests of
 * the mix once; the time is per lookup. The matcher keeps its default pattern cache, so the ant
 * patterns are tokenized once, as in a long-running application: what is measured is the
 * per-request work. The path-pattern forms parse the request path once per lookup, as Spring MVC
 * does.
 *
 * <p>Two ways of walking the table: a security filter chain stops at the first match; a handler
 * mapping tests every pattern, keeps the most specific match and extracts its URI variables.
 *
 * <p>On JDK 17 on two busy cores the ant forms reached their steady state only after about three
 * seconds (two one-second warm-ups measured them 3-5 times too slow), hence the longer warm-up; a
 * {@code -wi} on the command line overrides it.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(RouteTable.REQUEST_COUNT)
@Warmup(iterations = 4, time = 1)
@State(Scope.Benchmark)
public class AntPathMatcherBenchmark {

  private static final String CHAIN = "security chain: first match";
  private static final String MAPPING = "handler mapping: most specific match and its variables";

  private final AntPathMatcher antPathMatcher = new AntPathMatcher();
  private List<String> patterns;
  private List<PathPattern> pathPatterns;
  private String[] paths;

  @Setup
  public void setUp() {
    patterns = List.copyOf(RouteTable.PATTERNS);
    pathPatterns = patterns.stream().map(PathPatternParser.defaultInstance::parse).toList();
    paths = RouteTable.REQUESTS.stream().map(Request::path).toArray(String[]::new);
    if (paths.length != RouteTable.REQUEST_COUNT) {
      throw new IllegalStateException("RouteTable.REQUEST_COUNT is not REQUESTS.size()");
    }
    // Both forms must answer alike, or the comparison measures different work.
    for (Request request : RouteTable.REQUESTS) {
      int ant = firstAnt(request.path());
      int parsed = firstParsed(request.path());
      if (ant != request.firstMatch() || parsed != request.firstMatch()) {
        throw new IllegalStateException(
            request + ": ant matched " + ant + ", path pattern matched " + parsed);
      }
      Map<String, String> antVariables = bestAnt(request.path());
      Map<String, String> parsedVariables = bestParsed(request.path());
      if (!String.valueOf(antVariables).equals(String.valueOf(parsedVariables))) {
        throw new IllegalStateException(
            request + ": ant extracted " + antVariables + ", path pattern " + parsedVariables);
      }
    }
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "for (String p : patterns) if (antPathMatcher.match(p, path)) return p;",
      group = CHAIN)
  public void chainAnt(Blackhole sink) {
    for (String path : paths) {
      sink.consume(firstAnt(path));
    }
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label =
          "PathContainer c = PathContainer.parsePath(path); for (PathPattern p : patterns)"
              + " if (p.matches(c)) return p;",
      group = CHAIN)
  public void chainPathPattern(Blackhole sink) {
    for (String path : paths) {
      sink.consume(firstParsed(path));
    }
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label =
          "matches.sort(antPathMatcher.getPatternComparator(path));"
              + " antPathMatcher.extractUriTemplateVariables(matches.get(0), path)",
      group = MAPPING)
  public void mappingAnt(Blackhole sink) {
    for (String path : paths) {
      sink.consume(bestAnt(path));
    }
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label =
          "matches.sort(PathPattern.SPECIFICITY_COMPARATOR);"
              + " matches.get(0).matchAndExtract(container).getUriVariables()",
      group = MAPPING)
  public void mappingPathPattern(Blackhole sink) {
    for (String path : paths) {
      sink.consume(bestParsed(path));
    }
  }

  private int firstAnt(String path) {
    for (int i = 0; i < patterns.size(); i++) {
      if (antPathMatcher.match(patterns.get(i), path)) {
        return i;
      }
    }
    return -1;
  }

  private int firstParsed(String path) {
    PathContainer container = PathContainer.parsePath(path);
    for (int i = 0; i < pathPatterns.size(); i++) {
      if (pathPatterns.get(i).matches(container)) {
        return i;
      }
    }
    return -1;
  }

  private Map<String, String> bestAnt(String path) {
    List<String> matches = new ArrayList<>();
    for (String pattern : patterns) {
      if (antPathMatcher.match(pattern, path)) {
        matches.add(pattern);
      }
    }
    if (matches.isEmpty()) {
      return null;
    }
    Comparator<String> specificity = antPathMatcher.getPatternComparator(path);
    matches.sort(specificity);
    return antPathMatcher.extractUriTemplateVariables(matches.get(0), path);
  }

  private Map<String, String> bestParsed(String path) {
    PathContainer container = PathContainer.parsePath(path);
    List<PathPattern> matches = new ArrayList<>();
    for (PathPattern pattern : pathPatterns) {
      if (pattern.matches(container)) {
        matches.add(pattern);
      }
    }
    if (matches.isEmpty()) {
      return null;
    }
    matches.sort(PathPattern.SPECIFICITY_COMPARATOR);
    PathPattern.PathMatchInfo info = matches.get(0).matchAndExtract(container);
    return info == null ? null : info.getUriVariables();
  }
}
