package dev.bottleneck.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The documentation site as this build ships it: the build renders every page of {@code
 * src/site/markdown} to self-contained HTML into the catalog jar, and an engine that runs on the
 * user's machine copies them to a folder there, {@code $XDG_CACHE_HOME/bottleneck/<version>/} (or
 * {@code ~/.cache/bottleneck/<version>/}), so that the default docs link of a finding, {@code
 * file:.../rules/<RuleId>.html}, opens the page of the version that reported it, with no server.
 * The copy is made once per process and only when the folder does not hold this build's pages (a
 * digest of them marks a whole copy); each file is written to a temporary name and moved into
 * place, so that concurrent builds and a reader see whole pages only. Where the folder cannot be
 * written, links point to {@link DocsLinks#SITE} and the engine says so once.
 */
public final class LocalPages {
  /** Where the build puts the rendered pages, on the class path. */
  static final String PACKED = "/dev/bottleneck/catalog/pages/";

  /**
   * The packed index: {@code version}, {@code digest} and the relative paths of the {@code pages}.
   */
  static final String INDEX = "pages.properties";

  /** The file of an installed folder that holds the digest of the pages it holds, written last. */
  static final String STAMP = ".digest";

  /** The folder of the rule pages, under the installed folder. */
  static final String RULES = "rules/";

  private static final Object LOCK = new Object();
  private static final AtomicBoolean WARNED = new AtomicBoolean();
  private static Installed installed;

  private LocalPages() {}

  /**
   * What installing gave.
   *
   * @param links the installed rule pages, or {@link DocsLinks#SITE} when they could not be
   * @param problem why they could not be, a sentence without a trailing period
   */
  record Installed(DocsLinks links, Optional<String> problem) {}

  /**
   * Links to the rule pages installed on this machine, installed at the first call in this process.
   * When they cannot be, the links point to {@link DocsLinks#SITE}, and {@code warn} receives why
   * (once in this process): a sentence to which the caller adds how to set its docs base.
   */
  public static DocsLinks links(Consumer<String> warn) {
    Installed result;
    synchronized (LOCK) {
      if (installed == null) {
        installed = install(cacheRoot(System.getenv(), System.getProperty("user.home")));
      }
      result = installed;
    }
    result.problem().filter(problem -> WARNED.compareAndSet(false, true)).ifPresent(warn);
    return result.links();
  }

  /**
   * The folder the pages are installed under: {@code $XDG_CACHE_HOME} when it is an absolute path
   * (the XDG base directory rules ignore a relative one), else {@code .cache} in the user's home.
   */
  static Optional<Path> cacheRoot(Map<String, String> environment, String userHome) {
    try {
      String xdg = environment.get("XDG_CACHE_HOME");
      if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
        return Optional.of(Path.of(xdg));
      }
      if (userHome == null || userHome.isBlank() || userHome.equals("?")) {
        return Optional.empty();
      }
      return Optional.of(Path.of(userHome, ".cache"));
    } catch (InvalidPathException e) {
      return Optional.empty();
    }
  }

  /** Installs the packed pages under {@code cacheRoot}, unless the folder holds them already. */
  static Installed install(Optional<Path> cacheRoot) {
    Optional<Properties> index = index();
    if (index.isEmpty()) {
      return fallback("this build of bottleneck holds no rule pages");
    }
    if (cacheRoot.isEmpty()) {
      return fallback("there is no home folder nor XDG_CACHE_HOME to install the rule pages in");
    }
    String version = index.get().getProperty("version");
    Path folder = cacheRoot.get().resolve("bottleneck").resolve(version);
    try {
      String digest = index.get().getProperty("digest");
      Path stamp = folder.resolve(STAMP);
      if (!Files.isRegularFile(stamp) || !Files.readString(stamp).equals(digest)) {
        for (String page : pages(index.get())) {
          AtomicWrite.write(folder.resolve(page), packed(page));
        }
        AtomicWrite.write(stamp, digest.getBytes(StandardCharsets.UTF_8));
      }
      return new Installed(new DocsLinks(folderUri(folder.resolve(RULES))), Optional.empty());
    } catch (IOException | UncheckedIOException | InvalidPathException e) {
      return fallback("cannot install the rule pages in " + folder + " (" + e + ")");
    }
  }

  private static Installed fallback(String why) {
    return new Installed(
        DocsLinks.SITE,
        Optional.of(
            why + "; docs links point to " + Rule.DOCS_BASE_URL + ", which serves none yet"));
  }

  /** The packed index, or empty when the build packed no pages (its tests were not compiled). */
  static Optional<Properties> index() {
    try (InputStream in = LocalPages.class.getResourceAsStream(PACKED + INDEX)) {
      if (in == null) {
        return Optional.empty();
      }
      Properties index = new Properties();
      index.load(in);
      return Optional.of(index);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the index of the packed pages", e);
    }
  }

  static List<String> pages(Properties index) {
    return Arrays.stream(index.getProperty("pages", "").split(","))
        .filter(page -> !page.isEmpty())
        .toList();
  }

  /** A packed page's bytes. */
  static byte[] packed(String page) {
    try (InputStream in = LocalPages.class.getResourceAsStream(PACKED + page)) {
      if (in == null) {
        throw new UncheckedIOException(new IOException("the page " + page + " is not packed"));
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the packed page " + page, e);
    }
  }

  /** The folder's {@code file:} URI, ending with {@code /} whether or not it exists. */
  private static URI folderUri(Path folder) {
    String uri = folder.toAbsolutePath().toUri().toString();
    return URI.create(uri.endsWith("/") ? uri : uri + "/");
  }
}
