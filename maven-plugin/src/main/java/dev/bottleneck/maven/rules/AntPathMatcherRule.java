package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Types;

/**
 * Spring's legacy ant-style matching on request paths: {@code new AntPathMatcher()}, {@code new
 * AntPathRequestMatcher(...)}, {@code AntPathRequestMatcher.antMatcher(...)} and Spring Security
 * 5's {@code antMatchers(...)} configurers, subclasses included.
 */
@AutoService(JavaRule.class)
public final class AntPathMatcherRule implements JavaRule {
  static final String ID = "AntPathMatcher";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    for (ObjectCreationExpr creation : file.all(ObjectCreationExpr.class)) {
      report(file, types, creation);
    }
    for (MethodCallExpr call : file.all(MethodCallExpr.class)) {
      report(file, types, call);
    }
  }

  private static void report(SourceFile file, Types types, Node node) {
    ApiMatchers.Call call = ApiMatchers.call(types, node);
    for (AntMatcherUse use : PathMatchers.ALL) {
      if (call.matches(use.api())) {
        String construct =
            use.construct() != null
                ? use.construct()
                : ((MethodCallExpr) node).getNameAsString() + "(...)";
        file.report(ID, node, Messages.antPathMatcher(construct, use.remedy()));
        return;
      }
    }
  }
}
