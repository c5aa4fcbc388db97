package dev.bottleneck.archunit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import dev.bottleneck.catalog.Rule;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The bottleneck rules for ArchUnit, judged on compiled classes. Add them to an ArchUnit test:
 *
 * <pre>{@code
 * @AnalyzeClasses(packages = "com.example", importOptions = ImportOption.DoNotIncludeTests.class)
 * class PerformanceArchTest {
 *   @ArchTest static final ArchRule bottlenecks = BottleneckRules.all();
 * }
 * }</pre>
 *
 * Each violation reads {@code [RuleId] message in (File.java:line)}. Wrap a rule in {@code
 * FreezingArchRule.freeze(...)} to accept the violations that exist today and fail only on new
 * ones. A rule given no classes fails, naming the packages the class path holds; {@code
 * allowEmptyShould(true)} accepts an empty import. {@code @SuppressWarnings("RuleId")} on a
 * declaration is honoured where the rule finds the source file (see {@code
 * bottleneck.sourceRoots}). Each rule is {@code classes().should(...)} one of {@link
 * BottleneckConditions}, which a team's own rules can compose.
 */
public final class BottleneckRules {

  /** A Jackson {@code ObjectMapper} built where code runs per call. */
  public static final ArchRule OBJECT_MAPPER_PER_CALL =
      rule(BottleneckConditions.OBJECT_MAPPER_PER_CALL);

  /** A {@code JAXBContext} created where code runs per call. */
  public static final ArchRule JAXB_CONTEXT_PER_CALL =
      rule(BottleneckConditions.JAXB_CONTEXT_PER_CALL);

  /** An HTTP client, with its own connection pool, built where code runs per call. */
  public static final ArchRule HTTP_CLIENT_PER_CALL =
      rule(BottleneckConditions.HTTP_CLIENT_PER_CALL);

  /** A JAXP factory looked up where code runs per call. */
  public static final ArchRule XML_FACTORY_PER_CALL =
      rule(BottleneckConditions.XML_FACTORY_PER_CALL);

  /** A transactional method that reaches slow non-database work, through any number of beans. */
  public static final ArchRule WIDE_TRANSACTIONAL = rule(BottleneckConditions.WIDE_TRANSACTIONAL);

  /** Spring's legacy ant-style path matchers created on the request path. */
  public static final ArchRule ANT_PATH_MATCHER = rule(BottleneckConditions.ANT_PATH_MATCHER);

  /** {@code CompletableFuture} async methods that queue on the common pool. */
  public static final ArchRule COMMON_POOL_ASYNC = rule(BottleneckConditions.COMMON_POOL_ASYNC);

  /** Any use of the Commons DBCP 1.x connection pool. */
  public static final ArchRule COMMONS_DBCP_POOL = rule(BottleneckConditions.COMMONS_DBCP_POOL);

  private static final List<ArchRule> ALL =
      List.of(
          OBJECT_MAPPER_PER_CALL,
          JAXB_CONTEXT_PER_CALL,
          HTTP_CLIENT_PER_CALL,
          XML_FACTORY_PER_CALL,
          WIDE_TRANSACTIONAL,
          ANT_PATH_MATCHER,
          COMMON_POOL_ASYNC,
          COMMONS_DBCP_POOL);

  private BottleneckRules() {}

  /**
   * Every rule above as one rule, for {@code @ArchTest static final ArchRule rules = all();}. Its
   * description names the rules by id and where their pages are, so that a failure's first line is
   * short and the violations follow it: the rules' own descriptions, each with its reason, would
   * make it one line of every rule's text.
   */
  public static ArchRule all() {
    return CompositeArchRule.of(ALL)
        .as(
            "the bottleneck rules ("
                + ALL.stream().map(BottleneckRules::id).collect(Collectors.joining(", "))
                + "; each rule's page is under "
                + DocsSetting.linksOrDefault().baseUrl()
                + ")");
  }

  private static String id(ArchRule rule) {
    String description = rule.getDescription();
    return description.substring(description.lastIndexOf('[') + 1, description.lastIndexOf(']'));
  }

  /** Every rule above, for callers that evaluate or freeze them one by one. */
  public static List<ArchRule> list() {
    return ALL;
  }

  /** {@code classes().should(condition)}, because of the catalog's summary and page. */
  private static ArchRule rule(ArchCondition<JavaClass> condition) {
    Rule rule = ((FindingCondition) condition).rule();
    return EmptyImportGuard.of(
        classes()
            .should(condition)
            .because(rule.summary() + " (" + DocsSetting.linksOrDefault().page(rule) + ")"));
  }
}
