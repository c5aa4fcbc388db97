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
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.facts.PerCallCreations;
import javax.inject.Inject;

/**
 * Flags an HTTP client built where code runs per call: Spring {@code RestTemplate}, {@code
 * RestClient} and {@code WebClient}, the JDK {@code HttpClient}, Apache HttpClient 4 and 5, OkHttp,
 * CXF and JAX-RS clients. Each new client repeats its set-up, and one with its own connection pool
 * opens a new connection per call. Clients derived from a shared one ({@code
 * okHttpClient.newBuilder()}, {@code webClient.mutate()}, {@code RestClient.create(restTemplate)})
 * share its pool and are not creations.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.HTTP_CLIENT_PER_CALL,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "HttpClientPerCall.html",
    tags = StandardTags.PERFORMANCE)
public final class HttpClientPerCall extends RuleChecker
    implements NewClassTreeMatcher, MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  private static final Creations CLIENT = Creations.of(PerCallCreations.HTTP_CLIENT);

  public HttpClientPerCall() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public HttpClientPerCall(ErrorProneFlags flags) {
    super(Rule.HTTP_CLIENT_PER_CALL, flags);
  }

  @Override
  public Description matchNewClass(NewClassTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, CLIENT, state);
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    return PerCallCreation.match(this, tree, CLIENT, state);
  }
}
