package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithArguments;
import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Spring's legacy ant-style matching on request paths: {@code new AntPathMatcher()}, {@code new
 * AntPathRequestMatcher(...)}, {@code AntPathRequestMatcher.antMatcher(...)} and Spring Security
 * 5's {@code antMatchers(...)} configurers, subclasses included. A request matcher for {@code /**}
 * alone matches without tokenizing the path and is not reported.
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
        if (PathMatchers.matchesEveryPath(use, patterns(use, (NodeWithArguments<?>) node))) {
          return;
        }
        String construct =
            use.construct() != null
                ? use.construct()
                : ((MethodCallExpr) node).getNameAsString() + "(...)";
        file.report(ID, node, Messages.antPathMatcher(construct, use.remedy()));
        return;
      }
    }
  }

  /**
   * The literal values of the creation's pattern arguments; empty where not a literal. An
   * {@code HttpMethod} constant is not a pattern.
   */
  private static List<Optional<String>> patterns(AntMatcherUse use, NodeWithArguments<?> node) {
    List<Optional<String>> patterns = new ArrayList<>();
    for (Expression argument : node.getArguments()) {
      if (argument instanceof StringLiteralExpr literal) {
        patterns.add(Optional.of(literal.asString()));
      } else if (!isHttpMethod(argument)) {
        patterns.add(Optional.empty());
      }
      if (use.patterns() == PathMatchers.Patterns.FIRST) {
        break;
      }
    }
    return patterns;
  }

  private static boolean isHttpMethod(Expression argument) {
    if (!(argument instanceof FieldAccessExpr access)) {
      return false;
    }
    String scope = access.getScope().toString();
    return PathMatchers.HTTP_METHOD.equals(scope)
        || PathMatchers.HTTP_METHOD.endsWith("." + scope);
  }
}
