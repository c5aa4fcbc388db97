package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.bottleneck.catalog.CaseClasses;
import dev.bottleneck.catalog.Engine;
import dev.bottleneck.catalog.ListedDifferences;
import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shared identification cases ({@code samples/src/cases/java}), compiled here with plain javac
 * and imported as bytecode, against their markers for the rules ArchUnit claims. Where bytecode by
 * design sees more or less than a single-file source engine, the case is listed in {@link
 * #ARCHUNIT_SEES_DIFFERENTLY} with the reason, and ArchUnit's own tests cover the behaviour.
 */
final class CasesConformanceTest {
  static final Path CASES = Path.of("..", "samples", "src", "cases", "java");
  private static final List<Rule> IMPLEMENTED = ArchFindings.implemented();
  private static final String RULE_FOLDERS = "dev/bottleneck/samples/cases/";
  private static final Pattern DETAIL =
      Pattern.compile("^\\[(\\w+)] (.+) in \\((\\w+\\.java):(\\d+)\\)$");

  /** Case file (relative to the cases root) to why ArchUnit's findings there differ by design. */
  static final Map<String, String> ARCHUNIT_SEES_DIFFERENTLY =
      pairs(
          "dev/bottleneck/samples/cases/CommonPoolAsync/ExecutorFallbacks.java",
          "ArchUnit imports a method's calls and accesses but not its branches, so it cannot tell"
              + " the common-pool fallback of a null-checked executor from an unconditional call"
              + " and reports every executor-less call",
          "dev/bottleneck/samples/cases/CommonPoolAsync/PrivateMapStores.java",
          "ArchUnit imports a method's field accesses and calls but not the values between them:"
              + " it cannot tell which object a store is called on, nor what a field was assigned,"
              + " so a store into the class's own ConcurrentHashMap looks like one into any map"
              + " and is reported",
          "dev/bottleneck/samples/cases/CommonPoolAsync/ValueTasks.java",
          "ArchUnit keeps no lambda body, only the accesses made in one: a lambda that returns a"
              + " captured value makes none, so it cannot be told from a supplier passed in, and"
              + " every executor-less call without a hand-off is reported",
          "dev/bottleneck/samples/cases/HttpClientPerCall/XmlBeanClients.java",
          "the factory and init methods run once because the module's Spring XML context"
              + " (applicationContext.xml) names them on singleton beans: ArchUnit imports classes"
              + " and reads no XML, so it sees public methods nothing in the classes calls",
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsDerivedFromShared.java",
          "bytecode shows each build() call but not where its builder came from: a builder derived"
              + " from a shared client (newBuilder(), mutate(), a RestTemplate handed in) looks"
              + " like a new one; the source engines follow the local variables",
          "dev/bottleneck/samples/cases/AntPathMatcher/MatchAllPatterns.java",
          "bytecode shows the call but not its arguments, so ArchUnit cannot tell a match-all /**"
              + " pattern from any other and reports every ant matcher",
          "dev/bottleneck/samples/cases/AntPathMatcher/OtherSeparators.java",
          "bytecode shows the call but not its arguments, so ArchUnit cannot tell new"
              + " AntPathMatcher(\".\"), which matches no request path, from a matcher of URL"
              + " paths",
          "dev/bottleneck/samples/cases/AntPathMatcher/HttpMethodImportedOnDemand.java",
          "bytecode shows the call but not its arguments, so ArchUnit cannot tell"
              + " antMatchers(OPTIONS), which matches every path, from a matcher with patterns",
          "dev/bottleneck/samples/cases/AntPathMatcher/HttpMethodImportedStatically.java",
          "bytecode shows the call but not its arguments, so ArchUnit cannot tell"
              + " antMatchers(OPTIONS), which matches every path, from a matcher with patterns",
          "dev/bottleneck/samples/cases/AntPathMatcher/FileNameMatchers.java",
          "bytecode shows the matcher's calls but not where the matched strings come from, so"
              + " ArchUnit cannot tell a matcher of file names from one of request paths and"
              + " reports every new AntPathMatcher()",
          "dev/bottleneck/samples/cases/AntPathMatcher/RunOnceMatchers.java",
          "the rule judges where a matcher is created, not which methods use it, so it reports"
              + " a matcher only start-up code uses as it reports every new AntPathMatcher()",
          "dev/bottleneck/samples/cases/AntPathMatcher/MatchingStrategyInCode.java",
          "bytecode shows System.setProperty(...) or put(...) but not the property and value"
              + " passed, so ArchUnit cannot tell the matching strategy from any other setting");

  /**
   * A memo's guard is a null test of the value the map's get returned for the put's own key:
   * ArchUnit shows the calls, but neither the test nor which value and key they pass.
   */
  private static final String MEMO =
      "reported: the client is kept in a map only on a miss of the same map for the same key (a"
          + " memo, once per key); bytecode as ArchUnit imports it shows the get and the put but"
          + " neither the null test nor their arguments, so a memo cannot be told from a put on"
          + " every call";

  /** A public transactional method that its class only calls from code handed to a thread. */
  private static final String OFF_THREAD_SELF_CALL =
      "reported: the method's only callers are its own class's self-calls from code handed to an"
          + " executor, so it runs without a transaction; this engine does not yet judge a"
          + " transactional method by its callers";

  /** A lambda passed to the application's own method is not followed into that method. */
  private static final String LAMBDA_TO_OWN_METHOD =
      "missed: this engine takes a lambda as run inline only when it goes to java.util or a"
          + " TransactionTemplate, and does not read the application's own method it is passed to";

  /**
   * Real disagreements with the markers (that is, with the two source engines), found by the shared
   * cases: {@code path:line} below the cases root, to the reason. Each is an ArchUnit bug to fix;
   * the line is left out of the comparison, and {@link #everyKnownDisagreementStillDisagrees} fails
   * once ArchUnit agrees, so that the entry is removed.
   */
  private static final String GUARDED_ONCE =
      "reported: bytecode shows the branch but not which check it tests, so ArchUnit cannot tell a"
          + " check that the guarded block closes (a null field it assigns, a flag it sets, a"
          + " key it puts) from one that later calls pass again";

  /** A call after a guard that leaves when a transaction is active. */
  private static final String AFTER_TRANSACTION_GUARD =
      "reported: ArchUnit sees the calls a method makes and their lines, not its branches, so a"
          + " call after if (TransactionSynchronizationManager.isActualTransactionActive()) { ...;"
          + " return; }, which runs only without a transaction, is not told from one after a guard"
          + " that falls through";

  /** A client kept by the object it is handed to, which is stored: the source engines follow it. */
  private static final String KEPT_BY_WRAPPER =
      "reported: at its only use the client is handed to the constructor or builder of an object"
          + " that is stored into a field or registered as a singleton bean, which keeps it; the"
          + " source engines follow the value into that object, this engine does not follow the"
          + " client from its creation into the object that is stored";

  static final Map<String, String> KNOWN_DISAGREEMENTS =
      pairs(
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
          "dev/bottleneck/samples/cases/WideTransactional/SendsOnlyWithoutTransaction.java:17",
          AFTER_TRANSACTION_GUARD,
          "dev/bottleneck/samples/cases/WideTransactional/SendsOnlyWithoutTransaction.java:22",
          AFTER_TRANSACTION_GUARD,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsKeptPerKeyForms.java:20",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsKeptPerKeyForms.java:28",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsCachedInOwnCacheType.java:28",
          MEMO,
          "dev/bottleneck/samples/cases/HttpClientPerCall/ClientsCachedInOwnCacheType.java:40",
          MEMO,
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
          "dev/bottleneck/samples/cases/WideTransactional/Orders.java:72",
          "reported: a call on another instance goes through that instance's own proxy",
          "dev/bottleneck/samples/cases/HttpClientPerCall/ReplacedSingletonClients.java:20",
          "missed: getInstance() stores a new instance on every call, without a null check; this"
              + " engine judges a constructor as run once, whoever creates the class",
          "dev/bottleneck/samples/cases/HttpClientPerCall/ReplacedSingletonClients.java:40",
          "missed: the class's own factory is called per call; this engine judges a constructor"
              + " as run once, whoever creates the class",
          "dev/bottleneck/samples/cases/ObjectMapperPerCall/ConstructedPerCall.java:17",
          "missed: the sender is created per alert; this engine judges a constructor and a field"
              + " initializer as run once, whoever creates the class",
          "dev/bottleneck/samples/cases/ObjectMapperPerCall/ConstructedPerCall.java:22",
          "missed: the sender is created per alert; this engine judges a constructor and a field"
              + " initializer as run once, whoever creates the class",
          "dev/bottleneck/samples/cases/HttpClientPerCall/HutoolSingletonClients.java:14",
          "reported: Hutool's Func0 is Serializable, so javac links the lambda through"
              + " LambdaMetafactory.altMetafactory, which ArchUnit's importer does not follow: the"
              + " lambda's body is not seen as declared in a lambda handed to Singleton.get",
          "dev/bottleneck/samples/cases/JaxbContextPerCall/ContextReplacedPerCall.java:20",
          "missed: a context stored into a field on every call; this engine takes every store"
              + " into a field as lazy initialization, since ArchUnit shows no null check before"
              + " it",
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
          GUARDED_ONCE);

  /**
   * Case files whose findings all match, but where ArchUnit's message does not yet name the
   * construct the way Error Prone's does (a fragment of the marker is missing): the message
   * fragments of these files are not compared until the engines' messages are unified, and {@link
   * #everyKnownMessageDifferenceStillDiffers} fails once they match, so that the entry is removed.
   */
  static final Map<String, String> KNOWN_MESSAGE_DIFFERENCES =
      pairs(
          "dev/bottleneck/samples/cases/WideTransactional/Waits.java",
          "reports the join() of KafkaTemplate.send(...).join() as a blocking wait, not the send");

  static List<String> cases() {
    return Markers.files(CASES).stream()
        .map(file -> Markers.relative(CASES, file))
        .filter(CasesConformanceTest::isCompiledHere)
        .filter(file -> !ARCHUNIT_SEES_DIFFERENTLY.containsKey(file))
        .toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void caseFile(String file) {
    Markers.assertAgree(
        expected(file),
        Reported.BY_FILE.getOrDefault(file, Map.of()),
        KNOWN_DISAGREEMENTS,
        !KNOWN_MESSAGE_DIFFERENCES.containsKey(file));
  }

  @Test
  void eachListedDifferenceIsAnExistingCaseWhereArchUnitReallyDiffers() {
    for (String file : ARCHUNIT_SEES_DIFFERENTLY.keySet()) {
      assertThat(CASES.resolve(file)).as("listed case").isRegularFile();
    }
    assertThat(
            ListedDifferences.filesThatAgree(
                ARCHUNIT_SEES_DIFFERENTLY.keySet(),
                CasesConformanceTest::expected,
                Reported.BY_FILE))
        .as("listed as seen differently by ArchUnit, but ArchUnit agrees: remove them")
        .isEmpty();
  }

  @Test
  void everyKnownDisagreementStillDisagrees() {
    assertThat(
            ListedDifferences.linesThatAgree(
                KNOWN_DISAGREEMENTS.keySet(), CasesConformanceTest::expected, Reported.BY_FILE))
        .as("known disagreements where ArchUnit now agrees: remove them")
        .isEmpty();
  }

  @Test
  void everyKnownMessageDifferenceStillDiffers() {
    for (String file : KNOWN_MESSAGE_DIFFERENCES.keySet()) {
      assertThat(
              Markers.unmetFragments(expected(file), Reported.BY_FILE.getOrDefault(file, Map.of())))
          .as(
              "%s is a known message difference, but ArchUnit's messages match now: remove it",
              file)
          .isNotEmpty();
    }
  }

  /**
   * The library stand-ins outside the rules' folders carry no findings, and must keep their
   * library's names ({@code com.alibaba.fastjson.JSON} and {@code com.alibaba.fastjson2.JSON}).
   */
  @Test
  void caseFileNamesAreUniqueBecauseViolationsNameOnlyTheFile() {
    List<String> names =
        Markers.files(CASES).stream()
            .filter(f -> Markers.relative(CASES, f).startsWith(RULE_FOLDERS))
            .map(f -> f.getFileName().toString())
            .toList();
    assertThat(names).doesNotHaveDuplicates();
  }

  /** A case of a rule ArchUnit claims, or a support type outside every rule's folder. */
  static boolean isCompiledHere(String file) {
    if (!file.startsWith(RULE_FOLDERS)) {
      return true;
    }
    String rule = file.substring(RULE_FOLDERS.length(), file.indexOf('/', RULE_FOLDERS.length()));
    return Rule.byId(rule).implementedBy(Engine.ARCHUNIT);
  }

  /** The markers of the rules ArchUnit has ({@link ArchFindings#implemented()}). */
  private static SortedSet<Marker> expected(String file) {
    SortedSet<Marker> expected = Markers.readFile(CASES, CASES.resolve(file));
    expected.removeIf(marker -> !IMPLEMENTED.contains(Rule.byId(marker.ruleId())));
    return expected;
  }

  /** Every case compiled once and every rule evaluated once over all of them. */
  private static final class Reported {
    static final Map<String, Map<Marker, List<String>>> BY_FILE = report(compile());

    private static JavaClasses compile() {
      // Only the folders of the rules ArchUnit claims, and support types; Lombok runs, as in a
      // user's build, for the cases that carry its annotations.
      return new ClassFileImporter()
          .importPath(
              CaseClasses.compile(
                  CASES,
                  CasesConformanceTest::isCompiledHere,
                  List.of(
                      "-processor", "lombok.launch.AnnotationProcessorHider$AnnotationProcessor"),
                  Path.of("target", "cases-classes")));
    }

    private static Map<String, Map<Marker, List<String>>> report(JavaClasses classes) {
      Map<String, String> byName =
          Markers.files(CASES).stream()
              .collect(
                  Collectors.toMap(
                      f -> f.getFileName().toString(),
                      f -> Markers.relative(CASES, f),
                      (a, b) -> a));
      Map<String, Map<Marker, List<String>>> byFile = new TreeMap<>();
      for (String detail :
          BottleneckRules.all().evaluate(classes).getFailureReport().getDetails()) {
        Matcher matcher = DETAIL.matcher(detail);
        assertThat(matcher.matches()).as("violation detail form: %s", detail).isTrue();
        String file = byName.get(matcher.group(3));
        assertThat(file).as("case file of %s", detail).isNotNull();
        Marker site =
            ArchFindings.toStatementStart(
                    new TreeSet<>(
                        List.of(
                            new Marker(
                                matcher.group(3),
                                Integer.parseInt(matcher.group(4)),
                                matcher.group(1)))),
                    CASES)
                .first();
        byFile
            .computeIfAbsent(file, f -> new TreeMap<>())
            .computeIfAbsent(new Marker(file, site.line(), site.ruleId()), s -> new ArrayList<>())
            .add(detail);
      }
      return byFile;
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
