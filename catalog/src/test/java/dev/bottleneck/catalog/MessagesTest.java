package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.catalog.facts.LogLevel;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.SecurityVersion;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.catalog.facts.SlowWork;
import java.util.List;
import org.junit.jupiter.api.Test;

final class MessagesTest {
  private static final String WIDE_TRANSACTIONAL_REMEDY =
      "; move it before the transaction or after commit (for example to a"
          + " @TransactionalEventListener(phase = AFTER_COMMIT)), or narrow the transaction to the"
          + " database work with TransactionTemplate";

  @Test
  void eagerLogMessageInTheMessageOfSlf4j() {
    assertThat(
            Messages.eagerLogMessage(
                "String concatenation", Family.SLF4J, LogLevel.DEBUG, true, false, false))
        .isEqualTo(
            "String concatenation builds this debug message even when debug logging is off; let"
                + " the logger format it: a message with {} placeholders, the values as"
                + " parameters");
  }

  @Test
  void eagerLogMessageInAParameterOfJboss() {
    assertThat(
            Messages.eagerLogMessage(
                "String.format(...)", Family.JBOSS, LogLevel.WARN, false, false, false))
        .isEqualTo(
            "String.format(...) in a parameter of this warn call runs even when warn logging is"
                + " off; use warnf(...) or warnv(...) with parameters, or guard the call with"
                + " isEnabled(Level.WARN)");
  }

  @Test
  void eagerLogMessageToStringOfAParameter() {
    assertThat(
            Messages.eagerLogMessage("toString()", Family.JUL, LogLevel.FINE, false, false, true))
        .endsWith(
            "pass the object itself: the logger calls toString() only when it writes the message");
  }

  @Test
  void perCallCreationNamesTheConstructThenCostThenRemedy() {
    assertThat(Messages.perCallCreation(PerCallCreations.OBJECT_MAPPER, "new ObjectMapper()"))
        .isEqualTo(
            "new ObjectMapper() runs on every call here; a mapper is thread-safe, and a new one"
                + " must build by reflection again every serializer and deserializer the shared"
                + " one has cached; create it once and share it: a static final field, a bean, or"
                + " a lazily initialized field");
  }

  /**
   * Per-call clients that own a connection pool open a connection per call; {@code new
   * RestTemplate()} on its default factory does not (the JDK keeps its connections alive for the
   * whole JVM), so the message claims the connection only for clients with their own pool.
   */
  @Test
  void perCallCreationOfAnHttpClientClaimsNewConnectionsOnlyForClientsWithTheirOwnPool() {
    assertThat(Messages.perCallCreation(PerCallCreations.HTTP_CLIENT, "new RestTemplate()"))
        .isEqualTo(
            "new RestTemplate() runs on every call here; a new client builds again what a shared"
                + " one builds once (connection pool, TLS context, message converters), and a"
                + " client with its own connection pool opens a new TCP connection, over HTTPS"
                + " with a TLS handshake, on every call; create it once and share it: a static"
                + " final field, a bean, or a lazily initialized field");
  }

  /**
   * The remedy handles the checked exception, and says "create once" before "per call" reads as the
   * cheap objects' advice, not as a second, contrary remedy.
   */
  @Test
  void perCallCreationOfAJaxbContextHandlesTheCheckedExceptionAndNamesWhatIsCreatedPerCall() {
    assertThat(
            Messages.perCallCreation(PerCallCreations.JAXB_CONTEXT, "JAXBContext.newInstance(...)"))
        .isEqualTo(
            "JAXBContext.newInstance(...) runs on every call here; a JAXBContext is thread-safe,"
                + " and creating one reflects over every bound class and builds its whole binding"
                + " model; create the context once and share it (a bean, a lazily initialized"
                + " field, or a static final field set by a helper method that handles"
                + " JAXBException), and create only the cheap marshallers and unmarshallers per"
                + " call");
  }

  @Test
  void perCallCreationInBytecodeNamesTheMethodOrTheLambdaInIt() {
    String message =
        Messages.perCallCreation(PerCallCreations.JAXB_CONTEXT, "JAXBContext.newInstance(...)");
    assertThat(
            Messages.perCallCreation(
                PerCallCreations.JAXB_CONTEXT, "JAXBContext.newInstance(...)", "plain", false))
        .isEqualTo(message + " (in plain())");
    assertThat(
            Messages.perCallCreation(
                PerCallCreations.JAXB_CONTEXT, "JAXBContext.newInstance(...)", "<init>", true))
        .isEqualTo(message + " (in a lambda in <init>())");
  }

  @Test
  void wideTransactionalSlowCallOnTheLineOfADeclaredTransaction() {
    assertThat(
            Messages.wideTransactional(
                Messages.wideTransactionalMethod("place"),
                List.of(),
                Messages.wideTransactionalCall("RestTemplate", "postForObject"),
                SlowWork.Kind.REMOTE_CALL))
        .isEqualTo(
            "RestTemplate.postForObject (remote call) runs while the transaction of place() holds"
                + " its database connection"
                + WIDE_TRANSACTIONAL_REMEDY);
  }

  @Test
  void wideTransactionalPathThroughSelfAndForeignCallsInACallback() {
    assertThat(
            Messages.wideTransactional(
                Messages.wideTransactionalCallback("executeWithoutResult"),
                List.of(
                    Messages.wideTransactionalStep("", "audit"),
                    Messages.wideTransactionalStep("AuditTrail", "record")),
                Messages.wideTransactionalCreation("FileWriter"),
                SlowWork.Kind.FILE_IO))
        .isEqualTo(
            "audit() -> AuditTrail.record() -> new FileWriter (file I/O) runs while the transaction"
                + " of the executeWithoutResult(...) callback holds its database connection"
                + WIDE_TRANSACTIONAL_REMEDY);
  }

  @Test
  void wideTransactionalPartsNameWhatTheSourceWrites() {
    assertThat(Messages.wideTransactionalMethod("place")).isEqualTo("place()");
    assertThat(Messages.wideTransactionalCallback("execute"))
        .isEqualTo("the execute(...) callback");
    assertThat(Messages.wideTransactionalStep("", "audit")).isEqualTo("audit()");
    assertThat(Messages.wideTransactionalStep("AuditTrail", "record"))
        .isEqualTo("AuditTrail.record()");
    assertThat(Messages.wideTransactionalCall("RestTemplate", "put")).isEqualTo("RestTemplate.put");
    assertThat(Messages.wideTransactionalCreation("FileWriter")).isEqualTo("new FileWriter");
  }

  @Test
  void commonPoolAsyncNamesTheStaticOwner() {
    assertThat(Messages.commonPoolAsync("supplyAsync", true))
        .startsWith("CompletableFuture.supplyAsync(...) without an executor runs");
    assertThat(Messages.commonPoolAsync("thenApplyAsync", false))
        .startsWith("thenApplyAsync(...) without an executor runs");
  }

  @Test
  void commonPoolAsyncSaysWhatTwoCpusGetOnEachJdk() {
    assertThat(Messages.commonPoolAsync("runAsync", true))
        .isEqualTo(
            "CompletableFuture.runAsync(...) without an executor runs on the JVM-wide ForkJoinPool"
                + " common pool of availableProcessors() - 1 threads (one on 2 CPUs, where JDK 24"
                + " and older start a new thread per task instead); pass an Executor sized for this"
                + " work as the last argument");
  }

  @Test
  void antPathMatcherAloneOnAnUnknownClassPathNamesTheVersionTheFixNeeds() {
    assertThat(
            Messages.antPathMatcher(
                PathMatchers.NEW_ANT_PATH_REQUEST_MATCHER,
                "new AntPathRequestMatcher(...)",
                List.of(),
                SecurityVersion.UNKNOWN))
        .isEqualTo(
            "new AntPathRequestMatcher(...) matches request paths the legacy ant-style way: the"
                + " pattern is parsed once, but every request path is tokenized and matched against"
                + " it again, several times slower per lookup than a parsed PathPattern (a few"
                + " microseconds per request for 30 patterns); use PathPatternRequestMatcher"
                + " (Spring Security 6.5+; older versions have no path-pattern request matcher)"
                + " instead");
  }

  @Test
  void antPathMatcherChainBeforeSpringSecurity65SaysThereIsNoReplacement() {
    assertThat(
            Messages.antPathMatcher(
                PathMatchers.SECURITY_DSL.get(0),
                "antMatchers(...)",
                List.of(17, 14, 17),
                SecurityVersion.NO_PATH_PATTERNS))
        .isEqualTo(
            "antMatchers(...) and 3 other ant-style request matchers of this method (lines 14, 17)"
                + " match request paths the legacy ant-style way: each pattern is parsed once, but"
                + " every request path is tokenized and matched against them again, several times"
                + " slower per lookup than a parsed PathPattern (a few microseconds per request for"
                + " 30 patterns); the Spring Security on the class path is"
                + " older than 6.5 and has no path-pattern request matcher: upgrade to 6.5+ and use"
                + " requestMatchers(...) with PathPatternRequestMatcher instead");
  }

  @Test
  void antPathMatcherChainOnSpringSecurity65NamesTheReplacement() {
    assertThat(
            Messages.antPathMatcher(
                PathMatchers.ANT_MATCHER_FACTORY,
                "AntPathRequestMatcher.antMatcher(...)",
                List.of(9),
                SecurityVersion.PATH_PATTERNS))
        .endsWith(
            " and 1 other ant-style request matcher of this method (line 9) match request paths"
                + " the legacy ant-style way: each pattern is parsed once, but every request path"
                + " is tokenized and matched against them again, several times slower per lookup"
                + " than a parsed PathPattern (a few microseconds per request for 30 patterns); use"
                + " PathPatternRequestMatcher instead");
  }

  @Test
  void antPathMatcherOfSpringCoreNeedsNoSpringSecurity() {
    assertThat(
            Messages.antPathMatcher(
                PathMatchers.NEW_ANT_PATH_MATCHER,
                "new AntPathMatcher()",
                List.of(),
                SecurityVersion.NO_PATH_PATTERNS))
        .endsWith("; use PathPatternParser instead");
  }

  @Test
  void antPathMatcherProperty() {
    assertThat(
            Messages.antPathMatcherProperty(
                "spring.mvc.pathmatch.matching-strategy", "ANT_PATH_MATCHER"))
        .isEqualTo(
            "spring.mvc.pathmatch.matching-strategy=ANT_PATH_MATCHER makes Spring MVC match request"
                + " paths with the legacy AntPathMatcher; remove the line or set"
                + " path-pattern-parser, the default since Spring Boot 2.6");
  }
}
