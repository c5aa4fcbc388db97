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
 * message in (File.java:line)} so that IDEs link it and freezing ignores moved lines.
 */
final class FindingCondition extends ArchCondition<JavaClass> {
  private final Rule rule;
  private final Detector detector;
  private volatile Detector evaluation;

  FindingCondition(Rule rule, Detector detector, String description) {
    super(description);
    this.rule = rule;
    this.detector = detector;
    this.evaluation = detector;
  }

  @Override
  public void init(Collection<JavaClass> allObjectsToTest) {
    DocsSetting.requireUsable();
    evaluation = detector.forEvaluation(new Imported(allObjectsToTest));
  }

  @Override
  public void check(JavaClass javaClass, ConditionEvents events) {
    Set<Integer> reportedLines = new HashSet<>();
    List<Finding> findings = new ArrayList<>(evaluation.findings(javaClass));
    findings.sort(Comparator.comparingInt(Finding::line).thenComparing(Finding::message));
    for (Finding finding : findings) {
      if (!reportedLines.add(finding.line())
          || SourceSuppressions.suppresses(rule, finding.owner(), finding.line())) {
        continue;
      }
      events.add(SimpleConditionEvent.violated(javaClass, detail(finding)));
    }
  }

  private String detail(Finding finding) {
    return "[" + rule.id() + "] " + finding.message() + " in " + finding.location();
  }
}
