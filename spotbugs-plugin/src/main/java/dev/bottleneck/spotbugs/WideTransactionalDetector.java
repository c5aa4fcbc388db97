package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.RuleOption;
import dev.bottleneck.catalog.RuleOptions;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.Transactions;
import dev.bottleneck.catalog.facts.TypeName;
import dev.bottleneck.spotbugs.SlowPaths.SlowPath;
import edu.umd.cs.findbugs.BugReporter;
import edu.umd.cs.findbugs.SystemProperties;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import org.objectweb.asm.tree.ClassNode;

/**
 * WideTransactional: slow work (a remote call, a message send, file I/O, a sleep or a blocking
 * wait) reached while a transaction holds its database connection. The transactions are the
 * {@code @Transactional} methods that run per call, the callbacks of {@code
 * TransactionTemplate.execute} and {@code executeWithoutResult} (lambdas, method references and
 * callback objects); the work is found by {@link SlowPaths} across the analysed classes. One
 * finding per line where a path starts, with the shortest path in the message, as the other engines
 * report it. The application's own remote types come from the system property {@code
 * bottleneck.WideTransactional:RemoteTypes} ({@link #REMOTE_TYPES_PROPERTY}), the option the other
 * engines read as {@code WideTransactional:RemoteTypes}.
 */
public final class WideTransactionalDetector extends BottleneckDetector {
  /** The system property that sets {@code WideTransactional:RemoteTypes} for SpotBugs. */
  public static final String REMOTE_TYPES_PROPERTY =
      "bottleneck." + RuleOptions.WIDE_TRANSACTIONAL_REMOTE_TYPES.key();

  private static final List<Api> CALLBACK_METHODS = Transactions.TRANSACTION_CALLBACK_METHODS;

  private final BugReporter reporter;

  public WideTransactionalDetector(BugReporter reporter) {
    super(reporter);
    this.reporter = reporter;
  }

  @Override
  List<Finding> findings(Analysis analysis) {
    RuleOption.Parsed<Set<String>> remoteTypes =
        RuleOptions.WIDE_TRANSACTIONAL_REMOTE_TYPES.parse(
            SystemProperties.getProperty(REMOTE_TYPES_PROPERTY));
    if (remoteTypes.error().isPresent()) {
      reporter.logError("bottleneck: " + remoteTypes.error().get());
      return List.of();
    }
    // Class files name nested types with '$'; the option names them as the source does.
    Set<String> binary =
        remoteTypes.value().orElseThrow().stream()
            .map(TypeName::binary)
            .collect(Collectors.toSet());
    return new Search(analysis, binary).findings();
  }

  /** One analysis' search for wide transactions. */
  private static final class Search {
    private final Analysis analysis;
    private final SlowPaths paths;
    private final RunsOnce once;
    private final TransactionalMethods transactional;
    private final List<Finding> findings = new ArrayList<>();

    Search(Analysis analysis, Set<String> remoteTypes) {
      this.analysis = analysis;
      this.paths = new SlowPaths(analysis, new SlowCalls(analysis, remoteTypes));
      this.once = new RunsOnce(analysis);
      this.transactional = new TransactionalMethods(analysis.types());
    }

    List<Finding> findings() {
      for (MethodCode method : analysis.program().methods()) {
        if (!method.isMethod()) {
          continue;
        }
        // A transaction that runs once (start-up, a one-off migration) holds no connection per
        // call.
        if (transactional.isTransactional(method)) {
          if (!once.runsOnce(method)) {
            String transaction = Messages.wideTransactionalMethod(method.name());
            report(method, paths.callsRunInline(method), line -> transaction);
          }
        } else if (isCallbackMethod(method)) {
          String transaction =
              transactionalEnclosingMethod(method.owner())
                  .map(Messages::wideTransactionalMethod)
                  .orElse(Messages.wideTransactionalCallback(Transactions.EXECUTE));
          report(method, paths.callsRunInline(method), line -> transaction);
        } else if (!once.runsOnce(method)) {
          reportCallbackLambdas(method);
        }
      }
      return findings;
    }

    /**
     * Programmatic transactions in code that runs outside one: the calls in lambdas, and the method
     * references, passed to {@code TransactionTemplate.execute} or {@code executeWithoutResult},
     * nested ones included.
     */
    private void reportCallbackLambdas(MethodCode method) {
      Map<Integer, String> transactions = new HashMap<>();
      List<Call> inCallbacks = new ArrayList<>();
      for (Call call : paths.callsRunInline(method)) {
        paths
            .transactionCallback(call)
            .ifPresent(
                receiver -> {
                  inCallbacks.add(call);
                  transactions.put(
                      call.line(), Messages.wideTransactionalCallback(receiver.name()));
                });
      }
      report(method, inCallbacks, transactions::get);
    }

    /** One finding per line where a path to slow work starts, with the shortest such path. */
    private void report(MethodCode method, List<Call> calls, IntFunction<String> transaction) {
      Map<Integer, List<Call>> byLine = new TreeMap<>();
      for (Call call : calls) {
        byLine.computeIfAbsent(call.line(), line -> new ArrayList<>()).add(call);
      }
      byLine.forEach(
          (line, starts) ->
              paths
                  .shortest(method.owner().name, starts)
                  .ifPresent(
                      path ->
                          findings.add(
                              new Finding(
                                  Rule.WIDE_TRANSACTIONAL,
                                  method,
                                  line,
                                  message(method, transaction.apply(line), path)))));
    }

    /**
     * A callback object's method that {@code TransactionTemplate.execute} runs in its transaction.
     */
    private boolean isCallbackMethod(MethodCode method) {
      return transactional
              .declared(method.ownerName(), method.name(), method.descriptor())
              .map(declared -> !declared.isBridge())
              .orElse(false)
          && CALLBACK_METHODS.stream()
              .anyMatch(
                  callback ->
                      callback.named(method.name())
                          && analysis
                              .types()
                              .isAssignable(method.ownerName(), callback.binaryOwner()));
    }

    /** The transactional method an anonymous or local callback class is declared in, by name. */
    private Optional<String> transactionalEnclosingMethod(ClassNode callbackClass) {
      if (callbackClass.outerClass == null || callbackClass.outerMethod == null) {
        return Optional.empty();
      }
      return analysis.program().methods().stream()
          .filter(
              m ->
                  m.owner().name.equals(callbackClass.outerClass)
                      && m.name().equals(callbackClass.outerMethod)
                      && m.descriptor().equals(callbackClass.outerMethodDesc))
          .filter(transactional::isTransactional)
          .map(MethodCode::name)
          .findFirst();
    }

    /**
     * The catalog's message, as Error Prone words it: the calls on the way (a method of the
     * transaction's own class by its name, another class's qualified by it) and the slow call.
     */
    private String message(MethodCode method, String transaction, SlowPath path) {
      List<String> steps = new ArrayList<>();
      List<Call> calls = path.calls();
      for (int index = 0; index < calls.size() - 1; index++) {
        Call call = calls.get(index);
        String stepClass = runningClass(call, calls.get(index + 1));
        String stepOwner = stepClass.equals(method.ownerName()) ? "" : Types.simpleName(stepClass);
        steps.add(Messages.wideTransactionalStep(stepOwner, call.name()));
      }
      Call slow = calls.get(calls.size() - 1);
      String slowOwner = Types.simpleName(slow.ownerName());
      String name =
          slow.isConstructor()
              ? Messages.wideTransactionalCreation(slowOwner)
              : Messages.wideTransactionalCall(slowOwner, slow.name());
      return Messages.wideTransactional(transaction, steps, name, path.kind());
    }

    /**
     * The class whose method {@code call} ran on the path: its target, or the implementation the
     * call was dispatched to (a subtype of the target whose code makes {@code next}), so that a
     * path through an interface names the implementation that does the slow work.
     */
    private String runningClass(Call call, Call next) {
      String target = call.ownerName();
      String running = next.origin().ownerName();
      return !running.equals(target) && analysis.types().isAssignable(running, target)
          ? running
          : target;
    }
  }
}
