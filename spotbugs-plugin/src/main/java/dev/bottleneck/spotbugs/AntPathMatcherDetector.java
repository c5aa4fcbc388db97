package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import dev.bottleneck.catalog.facts.PathMatchers.Patterns;
import dev.bottleneck.catalog.facts.PathMatchers.SecurityVersion;
import dev.bottleneck.catalog.facts.TypeName;
import edu.umd.cs.findbugs.BugReporter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * AntPathMatcher: where Spring's legacy ant-style matchers are created, from the catalog's {@link
 * PathMatchers}: {@code new AntPathMatcher()} and subclasses, {@code new
 * AntPathRequestMatcher(...)}, its {@code antMatcher(...)} factories and the Spring Security 5
 * configurers that build one per pattern. The request matchers one method builds, its lambdas
 * included, are its security chain: one finding at the first line, listing the others. The fix is
 * named for the Spring Security version on the analysis's class path. As in the other engines, a
 * creation whose constant arguments match every path ({@code antMatchers("/**")}) or no request
 * path ({@code new AntPathMatcher(".")}) is left alone ({@link PathMatchers#notReported}); the
 * constants are the literals the class file holds ({@link StackSources#strings}).
 */
public final class AntPathMatcherDetector extends BottleneckDetector {
  private static final Map<AntMatcherUse, CallMatcher> USES = uses();

  private static final Comparator<Site> BY_LINE =
      Comparator.comparingInt((Site site) -> site.call().line()).thenComparing(Site::construct);

  public AntPathMatcherDetector(BugReporter reporter) {
    super(reporter);
  }

  private static Map<AntMatcherUse, CallMatcher> uses() {
    Map<AntMatcherUse, CallMatcher> uses = new LinkedHashMap<>();
    for (AntMatcherUse use : PathMatchers.ALL) {
      uses.put(use, CallMatcher.of(use.api()));
    }
    return uses;
  }

  /** A reported call and what it creates. */
  private record Site(Call call, AntMatcherUse use) {
    String construct() {
      return use.construct() != null ? use.construct() : call.name() + "(...)";
    }
  }

  @Override
  List<Finding> findings(Analysis analysis) {
    SecurityVersion version =
        PathMatchers.securityVersion(name -> analysis.types().exists(TypeName.binary(name)));
    StackSources sources = new StackSources();
    List<Finding> findings = new ArrayList<>();
    for (MethodCode method : analysis.program().methods()) {
      List<Site> chain = new ArrayList<>();
      for (Call call : method.calls()) {
        if (call.reference() || analysis.isSuperConstructorCall(call)) {
          continue;
        }
        for (Map.Entry<AntMatcherUse, CallMatcher> use : USES.entrySet()) {
          if (use.getValue().matches(call, analysis)) {
            if (notReported(use.getKey(), call, analysis, sources)) {
              break;
            }
            Site site = new Site(call, use.getKey());
            if (site.use().requestMatcher() && method.isMethod()) {
              chain.add(site);
            } else {
              findings.add(finding(method, site, List.of(), version));
            }
            break;
          }
        }
      }
      if (!chain.isEmpty()) {
        chain.sort(BY_LINE);
        List<Integer> others = chain.stream().skip(1).map(site -> site.call().line()).toList();
        findings.add(finding(method, chain.get(0), others, version));
      }
    }
    return findings;
  }

  /** Whether the creation's constant arguments match every path or no request path. */
  private static boolean notReported(
      AntMatcherUse use, Call call, Analysis analysis, StackSources sources) {
    List<Optional<String>> strings = sources.strings(call);
    List<Optional<String>> patterns =
        use.patterns() == Patterns.FIRST && !strings.isEmpty() ? strings.subList(0, 1) : strings;
    return PathMatchers.notReported(use, createdType(call, analysis), patterns);
  }

  /** The class named after {@code new}: the named supertype of an anonymous class. */
  private static Optional<String> createdType(Call call, Analysis analysis) {
    if (!call.isConstructor()) {
      return Optional.empty();
    }
    return Optional.of(
        analysis.program().isAnonymous(call.owner())
            ? analysis.extended(call.ownerName())
            : call.ownerName());
  }

  private static Finding finding(
      MethodCode method, Site site, List<Integer> otherLines, SecurityVersion version) {
    return new Finding(
        Rule.ANT_PATH_MATCHER,
        method,
        site.call().line(),
        Messages.antPathMatcher(site.use(), site.construct(), otherLines, version));
  }
}
