package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reports where Spring's legacy ant-style matchers are created: {@code new AntPathMatcher()} and
 * subclasses, {@code new AntPathRequestMatcher(...)}, its {@code antMatcher(...)} factories and the
 * Spring Security 5 configurers that build one per pattern. Declaring or injecting a
 * {@code PathMatcher} is not a creation.
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

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    List<Finding> findings = new ArrayList<>();
    for (JavaCall<?> call : javaClass.getCodeUnitCallsFromSelf()) {
      if (CallMatcher.isSuperConstructorCall(call)) {
        continue;
      }
      for (Map.Entry<AntMatcherUse, CallMatcher> use : USES.entrySet()) {
        if (use.getValue().matches(call)) {
          AntMatcherUse found = use.getKey();
          String construct =
              found.construct() != null ? found.construct() : call.getName() + "(...)";
          findings.add(new Finding(javaClass, call.getLineNumber(),
              Messages.antPathMatcher(construct, found.remedy())));
          break;
        }
      }
    }
    return findings;
  }
}
