package dev.bottleneck.spotbugs;

import edu.umd.cs.findbugs.BugInstance;
import edu.umd.cs.findbugs.BugReporter;
import edu.umd.cs.findbugs.Detector;
import edu.umd.cs.findbugs.Priorities;
import edu.umd.cs.findbugs.SourceLineAnnotation;
import edu.umd.cs.findbugs.ba.ClassContext;
import edu.umd.cs.findbugs.classfile.CheckedAnalysisException;
import edu.umd.cs.findbugs.classfile.Global;
import edu.umd.cs.findbugs.classfile.analysis.ClassData;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What every detector of the plugin shares with SpotBugs: each application class goes into the
 * analysis's {@link Program} as SpotBugs visits it, and the findings are judged and reported once
 * the last class is in, since whether code runs per call may depend on callers in other classes. A
 * finding's bug type is its rule id, its text the catalog's message; SpotBugs applies
 * {@code @SuppressFBWarnings("RuleId")} on the class or method and its filters as for any bug.
 */
abstract class BottleneckDetector implements Detector {
  private final BugReporter reporter;

  BottleneckDetector(BugReporter reporter) {
    this.reporter = reporter;
  }

  @Override
  public final void visitClassContext(ClassContext classContext) {
    try {
      ClassData data =
          Global.getAnalysisCache()
              .getClassAnalysis(ClassData.class, classContext.getClassDescriptor());
      Program.current().add(classContext.getClassDescriptor().getClassName(), data.getData());
    } catch (CheckedAnalysisException e) {
      reporter.logError("bottleneck: cannot read " + classContext.getClassDescriptor(), e);
    }
  }

  @Override
  public final void report() {
    Set<String> reported = new HashSet<>();
    for (Finding finding : ownCodeFirst(findings(Analysis.current()))) {
      MethodCode method = finding.method();
      Optional<Smap.Location> written = Smap.locate(method.owner(), finding.line());
      // Inlined code of a library's inline function is not the analysed code's to change.
      if (written.isEmpty() || Program.current().find(written.get().internalName()).isEmpty()) {
        continue;
      }
      Smap.Location at = written.get();
      // Kotlin: each caller's copy of an inline function's code maps to the one line written.
      String key =
          Smap.present(method.owner())
              ? finding.rule().id() + at
              : finding.rule().id() + method + finding.line() + finding.message();
      if (!reported.add(key)) {
        continue;
      }
      String className = method.ownerName();
      reporter.reportBug(
          new BugInstance(this, finding.rule().id(), Priorities.NORMAL_PRIORITY)
              .addClass(className)
              .addMethod(className, method.name(), method.descriptor(), method.isStatic())
              .addString(finding.message())
              .addSourceLine(
                  new SourceLineAnnotation(
                      Types.binaryName(at.internalName()),
                      at.sourceFile(),
                      at.line(),
                      at.line(),
                      -1,
                      -1)));
    }
  }

  /**
   * The findings at lines of their own method's file first, so that a line an inline function's
   * body and its inlined copies share is reported with the function's own message.
   */
  private static List<Finding> ownCodeFirst(List<Finding> findings) {
    List<Finding> ordered = new ArrayList<>();
    List<Finding> inlined = new ArrayList<>();
    for (Finding finding : findings) {
      boolean own =
          Smap.locate(finding.method().owner(), finding.line())
              .filter(at -> at.internalName().equals(finding.method().owner().name))
              .isPresent();
      (own ? ordered : inlined).add(finding);
    }
    ordered.addAll(inlined);
    return ordered;
  }

  /** This detector's findings in the whole analysis. */
  abstract List<Finding> findings(Analysis analysis);
}
