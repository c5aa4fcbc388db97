package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import dev.bottleneck.catalog.Rule;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns a detector's findings into ArchUnit violations: one per class and line, honouring
 * {@code @SuppressWarnings("Id")} where the source can be read, each detail in the form {@code [Id]
 * message in (File.java:line)} so that IDEs link it and freezing ignores moved lines. The public
 * conditions are constants that several rules share, so each evaluation keeps its detector to its
 * own thread and lets it go when it ends.
 */
final class FindingCondition extends ArchCondition<JavaClass> {
  private final Rule rule;
  private final Detector detector;
  private final ThreadLocal<Detector> evaluation;

  FindingCondition(Rule rule, Detector detector, String description) {
    super(description);
    this.rule = rule;
    this.detector = detector;
    this.evaluation = ThreadLocal.withInitial(() -> detector);
  }

  /** The catalog rule whose findings this condition reports. */
  Rule rule() {
    return rule;
  }

  @Override
  public void init(Collection<JavaClass> allObjectsToTest) {
    DocsSetting.requireUsable();
    evaluation.set(detector.forEvaluation(new Imported(allObjectsToTest)));
  }

  @Override
  public void check(JavaClass javaClass, ConditionEvents events) {
    Set<Integer> reportedLines = new HashSet<>();
    List<Finding> findings = new ArrayList<>(evaluation.get().findings(javaClass));
    findings.sort(Comparator.comparingInt(Finding::line).thenComparing(Finding::message));
    for (Finding finding : findings) {
      if (!reportedLines.add(finding.line())
          || SourceSuppressions.suppresses(rule, finding.owner(), finding.line())) {
        continue;
      }
      events.add(SimpleConditionEvent.violated(javaClass, detail(finding)));
    }
  }

  @Override
  public void finish(ConditionEvents events) {
    evaluation.remove();
  }

  private String detail(Finding finding) {
    return "[" + rule.id() + "] " + finding.message() + " in " + finding.location();
  }
}
