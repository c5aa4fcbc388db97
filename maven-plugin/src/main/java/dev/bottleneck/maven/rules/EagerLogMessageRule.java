package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.google.auto.service.AutoService;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Constants;
import dev.bottleneck.maven.types.Types;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A log call at a level that is usually disabled whose message is built eagerly: string
 * concatenation with a non-constant operand, {@code String.format}, {@code "...".formatted}, {@code
 * MessageFormat.format}, or an explicit {@code toString()} of a non-String, non-Throwable, in the
 * message or in a parameter. Guarded calls (see {@link LogGuards}), parameterized messages,
 * suppliers and lambdas are lazy and stay silent.
 */
@AutoService(JavaRule.class)
public final class EagerLogMessageRule implements JavaRule {
  static final String ID = "EagerLogMessage";

  private static final String THROWABLE = "java.lang.Throwable";
  private static final String MESSAGE_FORMAT = "java.text.MessageFormat";

  private final Set<String> levels;

  /** The rule at its default levels, as the scanner loads it. */
  public EagerLogMessageRule() {
    this(Map.of());
  }

  /**
   * @param options the scan's rule options; {@code EagerLogMessage:Levels} replaces the levels
   * @throws IllegalArgumentException naming a bad level and the valid ones
   */
  public EagerLogMessageRule(Map<String, String> options) {
    String value = options.get(LogLevels.OPTION);
    this.levels = value == null ? LogLevels.DEFAULT : LogLevels.parse(value);
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<String> options() {
    return Set.of(LogLevels.OPTION);
  }

  @Override
  public JavaRule configure(Map<String, String> options) {
    return new EagerLogMessageRule(options);
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    for (MethodCallExpr call : file.all(MethodCallExpr.class)) {
      Optional<LogCalls.LogCall> log = LogCalls.match(types, call);
      if (log.isEmpty() || !levels.contains(log.get().level())) {
        continue;
      }
      Optional<Eager> eager =
          log.get().messageArguments().stream()
              .map(argument -> eagerForm(types, argument))
              .flatMap(Optional::stream)
              .findFirst();
      if (eager.isPresent() && !LogGuards.isGuarded(types, log.get())) {
        file.report(ID, eager.get().expression(), message(eager.get().construct(), log.get()));
      }
    }
  }

  /** The eager expression, where the finding is reported, and how the message names it. */
  private record Eager(Expression expression, String construct) {}

  private static Optional<Eager> eagerForm(Types types, Expression argument) {
    Expression expression = unwrap(argument);
    if (expression instanceof ConditionalExpr choice) {
      return eagerForm(types, choice.getThenExpr())
          .or(() -> eagerForm(types, choice.getElseExpr()));
    }
    return construct(types, expression).map(construct -> new Eager(expression, construct));
  }

  private static Optional<String> construct(Types types, Expression expression) {
    if (expression instanceof BinaryExpr binary
        && binary.getOperator() == BinaryExpr.Operator.PLUS
        && types.isString(binary)
        && !Constants.isConstant(types, binary)) {
      return Optional.of("String concatenation");
    }
    if (!(expression instanceof MethodCallExpr call)) {
      return Optional.empty();
    }
    String name = call.getNameAsString();
    if (name.equals("format") && Calls.isStatic(types, call, Types.STRING)) {
      return Optional.of("String.format(...)");
    }
    if (name.equals("format") && Calls.isStatic(types, call, MESSAGE_FORMAT)) {
      return Optional.of("MessageFormat.format(...)");
    }
    if (name.equals("formatted") && Calls.isInstance(types, call, Types.STRING)) {
      return Optional.of("formatted(...)");
    }
    if (name.equals("toString") && call.getArguments().isEmpty()) {
      Optional<String> receiver = Calls.receiver(types, call);
      if (receiver.isPresent()
          && !receiver.get().equals(Types.STRING)
          && !types.isSubtype(receiver.get(), THROWABLE)) {
        return Optional.of("toString()");
      }
    }
    return Optional.empty();
  }

  private static Expression unwrap(Expression expression) {
    Expression current = expression;
    while (current instanceof EnclosedExpr enclosed) {
      current = enclosed.getInner();
    }
    return current;
  }

  private static String message(String construct, LogCalls.LogCall log) {
    String level = log.level();
    String remedy =
        switch (log.family()) {
          case LogCalls.SLF4J, LogCalls.LOG4J ->
              "pass the values as parameters of a \"{}\" message, or guard the call with is"
                  + capitalized(level)
                  + "Enabled()";
          case LogCalls.JUL ->
              "pass a Supplier (log."
                  + level
                  + "(() -> ...)), or guard the call"
                  + " with isLoggable(Level."
                  + level.toUpperCase(Locale.ROOT)
                  + ")";
          case LogCalls.JBOSS ->
              "use "
                  + level
                  + "f(...) with parameters, or guard the call with is"
                  + capitalized(level)
                  + "Enabled()";
          default -> "guard the call with is" + capitalized(level) + "Enabled()";
        };
    return construct
        + " builds the "
        + level
        + " message even when "
        + level
        + " is disabled, costing allocation and CPU for a message never written; "
        + remedy;
  }

  private static String capitalized(String level) {
    return Character.toUpperCase(level.charAt(0)) + level.substring(1);
  }
}
