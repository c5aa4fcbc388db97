package dev.bottleneck.spotbugs;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.CaseClasses;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.ListedDifferences;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import edu.umd.cs.findbugs.BugInstance;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shared identification cases ({@code samples/src/cases/java}), compiled here with plain javac
 * and analysed by SpotBugs with this plugin, against their markers for the rules SpotBugs claims:
 * the same (file, line, id) and the markers' message fragments in the catalog message. A finding is
 * moved up to the first line of its statement ({@link Markers#statementStart}), as for ArchUnit.
 * Where a class file by design shows less than the source, the case is listed in {@link
 * #SPOTBUGS_SEES_DIFFERENTLY} with the reason.
 */
final class CasesConformanceTest {
  static final Path CASES = Path.of("..", "samples", "src", "cases", "java");

  /** The cases' module's resources: its logging configuration, which EagerLogMessage reads. */
  static final Path RESOURCES = Path.of("..", "samples", "src", "cases", "resources");

  private static final String RULE_FOLDERS = "dev/bottleneck/samples/cases/";

  /**
   * Java's {@code @SuppressWarnings} has source retention and never reaches a class file; SpotBugs
   * honours {@code @SuppressFBWarnings("RuleId")} instead ({@code SuppressionTest}).
   */
  private static final String SOURCE_ONLY_SUPPRESSION =
      "@SuppressWarnings is source-only and never reaches the class file; SpotBugs users suppress"
          + " with @SuppressFBWarnings(\"RuleId\")";

  /**
   * EagerLogMessage's fluent builders ({@code atDebug().log(...)}) are left to the source engines.
   */
  private static final String FLUENT =
      "not reported: the detector judges the plain log methods, not the fluent builder chains"
          + " (atDebug()...log(...)), whose level is set by an earlier call of the chain";

  /**
   * A memo's guard is a null test of the value the map's get returned for the put's own key: on the
   * operand stack that is a dataflow question, and a put behind any null test would also pass the
   * per-call rebuilds that look the same in bytecode (ClientsCachedPerKey's lookalikes).
   */
  private static final String MEMO =
      "reported: the client is kept in a map only on a miss of the same map for the same key (a"
          + " memo, once per key); the detector does not follow which value the null test reads"
          + " and which key the put writes, so it cannot tell the memo from a put on every call";

  /** A guard's value kept in a field or local variable is not followed on the operand stack. */
  private static final String GUARD_IN_A_VARIABLE =
      "guards held in static fields and boolean locals (and flags cleared later) are not"
          + " followed: the detector recognizes a guard call whose result is tested at once";

  /** Case file (relative to the cases root) to why SpotBugs' findings there differ by design. */
  static final Map<String, String> SPOTBUGS_SEES_DIFFERENTLY =
      pairs(
          "dev/bottleneck/samples/cases/HttpClientPerCall/XmlBeanClients.java",
          "the factory and init methods run once because the module's Spring XML context"
              + " (applicationContext.xml) names them on singleton beans: the detector reads the"
              + " logging configuration beside the classes but no Spring XML, so it sees public"
              + " methods nothing in the classes calls",
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsDerivedFromShared.java",
          "a class file shows each build() call but not where its builder came from: a builder"
              + " derived from a shared client (newBuilder(), mutate(), a RestTemplate handed in)"
              + " looks like a new one; the source engines follow the local variables",
          "dev/bottleneck/samples/cases/AntPathMatcher/FileNameMatchers.java",
          "the detector sees the matcher's calls but not where the matched strings come from, so"
              + " it cannot tell a matcher of file names from one of request paths and reports"
              + " every new AntPathMatcher()",
          "dev/bottleneck/samples/cases/AntPathMatcher/RunOnceMatchers.java",
          "the detector does not follow a matcher field to the methods that use it, so it cannot"
              + " tell a matcher only start-up code uses from one requests use, and reports every"
              + " new AntPathMatcher()",
          "dev/bottleneck/samples/cases/AntPathMatcher/MatchingStrategyInCode.java",
          "the detector judges calls, not the constant strings passed to them, so it cannot tell"
              + " the matching strategy set by System.setProperty(...) or put(...) from any other"
              + " setting",
          "dev/bottleneck/samples/cases/AntPathMatcher/SuppressedOnField.java",
          SOURCE_ONLY_SUPPRESSION,
          "dev/bottleneck/samples/cases/CommonPoolAsync/SuppressedWarmUp.java",
          SOURCE_ONLY_SUPPRESSION,
          "dev/bottleneck/samples/cases/ObjectMapperPerCall/SuppressedHandler.java",
          SOURCE_ONLY_SUPPRESSION,
          "dev/bottleneck/samples/cases/ObjectMapperPerCall/SuppressedMethodAndLocal.java",
          SOURCE_ONLY_SUPPRESSION,
          "dev/bottleneck/samples/cases/EagerLogMessage/SuppressedLegacyLogging.java",
          SOURCE_ONLY_SUPPRESSION,
          "dev/bottleneck/samples/cases/EagerLogMessage/SuppressedMethodAndLocalLogging.java",
          SOURCE_ONLY_SUPPRESSION,
          "dev/bottleneck/samples/cases/EagerLogMessage/StaticGuardFields.java",
          GUARD_IN_A_VARIABLE,
          "dev/bottleneck/samples/cases/EagerLogMessage/ClearedGuardFlags.java",
          GUARD_IN_A_VARIABLE);

  /**
   * Lines where SpotBugs disagrees with the markers (that is, with the source engines): {@code
   * path:line} below the cases root, to the reason, by design or a bug to fix. The line is left out
   * of the comparison, and {@link #everyKnownDisagreementStillDisagrees} fails once SpotBugs
   * agrees, so that the entry is removed.
   */
  /** A public transactional method that its class only calls from code handed to a thread. */
  private static final String OFF_THREAD_SELF_CALL =
      "reported: the method's only callers are its own class's self-calls from code handed to an"
          + " executor, so it runs without a transaction; the detector does not yet judge a"
          + " transactional method by its callers";

  /** A lambda passed to the application's own method is not followed into that method. */
  private static final String LAMBDA_TO_OWN_METHOD =
      "missed: the detector takes a function as run inline only when it goes to collections,"
          + " streams, Optional or a TransactionTemplate, and does not read the application's own"
          + " method it is passed to";

  /** A client kept by the object it is handed to, which is stored: the source engines follow it. */
  private static final String KEPT_BY_WRAPPER =
      "reported: at its only use the client is handed to the constructor or builder of an object"
          + " that is stored into a field or registered as a singleton bean, which keeps it; the"
          + " source engines follow the value into that object, this engine does not follow the"
          + " client from its creation into the object that is stored";

  /** Why a creation or message behind a check that its own block closes is still reported. */
  private static final String GUARDED_ONCE =
      "reported: the detectors do not follow the branches of a method, so a check that the"
          + " guarded block closes (a null field it assigns, a flag it sets, a key it puts) is not"
          + " told from one that later calls pass again";

  /** A call after a guard that leaves when a transaction is active. */
  private static final String AFTER_TRANSACTION_GUARD =
      "reported: the detector does not follow the branches of a method, so a call after if"
          + " (TransactionSynchronizationManager.isActualTransactionActive()) { ...; return; },"
          + " which runs only without a transaction, is not told from one after a guard that falls"
          + " through";

  static final Map<String, String> KNOWN_DISAGREEMENTS =
      pairs(
          "dev/bottleneck/samples/cases/WideTransactional/SendsOnlyWithoutTransaction.java:17",
          AFTER_TRANSACTION_GUARD,
          "dev/bottleneck/samples/cases/WideTransactional/SendsOnlyWithoutTransaction.java:22",
          AFTER_TRANSACTION_GUARD,
          "dev/bottleneck/samples/cases/WideTransactional/SelfCallsOnOtherThreads.java:31",
          OFF_THREAD_SELF_CALL,
          "dev/bottleneck/samples/cases/WideTransactional/SelfCallsOnOtherThreads.java:49",
          OFF_THREAD_SELF_CALL,
          "dev/bottleneck/samples/cases/WideTransactional/SelfCallsOnOtherThreads.java:55",
          OFF_THREAD_SELF_CALL,
          "dev/bottleneck/samples/cases/WideTransactional/SelfCallsOnOtherThreads.java:61",
          OFF_THREAD_SELF_CALL,
          "dev/bottleneck/samples/cases/WideTransactional/ExportsThroughWrapper.java:25",
          OFF_THREAD_SELF_CALL,
          "dev/bottleneck/samples/cases/WideTransactional/ExportsRunInline.java:19",
          LAMBDA_TO_OWN_METHOD,
          "dev/bottleneck/samples/cases/WideTransactional/ExportsRunInline.java:25",
          LAMBDA_TO_OWN_METHOD,
          "dev/bottleneck/samples/cases/HttpClientPerCall/GuardedClients.java:29",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/HttpClientPerCall/GuardedClients.java:39",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/HttpClientPerCall/GuardedClients.java:48",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/HttpClientPerCall/GuardedClients.java:53",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/HttpClientPerCall/GuardedClients.java:60",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/XmlFactoryPerCall/SchemasKeptPerPath.java:34",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/XmlFactoryPerCall/SchemasKeptPerPath.java:41",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/XmlFactoryPerCall/SchemasKeptPerPath.java:50",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/EagerLogMessage/GuardedLogging.java:26",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/EagerLogMessage/GuardedLogging.java:40",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/EagerLogMessage/GuardedLogging.java:48",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/EagerLogMessage/GuardedLogging.java:56",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/EagerLogMessage/GuardedLogging.java:68",
          GUARDED_ONCE,
          "dev/bottleneck/samples/cases/WideTransactional/Orders.java:72",
          "reported: a call on another instance of the class goes through that instance's proxy;"
              + " a class file names the same method whatever the receiver",
          "dev/bottleneck/samples/cases/WideTransactional/Orders.java:114",
          "reported: the callee's @SuppressWarnings(\"WideTransactional\") never reaches the"
              + " class file, so the path through it is not known to be accepted",
          "dev/bottleneck/samples/cases/WideTransactional/Boundaries.java:79",
          SOURCE_ONLY_SUPPRESSION,
          "dev/bottleneck/samples/cases/WideTransactional/TransactionalScope.java:65",
          SOURCE_ONLY_SUPPRESSION,
          "dev/bottleneck/samples/cases/AntPathMatcher/ChainPerMethod.java:61",
          "reported: the local variable's @SuppressWarnings(\"AntPathMatcher\") never reaches the"
              + " class file, so the suppressed matcher stays in the method's chain and starts it",
          "dev/bottleneck/samples/cases/AntPathMatcher/ChainPerMethod.java:64",
          "not reported on its own line: the chain's finding is at line 61, see there",
          "dev/bottleneck/samples/cases/EagerLogMessage/EagerLogCalls.java:38",
          "reported at the call's line: the class file numbers the concatenation by the line of"
              + " the call, the source engines by its operand on line 41",
          "dev/bottleneck/samples/cases/EagerLogMessage/EagerLogCalls.java:41",
          "see line 38",
          "dev/bottleneck/samples/cases/EagerLogMessage/EagerLogCalls.java:44",
          FLUENT,
          "dev/bottleneck/samples/cases/EagerLogMessage/EagerLogCalls.java:71",
          FLUENT,
          "dev/bottleneck/samples/cases/EagerLogMessage/EagerLogCalls.java:75",
          FLUENT,
          "dev/bottleneck/samples/cases/EagerLogMessage/Slf4jOrders.java:58",
          FLUENT,
          "dev/bottleneck/samples/cases/EagerLogMessage/Slf4jOrders.java:62",
          FLUENT,
          "dev/bottleneck/samples/cases/EagerLogMessage/Slf4jOrders.java:66",
          FLUENT,
          "dev/bottleneck/samples/cases/EagerLogMessage/Slf4jOrders.java:69",
          FLUENT,
          "dev/bottleneck/samples/cases/EagerLogMessage/Log4jOrders.java:25",
          FLUENT,
          "dev/bottleneck/samples/cases/EagerLogMessage/SerializedArguments.java:75",
          FLUENT,
          "dev/bottleneck/samples/cases/EagerLogMessage/Guards.java:76",
          "not reported: in if (verbose || log.isDebugEnabled()) the guard's jump is taken as"
              + " deciding the call; the other operand's jump into the block is not followed",
          "dev/bottleneck/samples/cases/EagerLogMessage/GuardForms.java:56",
          "not reported: if (verbose || log.isDebugEnabled()), as Guards.java:76",
          "dev/bottleneck/samples/cases/EagerLogMessage/Guards.java:110",
          "not reported: a class file keeps no blocks, so if (!guard) return; inside a nested"
              + " block guards the code after it, which the source engines do not count",
          "dev/bottleneck/samples/cases/EagerLogMessage/Helpers.java:32",
          "reported: the source engines follow a private helper to its callers, which all guard"
              + " it; the detector judges guards inside one method only",
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsKeptByWrapper.java:32",
          KEPT_BY_WRAPPER,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsKeptByWrapper.java:36",
          KEPT_BY_WRAPPER,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsKeptByWrapper.java:41",
          KEPT_BY_WRAPPER,
          "dev/bottleneck/samples/cases/HttpClientPerCall/GuardedClients.java:78",
          KEPT_BY_WRAPPER,
          "dev/bottleneck/samples/cases/HttpClientPerCall/GuardedClients.java:108",
          KEPT_BY_WRAPPER,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsKeptInOneBranch.java:22",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsKeptInOneBranch.java:53",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsCachedPerKey.java:44",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsCachedPerKey.java:51",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsCachedPerKey.java:59",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsCachedPerKey.java:69",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsKeptPerKeyForms.java:20",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsKeptPerKeyForms.java:28",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsCachedInOwnCacheType.java:28",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsCachedInOwnCacheType.java:40",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsCachedPerKey.java:154",
          "reported: the session's constructor builds a client, and sessions are created only on a"
              + " miss of a memo (line 78); "
              + MEMO.substring("reported: ".length()),
          "dev/bottleneck/samples/cases/EagerLogMessage/LevelArgumentGuards.java:26",
          "reported: the lambda's body is another method in the class file, outside the guard"
              + " of the method that declares it");

  static List<String> cases() {
    return Markers.files(CASES).stream()
        .map(file -> Markers.relative(CASES, file))
        .filter(CasesConformanceTest::isCompiledHere)
        .filter(file -> !SPOTBUGS_SEES_DIFFERENTLY.containsKey(file))
        .toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void caseFile(String file) {
    Markers.assertAgree(
        expected(file), Reported.BY_FILE.getOrDefault(file, Map.of()), KNOWN_DISAGREEMENTS, true);
  }

  @Test
  void eachListedDifferenceIsAnExistingCaseWhereSpotBugsReallyDiffers() {
    for (String file : SPOTBUGS_SEES_DIFFERENTLY.keySet()) {
      assertThat(CASES.resolve(file)).as("listed case").isRegularFile();
    }
    assertThat(
            ListedDifferences.filesThatAgree(
                SPOTBUGS_SEES_DIFFERENTLY.keySet(),
                CasesConformanceTest::expected,
                Reported.BY_FILE))
        .as("listed as seen differently by SpotBugs, but SpotBugs agrees: remove them")
        .isEmpty();
  }

  @Test
  void everyKnownDisagreementStillDisagrees() {
    assertThat(
            ListedDifferences.linesThatAgree(
                KNOWN_DISAGREEMENTS.keySet(), CasesConformanceTest::expected, Reported.BY_FILE))
        .as("known disagreements where SpotBugs now agrees: remove them")
        .isEmpty();
  }

  /** A case of a rule SpotBugs claims, or a support type outside every rule's folder. */
  static boolean isCompiledHere(String file) {
    if (!file.startsWith(RULE_FOLDERS)) {
      return true;
    }
    String rule = file.substring(RULE_FOLDERS.length(), file.indexOf('/', RULE_FOLDERS.length()));
    return Rule.byId(rule).implementedBy(Engine.SPOTBUGS);
  }

  /** The markers of the rules SpotBugs claims. */
  private static SortedSet<Marker> expected(String file) {
    SortedSet<Marker> expected = Markers.readFile(CASES, CASES.resolve(file));
    expected.removeIf(marker -> !Rule.byId(marker.ruleId()).implementedBy(Engine.SPOTBUGS));
    return expected;
  }

  /** Every case compiled once and analysed once by SpotBugs. */
  private static final class Reported {
    static final Map<String, Map<Marker, List<String>>> BY_FILE = report(compile());

    private static Path compile() {
      // Lombok alone as annotation processor: the shared cases of its loggers need it.
      Path classes =
          CaseClasses.compile(
              CASES,
              CasesConformanceTest::isCompiledHere,
              List.of("-processorpath", lombok()),
              Path.of("target", "cases-classes"));
      // The cases' module's resources beside its classes, as a Maven build puts them.
      try (Stream<Path> resources = Files.list(RESOURCES)) {
        for (Path resource : resources.toList()) {
          Files.copy(resource, classes.resolve(resource.getFileName()));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return classes;
    }

    private static String lombok() {
      return Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
          .filter(entry -> Path.of(entry).getFileName().toString().startsWith("lombok"))
          .findFirst()
          .orElseThrow(() -> new IllegalStateException("Lombok is not on the test class path"));
    }

    private static Map<String, Map<Marker, List<String>>> report(Path classes) {
      Map<String, Map<Marker, List<String>>> byFile = new TreeMap<>();
      for (BugInstance bug : SpotBugsRun.analyse(classes)) {
        String file = bug.getPrimarySourceLineAnnotation().getSourcePath();
        int line = bug.getPrimarySourceLineAnnotation().getStartLine();
        List<String> lines = readLines(CASES.resolve(file));
        byFile
            .computeIfAbsent(file, f -> new TreeMap<>())
            .computeIfAbsent(
                new Marker(file, Markers.statementStart(lines, line), bug.getType()),
                site -> new ArrayList<>())
            .add(bug.getMessageWithoutPrefix());
      }
      return byFile;
    }

    private static List<String> readLines(Path file) {
      try {
        return Files.readAllLines(file, UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Key, value, key, value...: the lists above outgrow {@code Map.of}. */
  private static Map<String, String> pairs(String... keysAndValues) {
    Map<String, String> pairs = new TreeMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      pairs.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return pairs;
  }
}
