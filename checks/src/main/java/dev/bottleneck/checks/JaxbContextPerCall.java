package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.sun.source.tree.MethodInvocationTree;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.facts.PerCallCreations;
import javax.inject.Inject;

/**
 * Flags {@code JAXBContext.newInstance(...)} (javax and jakarta) where code runs per call. A
 * context is thread-safe and its creation reflects over every bound class; marshallers and
 * unmarshallers, which are cheap, are what code should create per call.
 *
 * <p>No automatic fix: {@code newInstance} throws the checked {@code JAXBException}, which a static
 * field initializer cannot throw, and wrapping it would turn a failure at the call into a class
 * initialization error.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.JAXB_CONTEXT_PER_CALL,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "JaxbContextPerCall.html",
    tags = StandardTags.PERFORMANCE)
public final class JaxbContextPerCall extends RuleChecker implements MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final Creations CONTEXT = Creations.of(PerCallCreations.JAXB_CONTEXT);

  public JaxbContextPerCall() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public JaxbContextPerCall(ErrorProneFlags flags) {
    super(Rule.JAXB_CONTEXT_PER_CALL, flags);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, CONTEXT, state);
  }
}
