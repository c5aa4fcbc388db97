package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.ERROR;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.fixes.SuggestedFix;
import com.google.errorprone.matchers.Description;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.RuleOption;
import dev.bottleneck.catalog.RuleOptions;
import dev.bottleneck.catalog.facts.LogLevel;
import dev.bottleneck.checks.EagerForm.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.inject.Inject;

/**
 * Flags log calls at usually disabled levels whose message is built before the logger checks the
 * level: string concatenation, {@code String.format}, {@code formatted}, {@code
 * MessageFormat.format} and explicit {@code toString()} calls run, allocate and are thrown away on
 * every call while debug logging is off; an argument that serializes an object ({@code
 * writeValueAsString}, {@code toJSONString}) runs even as the value of a placeholder.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.EAGER_LOG_MESSAGE,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "EagerLogMessage.html",
    tags = StandardTags.PERFORMANCE)
public final class EagerLogMessage extends RuleChecker implements MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final RuleOption<Set<LogLevel>> LEVELS = RuleOptions.EAGER_LOG_MESSAGE_LEVELS;

  private final Set<LogLevel> levels;

  /** The error text for a bad option value, reported once per compilation instead of findings. */
  private final String optionError;

  private transient boolean optionErrorReported;

  public EagerLogMessage() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public EagerLogMessage(ErrorProneFlags flags) {
    super(Rule.EAGER_LOG_MESSAGE, flags);
    RuleOption.Parsed<Set<LogLevel>> parsed = LEVELS.parse(flags.get(LEVELS.key()).orElse(null));
    this.levels = parsed.value().orElse(Set.of());
    this.optionError = parsed.error().orElse(null);
  }

  /**
   * A bad option value is one error diagnostic, reported on the first file of the compilation: an
   * exception out of the constructor would read as a compiler crash with a long trace.
   */
  @Override
  public Description matchCompilationUnit(CompilationUnitTree tree, VisitorState state) {
    if (optionError != null && !optionErrorReported) {
      optionErrorReported = true;
      state.reportMatch(
          buildDescription(tree).setMessage(optionError).overrideSeverity(ERROR).build());
    }
    return super.matchCompilationUnit(tree, state);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    Optional<LogCall> found = LogCall.of(tree, state);
    if (found.isEmpty() || !levels.contains(found.get().level())) {
      return Description.NO_MATCH;
    }
    LogCall call = found.get();
    Optional<EagerForm> serialization =
        tree.getArguments().stream()
            .map(argument -> EagerForm.serialization(argument, state))
            .flatMap(Optional::stream)
            .findFirst();
    if (serialization.isPresent()) {
      return describeSerialization(call, serialization.get(), state);
    }
    List<ExpressionTree> eagerArguments = new ArrayList<>();
    EagerForm first = null;
    for (ExpressionTree argument : tree.getArguments()) {
      Optional<EagerForm> form = EagerForm.of(argument, state);
      if (form.isPresent()) {
        eagerArguments.add(argument);
        first = first == null ? form.get() : first;
      }
    }
    // A message built once, in start-up code or another run-once place, costs nothing per call.
    if (first == null
        || LogGuards.isGuarded(call, state)
        || RunsOnce.runsOnce(state.getPath(), state)) {
      return Description.NO_MATCH;
    }
    boolean inMessage = call.isMessage(eagerArguments.get(0));
    Description.Builder description =
        buildDescription(first.tree())
            .setMessage(
                Messages.eagerLogMessage(
                    first.construct(),
                    call.family(),
                    call.level(),
                    inMessage,
                    call.fluent(),
                    first.kind() == Kind.TO_STRING));
    Optional<SuggestedFix> fix = LogMessageFix.fix(call, eagerArguments, state);
    fix.ifPresent(description::addFix);
    return description.build();
  }

  /**
   * A placeholder does not defer a serialization, so the only fix is a guard around the statement
   * (a lambda would not compile around Jackson's checked exception).
   */
  private Description describeSerialization(LogCall call, EagerForm form, VisitorState state) {
    if (LogGuards.isGuarded(call, state) || RunsOnce.runsOnce(state.getPath(), state)) {
      return Description.NO_MATCH;
    }
    Description.Builder description =
        buildDescription(form.tree())
            .setMessage(
                Messages.eagerLogSerialization(
                    form.construct(), call.family(), call.level(), call.fluent()));
    LogMessageWrapping.guard(call, state).ifPresent(description::addFix);
    return description.build();
  }
}
