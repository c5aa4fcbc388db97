package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NullLiteralExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import dev.bottleneck.catalog.FixText;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.maven.finding.Fix;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The fix of EagerLogMessage for SLF4J and Log4j2, as the Error Prone check offers it: the message
 * becomes a template with {@code {}} placeholders and the values become parameters, and an explicit
 * {@code toString()} on a parameter is dropped. Offered only where the logged text stays the same:
 * no value the logger would read differently (arrays, throwables, suppliers, null, its own message
 * types), no {@code {}} or escaping backslash already in the text, no value that SLF4J could take
 * for the cause. Without javac's types the plugin offers no fix where it cannot tell a value's
 * type; fluent chains and the other logging APIs keep the finding without a fix.
 */
final class LogMessageFix {
  private static final String THROWABLE = "java.lang.Throwable";

  private LogMessageFix() {}

  /** A replacement of one argument's text. */
  private record Change(Expression argument, String text) {}

  /** A value as the logger will receive it: its source and static type. */
  private record Shown(String source, String type) {}

  static Optional<Fix> of(SourceFile file, LogCalls.LogCall log) {
    if (log.fluent() || (log.family() != Family.SLF4J && log.family() != Family.LOG4J2)) {
      return Optional.empty();
    }
    Types types = file.types();
    List<Expression> arguments = log.messageArguments();
    int messageIndex = LogCalls.messageIndex(types, log);
    List<Change> changes = new ArrayList<>();
    for (int i = 0; i < arguments.size(); i++) {
      Expression argument = arguments.get(i);
      if (EagerLogMessageRule.eagerForm(types, argument).isEmpty()) {
        continue;
      }
      Optional<String> replacement =
          i == messageIndex
              ? parameterized(file, log, i, argument)
              : droppedToString(file, log, i, argument);
      if (replacement.isEmpty()) {
        return Optional.empty();
      }
      changes.add(new Change(argument, replacement.get()));
    }
    return changes.isEmpty() ? Optional.empty() : fix(file, changes);
  }

  /** {@code "a " + x} becomes {@code "a {}", x}; a trailing Throwable stays last. */
  private static Optional<String> parameterized(
      SourceFile file, LogCalls.LogCall log, int index, Expression message) {
    Types types = file.types();
    List<Expression> parameters =
        log.messageArguments().subList(index + 1, log.messageArguments().size());
    boolean onlyCause =
        parameters.isEmpty() || (parameters.size() == 1 && types.isA(parameters.get(0), THROWABLE));
    Optional<List<Object>> parts = parts(types, EagerLogMessageRule.unwrap(message));
    if (!onlyCause || parts.isEmpty()) {
      return Optional.empty();
    }
    StringBuilder template = new StringBuilder();
    List<String> values = new ArrayList<>();
    String last = null;
    for (Object part : parts.get()) {
      if (part instanceof String text) {
        template.append(text);
        continue;
      }
      Optional<Shown> value = parameterValue(file, log.family(), (Expression) part);
      // SLF4J and Log4j2 read a backslash before {} as an escape.
      if (value.isEmpty() || endsWithBackslash(template)) {
        return Optional.empty();
      }
      template.append(FixText.PLACEHOLDER);
      values.add(value.get().source());
      last = value.get().type();
    }
    if (parameters.isEmpty() && mayBecomeCause(types, log.family(), last)) {
      return Optional.empty();
    }
    // A {} already in the text would take a value meant for a later placeholder.
    if (count(template.toString()) != values.size()) {
      return Optional.empty();
    }
    StringBuilder replacement = new StringBuilder(FixText.javaLiteral(template.toString()));
    values.forEach(value -> replacement.append(", ").append(value));
    return Optional.of(replacement.toString());
  }

  /** Literal text (String) and values (Expression) of a message, if it can be rewritten. */
  private static Optional<List<Object>> parts(Types types, Expression message) {
    Optional<EagerLogMessageRule.EagerForm> form = EagerLogMessageRule.eagerForm(types, message);
    if (form.isEmpty() || form.get().expression() != message) {
      return Optional.empty();
    }
    List<Object> parts = new ArrayList<>();
    if (form.get().explicitToString()) {
      parts.add(message);
    } else if (message instanceof BinaryExpr) {
      operands(types, message, parts);
    } else {
      return formatParts(types, (MethodCallExpr) message);
    }
    return Optional.of(parts);
  }

  private static void operands(Types types, Expression expression, List<Object> parts) {
    Expression operand = EagerLogMessageRule.unwrap(expression);
    if (operand instanceof BinaryExpr binary
        && binary.getOperator() == BinaryExpr.Operator.PLUS
        && types.isString(binary)) {
      operands(types, binary.getLeft(), parts);
      operands(types, binary.getRight(), parts);
      return;
    }
    parts.add(operand instanceof StringLiteralExpr literal ? literal.asString() : operand);
  }

  /** {@code String.format} and {@code formatted} with a literal pattern of only %s. */
  private static Optional<List<Object>> formatParts(Types types, MethodCallExpr call) {
    Expression pattern;
    List<Expression> values;
    ApiMatchers.Call site = ApiMatchers.call(types, call);
    if (site.matches(LogApis.STRING_FORMATTED)) {
      pattern = call.getScope().map(EagerLogMessageRule::unwrap).orElse(null);
      values = call.getArguments();
    } else if (Calls.isStatic(types, call, Types.STRING) && !call.getArguments().isEmpty()) {
      pattern = call.getArgument(0);
      values = call.getArguments().subList(1, call.getArguments().size());
    } else {
      return Optional.empty();
    }
    if (!(pattern instanceof StringLiteralExpr literal)) {
      return Optional.empty();
    }
    return FixText.formatParts(literal.asString(), values);
  }

  /** The value a logger parameter should get: a receiver instead of its toString(). */
  private static Optional<Shown> parameterValue(SourceFile file, Family family, Expression value) {
    Types types = file.types();
    Optional<EagerLogMessageRule.EagerForm> form = EagerLogMessageRule.eagerForm(types, value);
    if (form.isPresent() && !form.get().explicitToString()) {
      return Optional.empty();
    }
    Expression shown = value;
    if (form.isPresent()) {
      MethodCallExpr toString = (MethodCallExpr) form.get().expression();
      if (toString.getScope().isEmpty()) {
        return Optional.empty();
      }
      shown = toString.getScope().get();
    }
    if (shown instanceof NullLiteralExpr) {
      return Optional.empty();
    }
    String source = HoistFix.text(file.lines(), shown);
    Optional<String> type = types.typeOf(shown);
    return type.filter(known -> keepsText(types, family, known))
        .map(known -> new Shown(source, known));
  }

  /** The logger prints the value as its toString() would: no array or specially read type. */
  private static boolean keepsText(Types types, Family family, String type) {
    if (type.endsWith("[]")) {
      return false;
    }
    List<String> reinterpreted = new ArrayList<>(LogApis.REINTERPRETED_ARGUMENTS);
    reinterpreted.addAll(family.ownFormatting());
    return reinterpreted.stream().noneMatch(name -> types.isSubtype(type, name));
  }

  /**
   * SLF4J takes a Throwable in the last argument as the cause even when a placeholder was meant for
   * it, so a last value that may be one at run time would lose its text.
   */
  private static boolean mayBecomeCause(Types types, Family family, String type) {
    return family == Family.SLF4J
        && type != null
        && type.contains(".")
        && types.isSubtype(THROWABLE, type);
  }

  private static Optional<String> droppedToString(
      SourceFile file, LogCalls.LogCall log, int index, Expression argument) {
    Types types = file.types();
    Optional<EagerLogMessageRule.EagerForm> form = EagerLogMessageRule.eagerForm(types, argument);
    if (form.isEmpty()
        || !form.get().explicitToString()
        || form.get().expression() != EagerLogMessageRule.unwrap(argument)) {
      return Optional.empty();
    }
    boolean isLast = index == log.messageArguments().size() - 1;
    return parameterValue(file, log.family(), form.get().expression())
        .filter(shown -> !(isLast && mayBecomeCause(types, log.family(), shown.type())))
        .map(Shown::source);
  }

  /** The changed arguments as one replacement of the whole lines they span. */
  private static Optional<Fix> fix(SourceFile file, List<Change> changes) {
    if (changes.stream().anyMatch(change -> change.argument().getRange().isEmpty())) {
      return Optional.empty();
    }
    List<String> lines = file.lines();
    int first = changes.get(0).argument().getBegin().get().line;
    int last = changes.get(changes.size() - 1).argument().getEnd().get().line;
    StringBuilder block = new StringBuilder(String.join("\n", lines.subList(first - 1, last)));
    for (Change change :
        changes.stream()
            .sorted(Comparator.comparing((Change c) -> c.argument().getBegin().get()).reversed())
            .toList()) {
      block.replace(
          offset(lines, first, change.argument(), true),
          offset(lines, first, change.argument(), false),
          change.text());
    }
    return Optional.of(
        new Fix(
            "Let the logger format the message",
            first,
            last,
            List.of(block.toString().split("\n", -1))));
  }

  /** The offset in the block of lines from {@code first} of the node's start or end. */
  private static int offset(List<String> lines, int first, Node node, boolean start) {
    var position = start ? node.getBegin().get() : node.getEnd().get();
    int offset = 0;
    for (int line = first; line < position.line; line++) {
      offset += lines.get(line - 1).length() + 1;
    }
    return offset + position.column - (start ? 1 : 0);
  }

  /** Asked once per value: a copy of the template each time would make the fix quadratic. */
  private static boolean endsWithBackslash(StringBuilder template) {
    return template.length() > 0 && template.charAt(template.length() - 1) == '\\';
  }

  private static int count(String text) {
    int count = 0;
    for (int i = text.indexOf(FixText.PLACEHOLDER);
        i >= 0;
        i = text.indexOf(FixText.PLACEHOLDER, i + FixText.PLACEHOLDER.length())) {
      count++;
    }
    return count;
  }
}
