package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.SeverityLevel.ERROR;

import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.CompilationUnitTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.tools.javac.util.Context;
import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.LocalPages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.RuleOption;
import dev.bottleneck.catalog.RuleOptions;
import java.util.Set;
import java.util.TreeSet;

/**
 * What every bottleneck check shares: its docs link follows {@code -XepOpt:Bottleneck:DocsBaseUrl},
 * so a team that hosts the rule pages itself gets working links in every diagnostic. Without the
 * flag it links the pages this build ships, installed on the machine as the other engines install
 * them ({@link LocalPages}); where they cannot be written it links the site's future address
 * silently, since a check speaks only through diagnostics. A bad value, or a flag that misspells
 * one of ours (Error Prone ignores flags nobody reads, so {@code -XepOpt:eagerlogmessage:Levels}
 * would silently do nothing), is one error diagnostic per compilation, on its first file, whichever
 * check meets it first; an exception out of the constructor would read as a compiler crash.
 */
abstract class RuleChecker extends BugChecker implements CompilationUnitTreeMatcher {
  private static final long serialVersionUID = 1L;

  /** Marks the compilation whose bad settings were reported, so that one check reports them. */
  private static final Context.Key<Boolean> DOCS_ERROR_REPORTED = new Context.Key<>();

  private final String link;

  /** The error text for a bad docs base URL or a misspelled flag, or null. */
  private final String docsError;

  /** The error text for a bad value of this check's option, or null. */
  private String optionError;

  private transient boolean optionErrorReported;

  RuleChecker(Rule rule, ErrorProneFlags flags) {
    DocsLinks docs = DocsLinks.SITE;
    String error = null;
    try {
      docs =
          DocsLinks.parse(flags.get(DocsLinks.FLAG).orElse(null), DocsLinks.FLAG_SETTING)
              .orElseGet(() -> LocalPages.links(problem -> {}));
    } catch (IllegalArgumentException bad) {
      error = bad.getMessage();
    }
    this.link = docs.page(rule);
    this.docsError = error != null ? error : misspelledFlag(flags.getFlagsMap().keySet());
  }

  /**
   * The error for the first flag that names one of ours in another case, or a rule id a few letters
   * off; null when there is none. Flags of other checks are left alone.
   */
  private static String misspelledFlag(Set<String> keys) {
    Set<String> ours = new TreeSet<>();
    ours.add(DocsLinks.FLAG);
    RuleOptions.ALL.forEach(option -> ours.add(option.key()));
    for (String key : new TreeSet<>(keys)) {
      if (ours.contains(key)) {
        continue;
      }
      String meant = ours.stream().filter(key::equalsIgnoreCase).findFirst().orElse(null);
      int colon = key.indexOf(':');
      if (meant == null && colon > 0 && Rule.find(key.substring(0, colon)).isEmpty()) {
        meant =
            Rule.closest(key.substring(0, colon))
                .map(rule -> rule.id() + key.substring(colon))
                .orElse(null);
      }
      if (meant != null) {
        return "-XepOpt:"
            + key
            + " is not a bottleneck flag and does nothing (did you mean -XepOpt:"
            + meant
            + "?); flag names are case-sensitive";
      }
    }
    return null;
  }

  @Override
  public final String linkUrl() {
    return link;
  }

  /**
   * The value of one of this check's options, or {@code whenBad} for a bad value, which is then
   * reported once, as an error on the first file, by {@link #matchCompilationUnit}.
   */
  final <T> T option(RuleOption<T> option, ErrorProneFlags flags, T whenBad) {
    RuleOption.Parsed<T> parsed = option.parse(flags.get(option.key()).orElse(null));
    parsed.error().ifPresent(error -> optionError = error);
    return parsed.value().orElse(whenBad);
  }

  @Override
  public Description matchCompilationUnit(CompilationUnitTree tree, VisitorState state) {
    if (optionError != null && !optionErrorReported) {
      optionErrorReported = true;
      state.reportMatch(
          buildDescription(tree).setMessage(optionError).overrideSeverity(ERROR).build());
    }
    if (docsError == null || state.context.get(DOCS_ERROR_REPORTED) != null) {
      return Description.NO_MATCH;
    }
    state.context.put(DOCS_ERROR_REPORTED, Boolean.TRUE);
    return buildDescription(tree).setMessage(docsError).overrideSeverity(ERROR).build();
  }
}
