package dev.bottleneck.benchmarks;

import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.SeverityLevel;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.sun.source.tree.MethodInvocationTree;

/** A check that throws on every call, to prove that the robustness run sees a crashing check. */
@BugPattern(summary = "Throws on every method call", severity = SeverityLevel.WARNING)
public final class CrashProbe extends BugChecker implements MethodInvocationTreeMatcher {
  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    throw new IllegalStateException("CrashProbe always throws");
  }
}
