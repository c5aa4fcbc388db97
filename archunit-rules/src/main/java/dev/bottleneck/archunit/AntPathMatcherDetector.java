package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaMethod;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import dev.bottleneck.catalog.facts.PathMatchers.SecurityVersion;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Reports where Spring's legacy ant-style matchers are created: {@code new AntPathMatcher()} and
 * subclasses, {@code new AntPathRequestMatcher(...)}, its {@code antMatcher(...)} factories and the
 * Spring Security 5 configurers that build one per pattern. Declaring or injecting a {@code
 * PathMatcher} is not a creation. The Spring Security request matchers one method builds, its
 * lambdas included, are its security chain: one finding at the first line, listing the others, as
 * the source engines report it. The fix is named for the Spring Security version on the class path
 * the rules run with, told by the same classes the source engines look for.
 */
final class AntPathMatcherDetector implements Detector {
  private static final Map<AntMatcherUse, CallMatcher> USES = uses();

  private static Map<AntMatcherUse, CallMatcher> uses() {
    Map<AntMatcherUse, CallMatcher> uses = new LinkedHashMap<>();
    for (AntMatcherUse use : PathMatchers.ALL) {
      uses.put(use, ApiMatchers.matcher(use.api()));
    }
    return uses;
  }

  /** A reported call and what it creates. */
  private record Site(JavaCall<?> call, AntMatcherUse use) {
    String construct() {
      return use.construct() != null ? use.construct() : call.getName() + "(...)";
    }
  }

  private static final Comparator<Site> BY_LINE =
      Comparator.comparingInt((Site site) -> site.call().getLineNumber())
          .thenComparing(Site::construct);

  private final Predicate<String> onClassPath;

  AntPathMatcherDetector() {
    this(AntPathMatcherDetector::onClassPath);
  }

  /**
   * @param onClassPath whether a class, by canonical name, is on the class path
   */
  AntPathMatcherDetector(Predicate<String> onClassPath) {
    this.onClassPath = onClassPath;
  }

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    List<Finding> findings = new ArrayList<>();
    Map<JavaCodeUnit, List<Site>> chains = new LinkedHashMap<>();
    SecurityVersion version = null;
    for (JavaCall<?> call : javaClass.getCodeUnitCallsFromSelf()) {
      if (CallMatcher.isSuperConstructorCall(call)) {
        continue;
      }
      for (Map.Entry<AntMatcherUse, CallMatcher> use : USES.entrySet()) {
        if (use.getValue().matches(call)) {
          Site site = new Site(call, use.getKey());
          if (site.use().requestMatcher() && call.getOrigin() instanceof JavaMethod) {
            chains.computeIfAbsent(call.getOrigin(), method -> new ArrayList<>()).add(site);
          } else {
            version = version != null ? version : PathMatchers.securityVersion(onClassPath);
            findings.add(finding(javaClass, site, List.of(), version));
          }
          break;
        }
      }
    }
    for (List<Site> all : chains.values()) {
      // A creation suppressed on its own (a local variable) leaves the chain, as in the source
      // engines; the chain's finding is then at its first unsuppressed creation.
      List<Site> chain =
          all.stream()
              .filter(
                  site ->
                      !SourceSuppressions.suppresses(
                          Rule.ANT_PATH_MATCHER, javaClass, site.call().getLineNumber()))
              .sorted(BY_LINE)
              .toList();
      if (chain.isEmpty()) {
        continue;
      }
      List<Integer> others =
          chain.stream().skip(1).map(site -> site.call().getLineNumber()).toList();
      version = version != null ? version : PathMatchers.securityVersion(onClassPath);
      findings.add(finding(javaClass, chain.get(0), others, version));
    }
    return findings;
  }

  private static Finding finding(
      JavaClass javaClass, Site site, List<Integer> otherLines, SecurityVersion version) {
    return new Finding(
        javaClass,
        site.call().getLineNumber(),
        Messages.antPathMatcher(site.use(), site.construct(), otherLines, version));
  }

  /** A class file on the class path of the thread that evaluates the rules. */
  private static boolean onClassPath(String qualifiedName) {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    if (loader == null) {
      loader = AntPathMatcherDetector.class.getClassLoader();
    }
    return loader != null && loader.getResource(qualifiedName.replace('.', '/') + ".class") != null;
  }
}
