package dev.bottleneck.archunit;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.catalog.facts.TypeName;

/**
 * The condition of each bottleneck rule, for a team's own rules. {@link BottleneckRules} builds its
 * constants from these; compose one with {@code classes()} and a selection of your own:
 *
 * <pre>{@code
 * @ArchTest
 * static final ArchRule webLayer =
 *     classes()
 *         .that().resideInAPackage("..web..")
 *         .should(BottleneckConditions.OBJECT_MAPPER_PER_CALL)
 *         .because("our controllers serialize on every request");
 * }</pre>
 *
 * A violation reads as in the rule constants, {@code [RuleId] message in (File.java:line)}, and
 * {@code @SuppressWarnings("RuleId")} is honoured the same way. The conditions say what classes
 * should do ("not create a Jackson ObjectMapper per call"): use them with {@code classes()}, not
 * {@code noClasses()}, which would pass whatever the classes do.
 *
 * <p>A composed rule checks the classes its {@code that()} selects. The per-call rules still judge
 * where code runs by every caller in the import (a creation in a web class that only a
 * {@code @Bean} elsewhere calls runs once); {@link #WIDE_TRANSACTIONAL} follows calls only through
 * the selected classes, so select the layers its paths run through too. On an empty selection a
 * composed rule fails as any ArchUnit rule does ({@code archRule.failOnEmptyShould}); the message
 * that names the packages on the class path belongs to the constants of {@link BottleneckRules}.
 */
public final class BottleneckConditions {

  /** A Jackson {@code ObjectMapper} built where code runs per call. */
  public static final ArchCondition<JavaClass> OBJECT_MAPPER_PER_CALL =
      condition(
          Rule.OBJECT_MAPPER_PER_CALL,
          "not create a Jackson ObjectMapper per call",
          new PerCallCreationDetector(PerCallCreations.OBJECT_MAPPER));

  /** A {@code JAXBContext} created where code runs per call. */
  public static final ArchCondition<JavaClass> JAXB_CONTEXT_PER_CALL =
      condition(
          Rule.JAXB_CONTEXT_PER_CALL,
          "not create a JAXBContext per call",
          new PerCallCreationDetector(PerCallCreations.JAXB_CONTEXT));

  /** An HTTP client, with its own connection pool, built where code runs per call. */
  public static final ArchCondition<JavaClass> HTTP_CLIENT_PER_CALL =
      condition(
          Rule.HTTP_CLIENT_PER_CALL,
          "not build an HTTP client per call",
          new PerCallCreationDetector(PerCallCreations.HTTP_CLIENT));

  /** A JAXP factory looked up where code runs per call. */
  public static final ArchCondition<JavaClass> XML_FACTORY_PER_CALL =
      condition(
          Rule.XML_FACTORY_PER_CALL,
          "not look up a JAXP factory per call",
          new PerCallCreationDetector(PerCallCreations.XML_FACTORY));

  /**
   * A transactional method that reaches slow non-database work, through any number of the checked
   * classes.
   */
  public static final ArchCondition<JavaClass> WIDE_TRANSACTIONAL =
      condition(
          Rule.WIDE_TRANSACTIONAL,
          "not reach slow non-database work from a transactional method",
          new WideTransactionalDetector());

  /** Spring's legacy ant-style path matchers created on the request path. */
  public static final ArchCondition<JavaClass> ANT_PATH_MATCHER =
      condition(
          Rule.ANT_PATH_MATCHER,
          "not create legacy "
              + TypeName.simple(PathMatchers.ANT_PATH_MATCHER)
              + " or "
              + TypeName.simple(PathMatchers.ANT_PATH_REQUEST_MATCHER)
              + " instances",
          new AntPathMatcherDetector());

  /** {@code CompletableFuture} async methods that queue on the common pool. */
  public static final ArchCondition<JavaClass> COMMON_POOL_ASYNC =
      condition(
          Rule.COMMON_POOL_ASYNC,
          "not call CompletableFuture async methods without an executor",
          new CommonPoolAsyncDetector());

  /** Any use of the Commons DBCP 1.x connection pool. */
  public static final ArchCondition<JavaClass> COMMONS_DBCP_POOL =
      condition(
          Rule.COMMONS_DBCP_POOL,
          "not use the Commons DBCP 1.x connection pool",
          new CommonsDbcpDetector());

  private BottleneckConditions() {}

  private static ArchCondition<JavaClass> condition(Rule rule, String should, Detector detector) {
    return new FindingCondition(rule, detector, should + " [" + rule.id() + "]");
  }
}
