package dev.bottleneck.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The version of the command and the language server, written into {@code version.properties} by
 * the build.
 */
public final class Version implements IVersionProvider {
  private static final String VERSION = load();

  public static String get() {
    return VERSION;
  }

  @Override
  public String[] getVersion() {
    return new String[] {
      "bottleneck " + VERSION,
      "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.home") + ")"
    };
  }

  private static String load() {
    try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
      Properties properties = new Properties();
      if (in != null) {
        properties.load(in);
      }
      return properties.getProperty("version", "unknown");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
