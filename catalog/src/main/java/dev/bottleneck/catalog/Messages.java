package dev.bottleneck.catalog;

import dev.bottleneck.catalog.facts.AsyncApis;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.catalog.facts.LogLevel;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import dev.bottleneck.catalog.facts.PathMatchers.SecurityVersion;
import dev.bottleneck.catalog.facts.PerCallSubject;
import dev.bottleneck.catalog.facts.SlowWork;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.catalog.facts.TypeName;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * What a finding says, one method per rule taking only what varies between findings. Every engine
 * prints these texts unchanged, so one finding reads the same whichever engine reports it.
 */
public final class Messages {
  private Messages() {}

  /**
   * EagerLogMessage.
   *
   * @param construct how the eager construct is named: {@link LogApis#EAGER_CONCATENATION}, the
   *     {@link LogApis.EagerFormat#construct()} of a format call, {@link LogApis#EAGER_TO_STRING}
   * @param family the logging API of the call
   * @param level the level the call logs at
   * @param inMessage whether the construct builds the message rather than a parameter
   * @param fluent whether the call is a step of a fluent builder chain
   * @param toString whether the construct is an explicit toString() call
   */
  public static String eagerLogMessage(
      String construct,
      Family family,
      LogLevel level,
      boolean inMessage,
      boolean fluent,
      boolean toString) {
    String where =
        inMessage
            ? " builds this " + level.id() + " message"
            : " in a parameter of this " + level.id() + " call runs";
    return construct
        + where
        + " even when "
        + level.id()
        + " logging is off; "
        + remedy(family, level, inMessage, fluent, toString);
  }

  private static String remedy(
      Family family, LogLevel level, boolean inMessage, boolean fluent, boolean toString) {
    if (toString && !inMessage) {
      return "pass the object itself: the logger calls toString() only when it writes the message";
    }
    String guard = "guard the call with " + family.guard(level);
    return switch (family) {
      case SLF4J, LOG4J2 -> {
        if (fluent) {
          yield "use {} placeholders with " + LogApis.ADD_ARGUMENT + "(...), or pass a Supplier";
        }
        yield inMessage
            ? "let the logger format it: a message with {} placeholders, the values as parameters"
            : "pass the values as separate parameters, or " + guard;
      }
      case JUL -> inMessage ? "pass a Supplier lambda (() -> ...) instead of the string" : guard;
      case COMMONS_LOGGING -> guard;
      case KOTLIN_LOGGING ->
          "pass the message as a lambda, "
              + level.id()
              + " { \"...\" }, which the logger runs only when "
              + level.id()
              + " is on";
      case JBOSS ->
          "use "
              + family.lazyFormatSuffixes().stream()
                  .sorted()
                  .map(suffix -> level.id() + suffix + "(...)")
                  .collect(Collectors.joining(" or "))
              + " with parameters, or "
              + guard;
    };
  }

  /**
   * EagerLogMessage, for an argument that serializes an object: a placeholder does not defer it, so
   * the remedy is a guard or a lambda the logger calls only when the level is on.
   *
   * @param construct how the serializing call is named ({@link
   *     dev.bottleneck.catalog.facts.Serializations#construct})
   * @param family the logging API of the call
   * @param level the level the call logs at
   * @param fluent whether the call is a step of a fluent builder chain
   */
  public static String eagerLogSerialization(
      String construct, Family family, LogLevel level, boolean fluent) {
    String guard = "guard the call with " + family.guard(level);
    String remedy =
        switch (family) {
          case SLF4J ->
              fluent
                  ? "pass it as " + LogApis.ADD_ARGUMENT + "(() -> ...), or " + guard
                  : guard
                      + ", or use the fluent API: "
                      + LogApis.FluentBuilder.opener(level)
                      + "()."
                      + LogApis.ADD_ARGUMENT
                      + "(() -> ...)";
          case LOG4J2 -> guard + ", or pass a Supplier (() -> ...) as the parameter";
          case JUL -> "pass a Supplier lambda (() -> ...) instead of the string, or " + guard;
          case COMMONS_LOGGING, JBOSS -> guard;
          case KOTLIN_LOGGING -> "pass the message as a lambda, " + level.id() + " { ... }";
        };
    return construct
        + " serializes an object for this "
        + level.id()
        + " call even when "
        + level.id()
        + " logging is off, placeholder or not (a placeholder defers only the formatting); "
        + remedy;
  }

  /**
   * ObjectMapperPerCall, JaxbContextPerCall and HttpClientPerCall: one text, whose rule-specific
   * parts are the subject's data.
   *
   * @param subject the rule's {@link PerCallSubject}, whose cost and remedy the text gives
   * @param construct the creation as the source writes it, e.g. {@code new ObjectMapper()}, {@code
   *     JAXBContext.newInstance(...)} (arguments shown as {@code ...}), or {@code
   *     HttpClient.newBuilder()...build()}
   */
  public static String perCallCreation(PerCallSubject subject, String construct) {
    return construct + " runs on every call here; " + subject.cost() + "; " + subject.remedy();
  }

  /**
   * A per-call creation as an engine that reads class files reports it: a line of bytecode does not
   * say which code of the line it belongs to, so the text names the method, or the lambda in it.
   *
   * @param method the name of the method (or constructor, {@code <init>}) that holds the creation
   * @param inLambda whether the creation is in a lambda declared in that method
   */
  public static String perCallCreation(
      PerCallSubject subject, String construct, String method, boolean inLambda) {
    String where = inLambda ? "a lambda in " + method + "()" : method + "()";
    return perCallCreation(subject, construct) + " (in " + where + ")";
  }

  /**
   * WideTransactional, e.g. {@code notifyPartner() -> RestTemplate.put (remote call) runs while the
   * transaction of place() holds its database connection; move it ...}.
   *
   * @param transaction the transaction, from {@link #wideTransactionalMethod} or {@link
   *     #wideTransactionalCallback}
   * @param path the calls that lead from the finding's line to the slow call, each from {@link
   *     #wideTransactionalStep}; empty when the slow call is on that line
   * @param slowCall the slow call, from {@link #wideTransactionalCall} or {@link
   *     #wideTransactionalCreation}
   * @param kind what kind of slow work it is
   */
  public static String wideTransactional(
      String transaction, List<String> path, String slowCall, SlowWork.Kind kind) {
    StringBuilder message = new StringBuilder();
    for (String step : path) {
      message.append(step).append(" -> ");
    }
    return message
        .append(slowCall)
        .append(" (")
        .append(kind.text())
        .append(") runs while the transaction of ")
        .append(transaction)
        .append(" holds its database connection; move it before the transaction or after commit")
        .append(" (for example to a @")
        .append(TypeName.simple(Transactions.TRANSACTIONAL_EVENT_LISTENER))
        .append("(phase = AFTER_COMMIT)), or narrow the transaction to the database work with")
        .append(" TransactionTemplate")
        .toString();
  }

  /** WideTransactional: the transaction of a declared transactional method, {@code place()}. */
  public static String wideTransactionalMethod(String name) {
    return name + "()";
  }

  /**
   * WideTransactional: the transaction of a programmatic callback, {@code the execute(...)
   * callback}.
   */
  public static String wideTransactionalCallback(String method) {
    return "the " + method + "(...) callback";
  }

  /**
   * WideTransactional: a call on the way to the slow call, {@code audit()} for a method of the
   * transaction's own class (an empty {@code owner}), or {@code PartnerClient.notify()}.
   */
  public static String wideTransactionalStep(String owner, String method) {
    return owner.isEmpty() ? method + "()" : owner + "." + method + "()";
  }

  /**
   * WideTransactional: a slow method call, by the simple name of its owner, {@code
   * RestTemplate.put}.
   */
  public static String wideTransactionalCall(String owner, String method) {
    return owner + "." + method;
  }

  /** WideTransactional: a slow constructor call, {@code new FileWriter}. */
  public static String wideTransactionalCreation(String owner) {
    return "new " + owner;
  }

  /**
   * CommonPoolAsync.
   *
   * @param method the async method called without an executor
   * @param isStatic whether it is the static {@code supplyAsync}/{@code runAsync}
   */
  public static String commonPoolAsync(String method, boolean isStatic) {
    return (isStatic ? TypeName.simple(AsyncApis.COMPLETABLE_FUTURE) + "." : "")
        + method
        + "(...) without an executor runs on the JVM-wide ForkJoinPool common pool of"
        + " availableProcessors() - 1 threads (one on 2 CPUs, where JDK 24 and older start a new"
        + " thread per task instead); pass an Executor sized for this work as the last argument";
  }

  /**
   * AntPathMatcher in code: one creation, or the ant request matchers one method builds (its
   * security chain), reported once at the first of them.
   *
   * @param use the (first) creation
   * @param construct how it is named: {@code new AntPathMatcher()}, {@code antMatchers(...)}
   * @param otherLines the lines of the method's other ant request matchers, one entry each (a line
   *     may hold two); empty when the creation is alone
   * @param version what the class path tells of Spring Security, which decides the fix of a request
   *     matcher
   */
  public static String antPathMatcher(
      AntMatcherUse use, String construct, List<Integer> otherLines, SecurityVersion version) {
    String what;
    if (otherLines.isEmpty()) {
      what =
          construct
              + " matches request paths the legacy ant-style way: the pattern is parsed once, but"
              + " every request path is tokenized and matched against it again";
    } else {
      SortedSet<Integer> lines = new TreeSet<>(otherLines);
      what =
          construct
              + " and "
              + otherLines.size()
              + " other ant-style request matcher"
              + (otherLines.size() == 1 ? "" : "s")
              + " of this method ("
              + (lines.size() == 1 ? "line " : "lines ")
              + lines.stream().map(String::valueOf).collect(Collectors.joining(", "))
              + ") match request paths the legacy ant-style way: each pattern is parsed once, but"
              + " every request path is tokenized and matched against them again";
    }
    return what
        + ", several times slower per lookup than a parsed PathPattern (a few microseconds per"
        + " request for 30 patterns); "
        + antPathFix(use, version);
  }

  /**
   * AntPathMatcher, at each of the other request matchers of a security chain that one finding
   * stands for: SARIF's related locations, the console's lines below the finding.
   */
  public static String antPathMatcherChainMember() {
    return "another ant-style request matcher of this method, reported with the first";
  }

  private static String antPathFix(AntMatcherUse use, SecurityVersion version) {
    if (!use.requestMatcher() || version == SecurityVersion.PATH_PATTERNS) {
      return "use " + use.remedy() + " instead";
    }
    if (version == SecurityVersion.NO_PATH_PATTERNS) {
      return "the Spring Security on the class path is older than "
          + PathMatchers.PATH_PATTERNS_SINCE
          + " and has no path-pattern request matcher: upgrade to "
          + PathMatchers.PATH_PATTERNS_SINCE
          + "+ and use "
          + use.remedy()
          + " instead";
    }
    return "use "
        + use.remedy()
        + " (Spring Security "
        + PathMatchers.PATH_PATTERNS_SINCE
        + "+; older versions have no path-pattern request matcher) instead";
  }

  /**
   * AntPathMatcher in a Spring Boot configuration file.
   *
   * @param key the property as the file spells it
   * @param value its value as the file spells it
   */
  public static String antPathMatcherProperty(String key, String value) {
    return key
        + "="
        + value
        + " makes Spring MVC match request paths with the legacy AntPathMatcher; remove the line"
        + " or set "
        + PathMatchers.PATH_PATTERN_PARSER_VALUE
        + ", the default since Spring Boot 2.6";
  }

  /**
   * AntPathMatcher chosen in code: {@code System.setProperty(...)}, the default properties of a
   * {@code SpringApplication}, the properties of a {@code SpringApplicationBuilder}.
   *
   * @param key the property as the code spells it
   * @param value its value as the code spells it
   */
  public static String antPathMatcherPropertyInCode(String key, String value) {
    return key
        + "="
        + value
        + ", set in code, makes Spring MVC match request paths with the legacy AntPathMatcher;"
        + " remove it or set "
        + PathMatchers.PATH_PATTERN_PARSER_VALUE
        + ", the default since Spring Boot 2.6";
  }

  /**
   * CommonsDbcpPool.
   *
   * @param construct the DBCP 1.x member used: {@code new BasicDataSource()}, {@code
   *     BasicDataSource.setMaxActive()}
   */
  public static String commonsDbcpPool(String construct) {
    return construct
        + " uses the Commons DBCP 1.x pool, which synchronizes on every borrow and return;"
        + " move to HikariCP (or Commons DBCP 2)";
  }

  /**
   * SyncLogAppender.
   *
   * @param appender how the appender is named: its class or element and its name, {@code
   *     ConsoleAppender 'CONSOLE'}
   * @param logger the logger it is attached to: {@code root} or {@code logger 'com.acme'}
   * @param level the per-request level whose events reach it, upper case
   * @param logback whether the file is Logback's, whose async appender has the options named
   */
  public static String syncLogAppender(
      String appender, String logger, String level, boolean logback) {
    String wrap =
        logback
            ? "reference it through a ch.qos.logback.classic.AsyncAppender so that a background"
                + " thread writes; the queue drops TRACE to INFO events when 80% full unless"
                + " discardingThreshold is 0, drops everything when full if neverBlock is true, and"
                + " loses what is queued on a crash: set discardingThreshold=0, keep neverBlock"
                + " false and size queueSize for bursts"
            : "reference it through an <Async> appender or use AsyncRoot/AsyncLogger so that a"
                + " background thread writes; when the queue is full Log4j2 waits by default"
                + " (log4j2.asyncQueueFullPolicy=Discard drops instead), and what is queued is"
                + " lost on a crash: keep the default policy and size bufferSize for bursts";
    return appender
        + " writes the "
        + level
        + " events of "
        + logger
        + " on the request thread; "
        + wrap;
  }

  /**
   * SyncLogAppender, for MyBatis's standard-output log implementation chosen in a Spring Boot file.
   *
   * @param property the property as the file spells it
   */
  public static String mybatisStdOutLog(String property) {
    return property
        + " makes MyBatis print every statement, its parameters and each row it returns with"
        + " System.out.println on the request thread, outside the logging framework: no level or"
        + " async appender reaches it; remove it from the production configuration (use"
        + " org.apache.ibatis.logging.slf4j.Slf4jImpl, or leave it unset, and set the mapper"
        + " package's level in a development profile)";
  }

  /**
   * LogLocationInfo, for a layout pattern.
   *
   * @param converter the converter as the pattern spells it: {@code %line}
   * @param appender the appender whose pattern it is: {@code appender 'FILE'}
   */
  public static String logLocationInfoPattern(String converter, String appender) {
    return converter
        + " in the pattern of "
        + appender
        + " walks the stack to find the caller on every log event; drop the caller location"
        + " converters from patterns that log per request (the logger name already says where)";
  }

  /**
   * LogLocationInfo, for Log4j2's {@code includeLocation="true"}.
   *
   * @param element the element that sets it: {@code AsyncLogger 'com.acme'}
   */
  /**
   * LogLocationInfo, for Logback's {@code includeCallerData} true on an {@code AsyncAppender}.
   *
   * @param appender the appender that sets it: {@code AsyncAppender 'ASYNC'}
   */
  public static String logLocationInfoIncludeCallerData(String appender) {
    return "includeCallerData true on "
        + appender
        + " captures the caller's stack frame of every log event it takes, on the thread that"
        + " logs, whatever its appenders' layouts print; remove it (the default is false for this"
        + " reason)";
  }

  public static String logLocationInfoIncludeLocation(String element) {
    return "includeLocation=\"true\" on "
        + element
        + " captures the caller's stack frame on every log event; remove it (asynchronous loggers"
        + " default to false for this reason)";
  }
}
