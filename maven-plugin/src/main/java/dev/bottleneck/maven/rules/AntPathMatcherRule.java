package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.google.auto.service.AutoService;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Types;
import java.util.Map;
import java.util.Set;

/**
 * Spring's legacy ant-style matching on request paths: {@code new AntPathMatcher()}, {@code new
 * AntPathRequestMatcher(...)}, {@code AntPathRequestMatcher.antMatcher(...)} and Spring Security
 * 5's {@code antMatchers(...)} configurers, subclasses included.
 */
@AutoService(JavaRule.class)
public final class AntPathMatcherRule implements JavaRule {
  static final String ID = "AntPathMatcher";

  private static final String ANT_PATH_MATCHER = "org.springframework.util.AntPathMatcher";
  private static final String ANT_PATH_REQUEST_MATCHER =
      "org.springframework.security.web.util.matcher.AntPathRequestMatcher";

  /** Configurers whose methods of these names build one AntPathRequestMatcher per pattern. */
  private static final Map<String, String> ANT_MATCHER_METHODS =
      Map.of(
          "org.springframework.security.config.annotation.web.AbstractRequestMatcherRegistry",
          "antMatchers",
          "org.springframework.security.config.annotation.web.configurers.CsrfConfigurer",
          "ignoringAntMatchers",
          "org.springframework.security.config.annotation.web.builders.HttpSecurity",
          "antMatcher");

  private static final Set<String> METHOD_NAMES = Set.copyOf(ANT_MATCHER_METHODS.values());

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    for (ObjectCreationExpr creation : file.all(ObjectCreationExpr.class)) {
      if (Calls.creates(types, creation, ANT_PATH_MATCHER)) {
        report(file, creation, "new AntPathMatcher()", "PathPatternParser");
      } else if (Calls.creates(types, creation, ANT_PATH_REQUEST_MATCHER)) {
        report(file, creation, "new AntPathRequestMatcher(...)", "PathPatternRequestMatcher");
      }
    }
    for (MethodCallExpr call : file.all(MethodCallExpr.class)) {
      if (call.getNameAsString().equals("antMatcher")
          && Calls.isStatic(types, call, ANT_PATH_REQUEST_MATCHER)) {
        report(file, call, "AntPathRequestMatcher.antMatcher(...)", "PathPatternRequestMatcher");
      } else if (METHOD_NAMES.contains(call.getNameAsString()) && isConfigurerCall(types, call)) {
        report(
            file,
            call,
            call.getNameAsString() + "(...)",
            "requestMatchers(...) with PathPatternRequestMatcher");
      }
    }
  }

  private static boolean isConfigurerCall(Types types, MethodCallExpr call) {
    return ANT_MATCHER_METHODS.entrySet().stream()
        .anyMatch(
            entry ->
                entry.getValue().equals(call.getNameAsString())
                    && Calls.isInstance(types, call, entry.getKey()));
  }

  private static void report(SourceFile file, Node node, String construct, String remedy) {
    file.report(
        ID,
        node,
        construct
            + " uses Spring's legacy ant-style matching, which re-parses the pattern and tokenizes"
            + " the path on every request; use "
            + remedy
            + " instead");
  }
}
