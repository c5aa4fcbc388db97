package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;
import static com.google.errorprone.matchers.Matchers.anyOf;
import static com.google.errorprone.matchers.method.MethodMatchers.constructor;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.matchers.method.MethodMatchers.staticMethod;
import static com.google.errorprone.predicates.TypePredicates.isDescendantOfAny;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import java.util.List;

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
public final class ObjectMapperPerCall extends BugChecker
    implements NewClassTreeMatcher, MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final String JACKSON2_MAPPER = "com.fasterxml.jackson.databind.ObjectMapper";
  private static final String JACKSON3_MAPPER = "tools.jackson.databind.ObjectMapper";
  private static final List<String> MAPPERS = List.of(JACKSON2_MAPPER, JACKSON3_MAPPER);

  /** {@code new ObjectMapper()}, {@code new JsonMapper()}, {@code new XmlMapper()}, subclasses. */
  private static final Matcher<ExpressionTree> NEW_MAPPER =
      constructor().forClass(isDescendantOfAny(MAPPERS));

  private static final Matcher<ExpressionTree> MAPPER_BUILDER =
      staticMethod()
          .onClass(isDescendantOfAny(MAPPERS))
          .namedAnyOf("builder", "builderWithJackson2Defaults");

  /**
   * Calls that leave a shared mapper as it was. Jackson 3 mappers are immutable; a Jackson 2 mapper
   * also has configuration setters that must not run per call on a shared instance.
   */
  private static final Matcher<ExpressionTree> READ_ONLY_USE =
      anyOf(
          instanceMethod().onDescendantOf(JACKSON3_MAPPER),
          instanceMethod()
              .onDescendantOf(JACKSON2_MAPPER)
              .namedAnyOf(
                  "readValue",
                  "readValues",
                  "readTree",
                  "writeValue",
                  "writeValueAsString",
                  "writeValueAsBytes",
                  "convertValue",
                  "treeToValue",
                  "valueToTree",
                  "updateValue",
                  "reader",
                  "readerFor",
                  "readerForUpdating",
                  "readerWithView",
                  "writer",
                  "writerFor",
                  "writerWithView",
                  "writerWithDefaultPrettyPrinter",
                  "createObjectNode",
                  "createArrayNode",
                  "getTypeFactory",
                  "canSerialize",
                  "canDeserialize"));

  private static final PerCallCreation.Kind MAPPER =
      new PerCallCreation.Kind(
          anyOf(NEW_MAPPER, PerCallCreation.builtFrom(MAPPER_BUILDER)),
          "a mapper is thread-safe, and a new one must build by reflection again every serializer"
              + " and deserializer the shared one has cached",
          PerCallCreation.Kind.SHARE,
          READ_ONLY_USE);

  @Override
  public Description matchNewClass(NewClassTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, MAPPER, state);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, MAPPER, state);
  }
}
