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
 * Flags a JAXP factory lookup ({@code DocumentBuilderFactory.newInstance()}, StAX's {@code
 * newFactory()} and the like) where code runs per call. Each lookup reads system properties and the
 * class path's service files before it builds a factory.
 *
 * <p>No automatic fix: a factory is not guaranteed thread-safe, so a shared constant is only right
 * when nothing configures it after start-up, which the check cannot see.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.XML_FACTORY_PER_CALL,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "XmlFactoryPerCall.html",
    tags = StandardTags.PERFORMANCE)
public final class XmlFactoryPerCall extends RuleChecker implements MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final Creations FACTORY = Creations.of(PerCallCreations.XML_FACTORY);

  public XmlFactoryPerCall() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public XmlFactoryPerCall(ErrorProneFlags flags) {
    super(Rule.XML_FACTORY_PER_CALL, flags);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, FACTORY, state);
  }
}
