package dev.bottleneck.maven.it;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A JDK installed beside the one running the build, found as CI finds it: the siblings of this
 * JDK's home that hold {@code bin/javac}, read by the feature version in their {@code release}
 * file. Never a folder name written down.
 */
public final class NewerJdk {
  private static final Pattern VERSION = Pattern.compile("(?m)^JAVA_VERSION=\"(\\d+)");

  private NewerJdk() {}

  /** The newest JDK beside this one whose feature version is at least {@code minimum}, or null. */
  public static File besideThisOne(int minimum) throws IOException {
    Path home = Path.of(System.getProperty("java.home")).toRealPath();
    Path folder = home.getParent();
    if (folder == null) {
      return null;
    }
    try (Stream<Path> siblings = Files.list(folder)) {
      List<Path> homes = siblings.filter(sibling -> !isSame(sibling, home)).toList();
      return homes.stream()
          .filter(sibling -> Files.isExecutable(sibling.resolve("bin/javac")))
          .filter(sibling -> feature(sibling).orElse(0) >= minimum)
          .max(Comparator.comparingInt(sibling -> feature(sibling).orElse(0)))
          .map(Path::toFile)
          .orElse(null);
    }
  }

  private static boolean isSame(Path sibling, Path home) {
    try {
      return sibling.toRealPath().equals(home);
    } catch (IOException e) {
      return true;
    }
  }

  private static Optional<Integer> feature(Path home) {
    try {
      Matcher matcher = VERSION.matcher(Files.readString(home.resolve("release")));
      return matcher.find() ? Optional.of(Integer.parseInt(matcher.group(1))) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
