package dev.bottleneck.maven.run;

import dev.bottleneck.catalog.DocsLinks;
import dev.bottleneck.catalog.LocalPages;
import dev.bottleneck.maven.engine.RuleSelection;
import dev.bottleneck.maven.frontend.FrontEnd;
import dev.bottleneck.maven.policy.FailPolicy;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.List;
import java.util.Optional;

/**
 * The settings of a run, checked: each bad value stops the run with a message that names it in the
 * front end's words and says what to write instead.
 *
 * @param parameters the values as the user gave them
 * @param rules which rules run and their options
 * @param since the git ref whose changes the run keeps to, if any
 * @param encoding how Java sources are read
 * @param docs where the docs links of the console, the annotations and an editor point: the
 *     configured base, else the pages installed on this machine ({@link LocalPages})
 * @param threads how many Java files are analyzed at once, at most the available processors
 * @param words how messages name settings and commands
 */
public record Settings(
    Parameters parameters,
    RuleSelection rules,
    Optional<String> since,
    Charset encoding,
    DocsLinks docs,
    int threads,
    FrontEnd words) {

  /**
   * Checks the parameters. A thread count above the available processors is lowered to them with a
   * warning: past them, more threads only cost memory.
   *
   * @throws RunException naming the first bad value and how to write it
   */
  public static Settings read(Parameters parameters, FrontEnd words, Log log) throws RunException {
    DocsLinks docs = docs(parameters.docsBaseUrl(), words, log);
    RuleSelection rules = rules(parameters.rules(), docs, words);
    String since = parameters.since();
    return new Settings(
        parameters,
        rules,
        since == null || since.isBlank() ? Optional.empty() : Optional.of(since.strip()),
        encoding(parameters.encoding(), words),
        docs,
        threads(parameters.threads(), words, log),
        words);
  }

  public List<String> includes() {
    return parameters.includes();
  }

  public List<String> excludes() {
    return parameters.excludes();
  }

  public boolean includeTests() {
    return parameters.includeTests();
  }

  public FailPolicy failPolicy() {
    return new FailPolicy(parameters.failOnParseError(), words);
  }

  /**
   * Where a report read on other machines links (SARIF, GitHub annotations): the configured base,
   * or no address at all, since the installed pages are a path on this machine.
   */
  public DocsLinks sharedDocs() {
    String configured = parameters.docsBaseUrl();
    return configured == null || configured.isBlank() ? DocsLinks.NONE : docs;
  }

  private static DocsLinks docs(String docsBaseUrl, FrontEnd words, Log log) throws RunException {
    String setting = words.setting("docsBaseUrl");
    try {
      return DocsLinks.parse(docsBaseUrl, setting)
          .orElseGet(
              () ->
                  LocalPages.links(
                      problem ->
                          log.warn(
                              "bottleneck: "
                                  + problem
                                  + "; set "
                                  + setting
                                  + " to the address of your own copy of the pages")));
    } catch (IllegalArgumentException e) {
      throw new RunException(e.getMessage(), e);
    }
  }

  private static RuleSelection rules(String rules, DocsLinks docs, FrontEnd words)
      throws RunException {
    try {
      return RuleSelection.parse(rules);
    } catch (IllegalArgumentException e) {
      throw new RunException(
          "Invalid bottleneck "
              + words.parameter("rules")
              + " ("
              + e.getMessage()
              + "); see "
              + docs.resolve(words.guidePage()).orElseThrow(),
          e);
    }
  }

  private static Charset encoding(String encoding, FrontEnd words) throws RunException {
    try {
      return Charset.forName(encoding.trim());
    } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
      throw new RunException(
          "Unknown source encoding '"
              + encoding
              + "'; set "
              + words.encodingSetting()
              + " to a Java charset name such as UTF-8",
          e);
    }
  }

  private static int threads(Integer threads, FrontEnd words, Log log) throws RunException {
    int processors = Runtime.getRuntime().availableProcessors();
    if (threads == null) {
      return processors;
    }
    if (threads < 1) {
      throw new RunException(
          words.setting("threads")
              + " is "
              + threads
              + "; set it to 1 or more, or leave it out to use every available processor");
    }
    if (threads > processors) {
      // Each thread keeps its own caches and reserves a deep stack: past the processors, more
      // threads only cost memory (100,000 of them filled a 6 GB heap and never finished).
      log.warn(
          "bottleneck: "
              + words.setting("threads")
              + " is "
              + threads
              + ", more than the "
              + processors
              + " available processors; analyzing on "
              + processors);
      return processors;
    }
    return threads;
  }
}
