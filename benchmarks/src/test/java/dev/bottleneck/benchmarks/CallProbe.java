package dev.bottleneck.benchmarks;

import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.SeverityLevel;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.sun.source.tree.MethodInvocationTree;

/** A check that reports every method call, to prove that findings are counted per check. */
@BugPattern(summary = "Reports every method call", severity = SeverityLevel.WARNING)
public final class CallProbe extends BugChecker implements MethodInvocationTreeMatcher {
  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    return describeMatch(tree);
  }
}
