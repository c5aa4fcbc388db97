package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.ConnectionPools;
import dev.bottleneck.catalog.facts.TypeName;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Commons DBCP 1.x used in code: a constructor of a type of {@code org.apache.commons.dbcp} (or a
 * subpackage), or a method called through one, as the other engines report it. DBCP 2 lives in
 * {@code org.apache.commons.dbcp2} and is not matched. The pom dependency and {@code
 * spring.datasource.type} are the configuration side of the same rule.
 */
@AutoService(JavaRule.class)
public final class CommonsDbcpPoolRule implements JavaRule {
  static final String ID = "CommonsDbcpPool";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public boolean mayReport(FileText text) {
    return namesPackage(text.source());
  }

  /**
   * Without a class path this engine knows a DBCP 1.x type only where the file names its package
   * (an import, a qualified name), so a file that never writes the package is not resolved call by
   * call: resolving every receiver of every file doubled the scan of a real module. A library
   * method on the class path that returns a DBCP 1.x type to a file that never names the package is
   * missed (Error Prone, which sees declaring classes, reports it).
   */
  @Override
  public void check(SourceFile file) {
    if (!namesPackage(file.source())) {
      return;
    }
    Types types = file.types();
    List<Node> calls = new ArrayList<>(file.all(ObjectCreationExpr.class));
    calls.addAll(file.all(MethodCallExpr.class));
    for (Node node : calls) {
      ApiMatchers.Call call = ApiMatchers.call(types, node);
      if (node instanceof ObjectCreationExpr creation) {
        Optional<String> created = call.created().filter(CommonsDbcpPoolRule::isDbcp1);
        if (created.isPresent()) {
          String body = creation.getAnonymousClassBody().isPresent() ? "() {...}" : "()";
          report(file, node, "new " + TypeName.simple(created.get()) + body);
        }
        continue;
      }
      Optional<String> through =
          call.staticOwner().or(call::receiver).filter(CommonsDbcpPoolRule::isDbcp1);
      if (through.isPresent()) {
        report(file, node, TypeName.simple(through.get()) + "." + call.name() + "()");
      }
    }
  }

  private static boolean namesPackage(String source) {
    return source.contains(ConnectionPools.COMMONS_DBCP_1_PACKAGE);
  }

  private static boolean isDbcp1(String type) {
    return ConnectionPools.isCommonsDbcp1(TypeName.packageName(type));
  }

  private static void report(SourceFile file, Node node, String construct) {
    file.report(ID, node, Messages.commonsDbcpPool(construct));
  }
}
