package dev.bottleneck.cli;

import dev.bottleneck.maven.frontend.FrontEnd;
import java.util.Locale;

/**
 * The command's words: each of the plugin's parameters is an option of the same name in kebab case
 * ({@code baselineFile} is {@code --baseline-file}), each goal a subcommand.
 */
final class CommandWords implements FrontEnd {
  static final CommandWords INSTANCE = new CommandWords();

  private CommandWords() {}

  /**
   * The option of a plugin parameter: {@code failOnParseError} is {@code --fail-on-parse-error}.
   */
  static String option(String parameter) {
    return "--" + parameter.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
  }

  @Override
  public String name(String parameter) {
    return option(parameter);
  }

  @Override
  public String setting(String parameter) {
    return option(parameter);
  }

  @Override
  public String parameter(String parameter) {
    return option(parameter) + " option";
  }

  @Override
  public String command(String goal) {
    return "bottleneck " + goal;
  }

  @Override
  public String encodingSetting() {
    return "--encoding";
  }

  @Override
  public String guidePage() {
    return "../command-line.html";
  }
}
