package dev.bottleneck.maven.config;

import java.nio.file.Path;

/** A configuration file that does not parse; the message names the file, the line and the fix. */
public final class ConfigFileException extends Exception {
  public ConfigFileException(Path file, int line, int column, String problem) {
    super(
        file
            + ":["
            + line
            + ","
            + column
            + "] does not parse as YAML: "
            + problem
            + "; fix the YAML syntax there or exclude the file with the excludes parameter");
  }
}
