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
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.facts.PerCallCreations;
import javax.inject.Inject;

/**
 * Flags a Jackson mapper (Jackson 2 or 3, any format) created where code runs per call. A mapper is
 * thread-safe and keeps the serializers and deserializers it builds by reflection; a fresh one per
 * call builds them all again. Mappers derived from a shared one ({@code copy()}, {@code rebuild()},
 * {@code readerFor(...)}, {@code writerFor(...)}) are not creations.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.OBJECT_MAPPER_PER_CALL,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "ObjectMapperPerCall.html",
    tags = StandardTags.PERFORMANCE)
public final class ObjectMapperPerCall extends RuleChecker
    implements NewClassTreeMatcher, MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final Creations MAPPER = Creations.of(PerCallCreations.OBJECT_MAPPER);

  public ObjectMapperPerCall() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public ObjectMapperPerCall(ErrorProneFlags flags) {
    super(Rule.OBJECT_MAPPER_PER_CALL, flags);
  }

  @Override
  public Description matchNewClass(NewClassTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, MAPPER, state);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, MAPPER, state);
  }
}
