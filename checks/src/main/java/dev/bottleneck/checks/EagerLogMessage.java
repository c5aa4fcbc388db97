package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
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
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.checks.EagerLogMessageCall.Level;
import dev.bottleneck.checks.EagerLogMessageForm.Kind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.inject.Inject;

/**
 * Flags log calls at usually disabled levels whose message is built before the logger checks the
 * level: string concatenation, {@code String.format}, {@code formatted}, {@code
 * MessageFormat.format} and explicit {@code toString()} calls run, allocate and are thrown away on
 * every call while debug logging is off.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.EAGER_LOG_MESSAGE,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "EagerLogMessage.html",
    tags = StandardTags.PERFORMANCE)
public final class EagerLogMessage extends BugChecker implements MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  /**
   * Comma-separated level names to flag, e.g. {@code -XepOpt:EagerLogMessage:Levels=trace,debug}.
   */
  static final String LEVELS_FLAG = "EagerLogMessage:Levels";

  /** warn, error and above are usually on: there a parameterized message costs the same. */
  private static final Set<Level> DEFAULT_LEVELS =
      EnumSet.of(
          Level.TRACE,
          Level.DEBUG,
          Level.INFO,
          Level.FINEST,
          Level.FINER,
          Level.FINE,
          Level.CONFIG);

  private final Set<Level> levels;

  public EagerLogMessage() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public EagerLogMessage(ErrorProneFlags flags) {
    this.levels = flags.get(LEVELS_FLAG).map(EagerLogMessage::parseLevels).orElse(DEFAULT_LEVELS);
  }

  private static Set<Level> parseLevels(String value) {
    if (value.isBlank()) {
      throw new IllegalArgumentException(
          "-XepOpt:"
              + LEVELS_FLAG
              + " names no level; list levels such as trace,debug, or turn the check off with"
              + " -Xep:EagerLogMessage:OFF");
    }
    Set<Level> parsed = EnumSet.noneOf(Level.class);
    for (String name : value.split(",", -1)) {
      parsed.add(
          Level.named(name.trim().toLowerCase(Locale.ROOT))
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "-XepOpt:"
                              + LEVELS_FLAG
                              + "="
                              + value
                              + " names unknown level '"
                              + name.trim()
                              + "'; valid levels are "
                              + Level.ids())));
    }
    return parsed;
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    Optional<EagerLogMessageCall> found = EagerLogMessageCall.of(tree, state);
    if (found.isEmpty() || !levels.contains(found.get().level())) {
      return Description.NO_MATCH;
    }
    EagerLogMessageCall call = found.get();
    List<ExpressionTree> eagerArguments = new ArrayList<>();
    EagerLogMessageForm first = null;
    for (ExpressionTree argument : tree.getArguments()) {
      Optional<EagerLogMessageForm> form = EagerLogMessageForm.of(argument, state);
      if (form.isPresent()) {
        eagerArguments.add(argument);
        first = first == null ? form.get() : first;
      }
    }
    if (first == null || EagerLogMessageGuards.isGuarded(call, state)) {
      return Description.NO_MATCH;
    }
    boolean inMessage = call.isMessage(eagerArguments.get(0));
    Description.Builder description =
        buildDescription(first.tree()).setMessage(message(call, first, inMessage));
    Optional<SuggestedFix> fix = EagerLogMessageFixes.fix(call, eagerArguments, state);
    fix.ifPresent(description::addFix);
    return description.build();
  }

  private static String message(
      EagerLogMessageCall call, EagerLogMessageForm form, boolean inMessage) {
    String level = call.level().id();
    String where =
        inMessage
            ? " builds this " + level + " message"
            : " in a parameter of this " + level + " call runs";
    return form.construct()
        + where
        + " even when "
        + level
        + " logging is off; "
        + remedy(call, form, inMessage);
  }

  private static String remedy(
      EagerLogMessageCall call, EagerLogMessageForm form, boolean inMessage) {
    if (form.kind() == Kind.TO_STRING && !inMessage) {
      return "pass the object itself: the logger calls toString() only when it writes the message";
    }
    String guard = "guard the call with " + guardName(call);
    return switch (call.family()) {
      case SLF4J, LOG4J2 -> {
        if (call.fluent()) {
          yield "use {} placeholders with addArgument(...), or pass a Supplier";
        }
        yield inMessage
            ? "let the logger format it: a message with {} placeholders, the values as parameters"
            : "pass the values as separate parameters, or " + guard;
      }
      case JUL -> inMessage ? "pass a Supplier lambda (() -> ...) instead of the string" : guard;
      case COMMONS_LOGGING -> guard;
      case JBOSS ->
          "use " + level(call) + "f(...) or " + level(call) + "v(...) with parameters, or " + guard;
    };
  }

  private static String guardName(EagerLogMessageCall call) {
    String level = level(call);
    return switch (call.family()) {
      case JUL -> "isLoggable(Level." + level.toUpperCase(Locale.ROOT) + ")";
      case JBOSS ->
          Set.of("trace", "debug", "info").contains(level)
              ? capitalizedGuard(level)
              : "isEnabled(Level." + level.toUpperCase(Locale.ROOT) + ")";
      default -> capitalizedGuard(level);
    };
  }

  private static String capitalizedGuard(String level) {
    return "is" + Character.toUpperCase(level.charAt(0)) + level.substring(1) + "Enabled()";
  }

  private static String level(EagerLogMessageCall call) {
    return call.level().id();
  }
}
