package dev.bottleneck.archunit;

import static dev.bottleneck.archunit.CallMatcher.constructorOf;
import static dev.bottleneck.archunit.CallMatcher.exactMethod;
import static dev.bottleneck.archunit.CallMatcher.method;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import java.util.ArrayList;
import java.util.List;

/**
 * Reports where Spring's legacy ant-style matchers are created: {@code new AntPathMatcher()} and
 * subclasses, {@code new AntPathRequestMatcher(...)}, its {@code antMatcher(...)} factories and the
 * Spring Security 5 configurers that build one per pattern. Declaring or injecting a
 * {@code PathMatcher} is not a creation.
 */
final class AntPathMatcherDetector implements Detector {
  private static final String ANT_PATH_REQUEST_MATCHER =
      "org.springframework.security.web.util.matcher.AntPathRequestMatcher";
  private static final String SECURITY_CONFIG = "org.springframework.security.config.annotation.web.";

  private static final CallMatcher NEW_ANT_PATH_MATCHER =
      constructorOf("org.springframework.util.AntPathMatcher");
  private static final CallMatcher NEW_ANT_PATH_REQUEST_MATCHER = constructorOf(ANT_PATH_REQUEST_MATCHER);
  private static final CallMatcher ANT_MATCHER_FACTORY =
      exactMethod(ANT_PATH_REQUEST_MATCHER, "antMatcher");
  private static final List<CallMatcher> ANT_MATCHERS_CALLS = List.of(
      method(SECURITY_CONFIG + "AbstractRequestMatcherRegistry", "antMatchers"),
      method(SECURITY_CONFIG + "configurers.CsrfConfigurer", "ignoringAntMatchers"),
      method(SECURITY_CONFIG + "builders.HttpSecurity", "antMatcher"));

  @Override
  public List<Finding> findings(JavaClass javaClass) {
    List<Finding> findings = new ArrayList<>();
    for (JavaCall<?> call : javaClass.getCodeUnitCallsFromSelf()) {
      if (CallMatcher.isSuperConstructorCall(call)) {
        continue;
      }
      String remedy = remedy(call);
      if (remedy != null) {
        findings.add(new Finding(javaClass, call.getLineNumber(), CallMatcher.describe(call)
            + " uses Spring's legacy ant-style matching, which re-parses the pattern and tokenizes"
            + " the path on every request; use " + remedy + " instead"));
      }
    }
    return findings;
  }

  private static String remedy(JavaCall<?> call) {
    if (NEW_ANT_PATH_MATCHER.matches(call)) {
      return "PathPatternParser";
    }
    if (NEW_ANT_PATH_REQUEST_MATCHER.matches(call) || ANT_MATCHER_FACTORY.matches(call)) {
      return "PathPatternRequestMatcher";
    }
    if (ANT_MATCHERS_CALLS.stream().anyMatch(matcher -> matcher.matches(call))) {
      return "requestMatchers(...) with PathPatternRequestMatcher";
    }
    return null;
  }
}
