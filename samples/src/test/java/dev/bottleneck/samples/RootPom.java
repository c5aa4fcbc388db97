package dev.bottleneck.samples;

import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The root pom's version and properties, which the docs must repeat exactly. */
final class RootPom {
  private static final Path POM = Path.of("..", "pom.xml");
  private static final Pattern VERSION =
      Pattern.compile("<artifactId>bottleneck-parent</artifactId>\\s*<version>([^<]+)</version>");

  private RootPom() {}

  /** The version the build produces, such as {@code 0.1.0-SNAPSHOT}. */
  static String version() {
    return find(VERSION, "the project <version> after <artifactId>bottleneck-parent</artifactId>");
  }

  /** The default value of a property, before any profile changes it. */
  static String property(String name) {
    return find(
        Pattern.compile("<" + Pattern.quote(name) + ">([^<]+)</" + Pattern.quote(name) + ">"),
        "the property <" + name + ">");
  }

  private static String find(Pattern pattern, String what) {
    Matcher matcher = pattern.matcher(String.join("\n", GeneratedBlock.lines(POM)));
    return matcher.find() ? matcher.group(1) : fail("%s lacks %s", POM.normalize(), what);
  }
}
