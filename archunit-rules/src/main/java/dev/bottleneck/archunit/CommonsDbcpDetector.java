package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.ConnectionPools;
import java.util.ArrayList;
import java.util.List;

/**
 * Reports every line that uses Commons DBCP 1.x ({@code org.apache.commons.dbcp} and its
 * subpackages): construction, configuration and calls. Its pool takes one lock on every borrow and
 * return. DBCP 2 lives in {@code org.apache.commons.dbcp2} and is not matched; a type that is only
 * named in a signature has no line in bytecode and is reported where it is used.
 */
final class CommonsDbcpDetector implements Detector {
  @Override
  public List<Finding> findings(JavaClass javaClass) {
    List<Finding> findings = new ArrayList<>();
    for (JavaAccess<?> access : javaClass.getAccessesFromSelf()) {
      if (!isDbcp1(declaringType(access))) {
        continue;
      }
      findings.add(
          new Finding(
              javaClass, access.getLineNumber(), Messages.commonsDbcpPool(describe(access))));
    }
    return findings;
  }

  /** Where the member is declared: {@code setMaxActive()} called on a subclass is still DBCP's. */
  private static JavaClass declaringType(JavaAccess<?> access) {
    return access
        .getTarget()
        .resolveMember()
        .map(member -> member.getOwner())
        .orElse(access.getTargetOwner());
  }

  private static String describe(JavaAccess<?> access) {
    return access instanceof JavaFieldAccess
        ? CallMatcher.simpleName(declaringType(access)) + "." + access.getName()
        : CallMatcher.describe(access);
  }

  private static boolean isDbcp1(JavaClass type) {
    return ConnectionPools.isCommonsDbcp1(type.getPackageName());
  }
}
