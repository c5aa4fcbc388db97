package dev.bottleneck.maven.frontend;

/**
 * The words of one front end: a message that says "set bottleneck.threads" to a Maven user says
 * "set --threads" to a user of the command. Every setting is named here by the plugin's parameter
 * name ({@code threads}, {@code baselineFile}); each front end spells it its own way.
 */
public interface FrontEnd {
  /** The Maven plugin's words: parameters, their user properties and {@code mvn} goals. */
  FrontEnd MAVEN = new Maven();

  /**
   * The setting as a message names it on its own, e.g. {@code failOnParseError} or {@code
   * --fail-on-parse-error}.
   */
  String name(String parameter);

  /**
   * The setting as the user sets it, to be followed by a value, e.g. {@code bottleneck.threads} or
   * {@code --threads}.
   */
  String setting(String parameter);

  /**
   * The setting as advice names it, e.g. {@code outputDirectory parameter} or {@code
   * --output-directory option}.
   */
  String parameter(String parameter);

  /** The command that runs one goal, e.g. {@code mvn bottleneck:baseline}. */
  String command(String goal);

  /** Where the encoding of Java sources is set, for a file that is not valid in it. */
  String encodingSetting();

  /**
   * The front end's guide, relative to the folder of the rule pages, e.g. {@code
   * ../maven-plugin.html}.
   */
  String guidePage();

  /** The Maven plugin's words. */
  final class Maven implements FrontEnd {
    private Maven() {}

    @Override
    public String name(String parameter) {
      return parameter;
    }

    @Override
    public String setting(String parameter) {
      return "bottleneck." + parameter;
    }

    @Override
    public String parameter(String parameter) {
      return parameter + " parameter";
    }

    @Override
    public String command(String goal) {
      return "mvn bottleneck:" + goal;
    }

    @Override
    public String encodingSetting() {
      return "project.build.sourceEncoding (or bottleneck.encoding)";
    }

    @Override
    public String guidePage() {
      return "../maven-plugin.html";
    }
  }
}
