package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.RuleOption;
import dev.bottleneck.catalog.RuleOptions;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.LogLevel;
import dev.bottleneck.catalog.facts.Serializations;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Constants;
import dev.bottleneck.maven.types.Types;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A log call at a level that is usually disabled whose message is built eagerly: string
 * concatenation with a non-constant operand, {@code String.format}, {@code "...".formatted}, {@code
 * MessageFormat.format}, or an explicit {@code toString()} of a non-String, non-Throwable, in the
 * message or in a parameter; and, placeholder or not, an argument that serializes an object ({@link
 * Serializations}). Guarded calls (see {@link LogGuards}), parameterized messages, suppliers and
 * lambdas are lazy and stay silent, as do calls at a level the module's default logging
 * configuration switches on ({@link ConfiguredLevelOn}).
 */
@AutoService(JavaRule.class)
public final class EagerLogMessageRule implements JavaRule {
  static final String ID = "EagerLogMessage";

  private static final String THROWABLE = "java.lang.Throwable";
  private static final String TO_STRING = LogApis.TO_STRING_METHOD;
  private static final RuleOption<Set<LogLevel>> LEVELS = RuleOptions.EAGER_LOG_MESSAGE_LEVELS;

  private final Set<LogLevel> levels;
  private final LogCalls.Words words;

  /** The rule at its default levels, as the scanner loads it. */
  public EagerLogMessageRule() {
    this(Map.of());
  }

  /**
   * @param options the scan's rule options; {@code EagerLogMessage:Levels} replaces the levels
   * @throws IllegalArgumentException naming a bad level and the valid ones
   */
  public EagerLogMessageRule(Map<String, String> options) {
    this.levels = LEVELS.parse(options.get(LEVELS.key())).orElseThrow();
    this.words = LogCalls.words(levels);
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<String> options() {
    return Set.of(LEVELS.key());
  }

  @Override
  public JavaRule configure(Map<String, String> options) {
    return new EagerLogMessageRule(options);
  }

  @Override
  public boolean mayReport(FileText text) {
    return words.mayLog(text.words());
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    for (MethodCallExpr call : file.all(MethodCallExpr.class)) {
      Optional<LogCalls.LogCall> found = LogCalls.match(types, call);
      if (found.isEmpty() || !levels.contains(found.get().level())) {
        continue;
      }
      LogCalls.LogCall log = found.get();
      List<Expression> arguments = log.messageArguments();
      Optional<EagerForm> serialization =
          arguments.stream()
              .map(a -> serialization(types, a))
              .flatMap(Optional::stream)
              .findFirst();
      if (serialization.isPresent()) {
        reportSerialization(file, log, serialization.get());
        continue;
      }
      for (int i = 0; i < arguments.size(); i++) {
        Optional<EagerForm> eager = eagerForm(types, arguments.get(i));
        if (eager.isEmpty()) {
          continue;
        }
        // A message built once, in start-up code or another run-once place, costs nothing per call;
        // one at a level the shipped configuration switches on is read.
        if (!LogGuards.isGuarded(types, log)
            && !RunsOnce.runsOnce(types, call)
            && !ConfiguredLevelOn.switchedOn(file, log)) {
          boolean inMessage = LogCalls.messageIndex(types, log) == i;
          file.report(
              ID,
              eager.get().expression(),
              Messages.eagerLogMessage(
                  eager.get().construct(),
                  log.family(),
                  log.level(),
                  inMessage,
                  log.fluent(),
                  eager.get().explicitToString()),
              LogMessageFix.of(file, log));
        }
        break;
      }
    }
  }

  /**
   * A placeholder does not defer a serialization, so the placeholder fix is not offered; Error
   * Prone's guard around the statement needs the statement's context, which this engine does not
   * rewrite.
   */
  private static void reportSerialization(
      SourceFile file, LogCalls.LogCall log, EagerForm serialization) {
    Types types = file.types();
    if (LogGuards.isGuarded(types, log)
        || RunsOnce.runsOnce(types, log.call())
        || ConfiguredLevelOn.switchedOn(file, log)) {
      return;
    }
    file.report(
        ID,
        serialization.expression(),
        Messages.eagerLogSerialization(
            serialization.construct(), log.family(), log.level(), log.fluent()),
        Optional.empty());
  }

  /**
   * The first call in {@code argument} that serializes an object, wherever it sits (the argument
   * itself, an operand, a format argument); lambdas and anonymous classes run later, if at all.
   */
  static Optional<EagerForm> serialization(Types types, Expression argument) {
    for (MethodCallExpr call : argument.findAll(MethodCallExpr.class)) {
      if (runsLater(call, argument)) {
        continue;
      }
      ApiMatchers.Call site = ApiMatchers.call(types, call);
      for (Api api : Serializations.CALLS) {
        if (site.matches(api)) {
          return Optional.of(
              new EagerForm(call, Serializations.construct(api, call.getNameAsString()), false));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code call} sits in a lambda or an anonymous class's member, up to {@code top}
   * included.
   */
  private static boolean runsLater(Node call, Node top) {
    for (Node node = call; node != null; node = node.getParentNode().orElse(null)) {
      if (node instanceof LambdaExpr || node instanceof BodyDeclaration<?>) {
        return true;
      }
      if (node == top) {
        return false;
      }
    }
    return false;
  }

  /**
   * The eager expression, where the finding is reported, how the message names it, and whether it
   * is an explicit toString().
   */
  record EagerForm(Expression expression, String construct, boolean explicitToString) {}

  static Optional<EagerForm> eagerForm(Types types, Expression argument) {
    Expression expression = unwrap(argument);
    if (expression instanceof ConditionalExpr choice) {
      return eagerForm(types, choice.getThenExpr())
          .or(() -> eagerForm(types, choice.getElseExpr()));
    }
    if (expression instanceof BinaryExpr binary
        && binary.getOperator() == BinaryExpr.Operator.PLUS
        && types.isString(binary)
        && !Constants.isConstant(types, binary)) {
      return Optional.of(new EagerForm(expression, LogApis.EAGER_CONCATENATION, false));
    }
    if (!(expression instanceof MethodCallExpr call)) {
      return Optional.empty();
    }
    ApiMatchers.Call site = ApiMatchers.call(types, call);
    for (LogApis.EagerFormat format : LogApis.EAGER_FORMATS) {
      if (site.matches(format.api())) {
        return Optional.of(new EagerForm(call, format.construct(), false));
      }
    }
    if (call.getNameAsString().equals(TO_STRING) && call.getArguments().isEmpty()) {
      Optional<String> receiver = Calls.receiver(types, call);
      if (receiver.isPresent()
          && !receiver.get().equals(Types.STRING)
          && !types.isSubtype(receiver.get(), THROWABLE)) {
        return Optional.of(new EagerForm(call, LogApis.EAGER_TO_STRING, true));
      }
    }
    return Optional.empty();
  }

  static Expression unwrap(Expression expression) {
    Expression current = expression;
    while (current instanceof EnclosedExpr enclosed) {
      current = enclosed.getInner();
    }
    return current;
  }
}
