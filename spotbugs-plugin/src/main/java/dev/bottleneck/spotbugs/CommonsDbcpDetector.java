package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.ConnectionPools;
import edu.umd.cs.findbugs.BugReporter;
import edu.umd.cs.findbugs.ba.XMethod;
import java.util.ArrayList;
import java.util.List;

/**
 * CommonsDbcpPool: every line that uses Commons DBCP 1.x (its package and subpackages, from the
 * catalog's {@link ConnectionPools}): construction, configuration, calls and fields. Its pool takes
 * one lock on every borrow and return. A type only named in a signature has no line in a class file
 * and is reported where it is used.
 */
public final class CommonsDbcpDetector extends BottleneckDetector {

  public CommonsDbcpDetector(BugReporter reporter) {
    super(reporter);
  }

  @Override
  List<Finding> findings(Analysis analysis) {
    List<Finding> findings = new ArrayList<>();
    for (MethodCode method : analysis.program().methods()) {
      for (Call call : method.calls()) {
        String declarer = declaringType(call, analysis);
        if (isDbcp1(declarer)) {
          findings.add(finding(method, call.line(), analysis.describe(call)));
        }
      }
      for (FieldAccess access : method.fieldAccesses()) {
        String declarer =
            analysis.types().fieldDeclarer(Types.binaryName(access.owner()), access.name());
        if (isDbcp1(declarer)) {
          findings.add(
              finding(method, access.line(), Types.simpleName(declarer) + "." + access.name()));
        }
      }
    }
    return findings;
  }

  private static Finding finding(MethodCode method, int line, String construct) {
    return new Finding(Rule.COMMONS_DBCP_POOL, method, line, Messages.commonsDbcpPool(construct));
  }

  /** Where the member is declared: {@code setMaxActive()} called on a subclass is still DBCP's. */
  private static String declaringType(Call call, Analysis analysis) {
    return analysis
        .types()
        .resolve(call.ownerName(), call.name(), call.descriptor())
        .map(XMethod::getClassName)
        .orElse(call.ownerName());
  }

  private static boolean isDbcp1(String binaryName) {
    int dot = binaryName.lastIndexOf('.');
    return dot > 0 && ConnectionPools.isCommonsDbcp1(binaryName.substring(0, dot));
  }
}
