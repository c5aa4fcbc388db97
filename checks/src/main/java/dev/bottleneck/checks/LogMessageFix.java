package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.fixes.SuggestedFix;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import com.sun.tools.javac.code.Type;
import com.sun.tools.javac.code.Types;
import dev.bottleneck.catalog.FixText;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.checks.EagerForm.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.type.TypeKind;

/**
 * Suggested fixes, offered only where the result compiles and logs the same text: SLF4J and Log4j2
 * get a parameterized message, and an explicit toString() on a parameter is dropped wherever the
 * logger takes an Object. JUL and the loggers without parameters are deferred by {@link
 * LogMessageWrapping}.
 */
final class LogMessageFix {
  private static final String PLACEHOLDER = FixText.PLACEHOLDER;

  private LogMessageFix() {}

  static Optional<SuggestedFix> fix(
      LogCall call, List<ExpressionTree> eagerArguments, VisitorState state) {
    return switch (call.family()) {
      case SLF4J, LOG4J2 -> parameterize(call, eagerArguments, state);
      case JUL ->
          LogMessageWrapping.supplier(call, eagerArguments, state)
              .or(() -> dropToStrings(call, eagerArguments, state));
      case COMMONS_LOGGING, JBOSS ->
          dropToStrings(call, eagerArguments, state)
              .or(() -> LogMessageWrapping.guard(call, state));
      // A Kotlin API: Java code that calls it gets no rewrite.
      case KOTLIN_LOGGING -> Optional.empty();
    };
  }

  private static Optional<SuggestedFix> parameterize(
      LogCall call, List<ExpressionTree> eagerArguments, VisitorState state) {
    SuggestedFix.Builder fix = SuggestedFix.builder();
    for (ExpressionTree argument : eagerArguments) {
      Optional<String> replacement =
          call.isMessage(argument)
              ? parameterizedMessage(call, argument, state)
              : droppedToString(call, argument, state);
      if (replacement.isEmpty()) {
        return Optional.empty();
      }
      fix.replace(argument, replacement.get());
    }
    return Optional.of(fix.build());
  }

  /** {@code "a " + x} becomes {@code "a {}", x}; a trailing Throwable stays last. */
  private static Optional<String> parameterizedMessage(
      LogCall call, ExpressionTree message, VisitorState state) {
    List<? extends ExpressionTree> parameters = call.parameters();
    boolean onlyCause =
        parameters.isEmpty()
            || (!call.fluent()
                && parameters.size() == 1
                && isSubtype(ASTHelpers.getType(parameters.get(0)), "java.lang.Throwable", state));
    if (!onlyCause || (call.fluent() && !isPlainFluentLog(call))) {
      return Optional.empty();
    }
    Optional<List<Object>> parts = parts(ASTHelpers.stripParentheses(message), state);
    if (parts.isEmpty()) {
      return Optional.empty();
    }
    StringBuilder template = new StringBuilder();
    List<String> values = new ArrayList<>();
    Type last = null;
    for (Object part : parts.get()) {
      if (part instanceof String text) {
        template.append(text);
        continue;
      }
      Optional<Shown> value = parameterValue(call, (ExpressionTree) part, state);
      if (value.isEmpty() || endsWithEscape(template)) {
        return Optional.empty();
      }
      template.append(PLACEHOLDER);
      values.add(value.get().source());
      last = value.get().type();
    }
    if (parameters.isEmpty() && mayBecomeCause(call, last, state)) {
      return Optional.empty();
    }
    // A {} already in the text would take a value meant for a later placeholder.
    if (count(template.toString(), PLACEHOLDER) != values.size()) {
      return Optional.empty();
    }
    StringBuilder replacement = new StringBuilder(FixText.javaLiteral(template.toString()));
    values.forEach(value -> replacement.append(", ").append(value));
    return Optional.of(replacement.toString());
  }

  /**
   * A fluent {@code log(message)} with no {@code addArgument} before it that would shift values.
   */
  private static boolean isPlainFluentLog(LogCall call) {
    if (!ASTHelpers.getSymbol(call.tree()).getSimpleName().contentEquals(LogApis.FLUENT_LOG)) {
      return false;
    }
    for (ExpressionTree link = ASTHelpers.getReceiver(call.tree());
        link instanceof MethodInvocationTree invocation;
        link = ASTHelpers.getReceiver(invocation)) {
      if (ASTHelpers.getSymbol(invocation).getSimpleName().contentEquals(LogApis.ADD_ARGUMENT)) {
        return false;
      }
    }
    return true;
  }

  /** Literal text (String) and values (ExpressionTree) of a message, if it can be rewritten. */
  private static Optional<List<Object>> parts(ExpressionTree message, VisitorState state) {
    Optional<EagerForm> form = EagerForm.of(message, state);
    if (form.isEmpty() || form.get().tree() != message) {
      return Optional.empty();
    }
    List<Object> parts = new ArrayList<>();
    switch (form.get().kind()) {
      case CONCATENATION -> {
        for (ExpressionTree operand : EagerForm.operands(message, state)) {
          parts.add(
              operand instanceof LiteralTree literal && literal.getValue() instanceof String text
                  ? text
                  : operand);
        }
      }
      case TO_STRING -> parts.add(message);
      case FORMAT -> {
        return formatParts((MethodInvocationTree) message, state);
      }
    }
    return Optional.of(parts);
  }

  /** {@code String.format} and {@code formatted} with a literal pattern of only %s. */
  private static Optional<List<Object>> formatParts(MethodInvocationTree call, VisitorState state) {
    List<? extends ExpressionTree> arguments = call.getArguments();
    String name = ASTHelpers.getSymbol(call).getSimpleName().toString();
    ExpressionTree pattern;
    List<? extends ExpressionTree> values;
    if (LogApis.STRING_FORMATTED.named(name)) {
      pattern = ASTHelpers.getReceiver(call);
      values = arguments;
    } else if (ASTHelpers.getSymbol(call).owner.getQualifiedName().contentEquals("java.lang.String")
        && !arguments.isEmpty()) {
      pattern = arguments.get(0);
      values = arguments.subList(1, arguments.size());
    } else {
      return Optional.empty();
    }
    Object constant = pattern == null ? null : ASTHelpers.constValue(pattern);
    if (!(constant instanceof String text) || values.stream().anyMatch(v -> isArray(v))) {
      return Optional.empty();
    }
    return FixText.formatParts(text, values);
  }

  /** A value as the logger will receive it: its source and static type. */
  private record Shown(String source, Type type) {}

  /** The value a logger parameter should get: a receiver instead of its toString(). */
  private static Optional<Shown> parameterValue(
      LogCall call, ExpressionTree value, VisitorState state) {
    Optional<EagerForm> form = EagerForm.of(value, state);
    if (form.isPresent() && form.get().kind() != Kind.TO_STRING) {
      return Optional.empty();
    }
    ExpressionTree shown = value;
    String source = state.getSourceForNode(value);
    if (form.isPresent()) {
      shown = ASTHelpers.getReceiver(form.get().tree());
      source = shown == null ? "this" : state.getSourceForNode(shown);
    }
    Type type = shown == null ? null : ASTHelpers.getType(shown);
    return keepsText(call.family(), type, state)
        ? Optional.of(new Shown(source, type))
        : Optional.empty();
  }

  /**
   * SLF4J takes a Throwable in the last argument as the cause even when a placeholder was meant for
   * it, so a last value that may be one at run time would lose its text.
   */
  private static boolean mayBecomeCause(LogCall call, Type type, VisitorState state) {
    if (call.family() != Family.SLF4J || type == null || type.isPrimitive()) {
      return false;
    }
    Types types = state.getTypes();
    return types.isSubtype(state.getSymtab().throwableType, types.erasure(type));
  }

  private static Optional<String> droppedToString(
      LogCall call, ExpressionTree argument, VisitorState state) {
    Optional<EagerForm> form = EagerForm.of(argument, state);
    if (form.isEmpty()
        || form.get().kind() != Kind.TO_STRING
        || form.get().tree() != ASTHelpers.stripParentheses(argument)
        || !takesObject(call, argument, state)) {
      return Optional.empty();
    }
    List<? extends ExpressionTree> arguments = call.tree().getArguments();
    boolean isLast = arguments.get(arguments.size() - 1) == argument;
    return parameterValue(call, form.get().tree(), state)
        .filter(shown -> !(isLast && mayBecomeCause(call, shown.type(), state)))
        .map(Shown::source);
  }

  private static Optional<SuggestedFix> dropToStrings(
      LogCall call, List<ExpressionTree> eagerArguments, VisitorState state) {
    SuggestedFix.Builder fix = SuggestedFix.builder();
    for (ExpressionTree argument : eagerArguments) {
      Optional<String> replacement = droppedToString(call, argument, state);
      if (replacement.isEmpty()) {
        return Optional.empty();
      }
      fix.replace(argument, replacement.get());
    }
    return Optional.of(fix.build());
  }

  /** The declared parameter at the argument's position is Object, so any receiver fits. */
  private static boolean takesObject(LogCall call, ExpressionTree argument, VisitorState state) {
    MethodSymbol method = ASTHelpers.getSymbol(call.tree());
    List<VarSymbol> parameters = method.getParameters();
    int index = call.tree().getArguments().indexOf(argument);
    Type declared;
    if (method.isVarArgs() && index >= parameters.size() - 1) {
      declared = state.getTypes().elemtype(parameters.get(parameters.size() - 1).type);
    } else {
      declared = parameters.get(index).type;
    }
    return declared != null && ASTHelpers.isSameType(declared, state.getSymtab().objectType, state);
  }

  private static boolean keepsText(Family family, Type type, VisitorState state) {
    if (type == null) {
      return true;
    }
    // A null literal would pick the Throwable overload.
    if (type.getKind() == TypeKind.ARRAY || type.getKind() == TypeKind.NULL) {
      return false;
    }
    List<String> reinterpreted = new ArrayList<>(LogApis.REINTERPRETED_ARGUMENTS);
    reinterpreted.addAll(family.ownFormatting());
    return reinterpreted.stream().noneMatch(name -> isSubtype(type, name, state));
  }

  private static boolean isArray(ExpressionTree tree) {
    Type type = ASTHelpers.getType(tree);
    return type != null && type.getKind() == TypeKind.ARRAY;
  }

  static boolean isSubtype(Type type, String name, VisitorState state) {
    Type other = state.getTypeFromString(name);
    return type != null
        && other != null
        && ASTHelpers.isSubtype(
            state.getTypes().erasure(type), state.getTypes().erasure(other), state);
  }

  /** SLF4J and Log4j2 read a backslash before {} as an escape. */
  private static boolean endsWithEscape(CharSequence template) {
    return template.length() > 0 && template.charAt(template.length() - 1) == '\\';
  }

  private static int count(String text, String part) {
    int count = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + part.length())) {
      count++;
    }
    return count;
  }
}
