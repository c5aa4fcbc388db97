package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.catalog.facts.PerCallSubject;
import dev.bottleneck.spotbugs.Creations.Creation;
import edu.umd.cs.findbugs.BugReporter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * ObjectMapperPerCall, JaxbContextPerCall, HttpClientPerCall and XmlFactoryPerCall: an expensive
 * object created where code runs per call. The four rules differ only in their catalog subject
 * ({@link PerCallSubject}); where code runs once is {@link RunsOnce}' decision, and an object
 * stored into a field is lazy initialization. A public method that creates and returns the object
 * with no caller among the analysed classes is reported, as the other engines report it: its
 * callers are out of sight.
 */
public final class PerCallCreationDetector extends BottleneckDetector {
  private static final Map<Rule, Creations> RULES =
      Map.of(
          Rule.OBJECT_MAPPER_PER_CALL, new Creations(PerCallCreations.OBJECT_MAPPER),
          Rule.JAXB_CONTEXT_PER_CALL, new Creations(PerCallCreations.JAXB_CONTEXT),
          Rule.HTTP_CLIENT_PER_CALL, new Creations(PerCallCreations.HTTP_CLIENT),
          Rule.XML_FACTORY_PER_CALL, new Creations(PerCallCreations.XML_FACTORY));

  public PerCallCreationDetector(BugReporter reporter) {
    super(reporter);
  }

  @Override
  List<Finding> findings(Analysis analysis) {
    RunsOnce once = new RunsOnce(analysis);
    LazyStores lazy = new LazyStores(analysis);
    List<Finding> findings = new ArrayList<>();
    for (MethodCode method : analysis.program().methods()) {
      for (Rule rule : Rule.values()) {
        Creations creations = RULES.get(rule);
        if (creations == null) {
          continue;
        }
        for (Creation creation : creations.in(method, analysis)) {
          Call call = creation.call();
          if (constructsEnclosingClass(call, analysis)
              || once.runsOnce(call)
              || lazy.storesLazily(call, call.returnedType())) {
            continue;
          }
          String message =
              Messages.perCallCreation(
                  creations.facts(), creation.construct(), method.name(), call.inLambda());
          findings.add(new Finding(rule, method, call.line(), message));
        }
      }
    }
    return findings;
  }

  /**
   * {@code new T(...)} inside {@code T} itself or a class nested in it: the type's own copy method,
   * builder or factory. Making instances is what such code is for; its callers decide how often.
   */
  private static boolean constructsEnclosingClass(Call call, Analysis analysis) {
    if (!call.isConstructor() || analysis.program().isAnonymous(call.owner())) {
      return false;
    }
    for (Optional<String> type = Optional.of(call.origin().owner().name);
        type.isPresent();
        type = analysis.program().enclosingClass(type.get())) {
      if (type.get().equals(call.owner())) {
        return true;
      }
    }
    return false;
  }
}
