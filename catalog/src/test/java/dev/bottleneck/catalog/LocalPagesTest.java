package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class LocalPagesTest {
  private static final String VERSION = LocalPages.index().orElseThrow().getProperty("version");

  @Test
  void installsEveryPageUnderTheVersionAndLinksTheRulePages(@TempDir Path cache)
      throws IOException {
    LocalPages.Installed installed = LocalPages.install(Optional.of(cache));

    Path folder = cache.resolve("bottleneck").resolve(VERSION);
    assertThat(installed.problem()).isEmpty();
    assertThat(installed.links().page(Rule.OBJECT_MAPPER_PER_CALL))
        .isEqualTo(folder.resolve("rules/ObjectMapperPerCall.html").toUri().toString());
    for (String page : LocalPages.pages(LocalPages.index().orElseThrow())) {
      assertThat(Files.readAllBytes(folder.resolve(page))).isEqualTo(LocalPages.packed(page));
    }
    assertThat(installed.links().resolve("../archunit.html#Suppression"))
        .contains(folder.resolve("archunit.html").toUri() + "#Suppression");
    try (Stream<Path> files = Files.list(folder.resolve("rules"))) {
      assertThat(files).allMatch(file -> file.toString().endsWith(".html"));
    }
  }

  @Test
  void aWholeCopyIsLeftAloneAndAStaleOneIsReplaced(@TempDir Path cache) throws IOException {
    LocalPages.install(Optional.of(cache));
    Path page = cache.resolve("bottleneck").resolve(VERSION).resolve("rules/AntPathMatcher.html");
    Files.writeString(page, "edited");
    LocalPages.install(Optional.of(cache));
    assertThat(page).hasContent("edited");

    Files.writeString(page.resolveSibling("../" + LocalPages.STAMP), "an older build");
    LocalPages.install(Optional.of(cache));
    assertThat(Files.readAllBytes(page)).isEqualTo(LocalPages.packed("rules/AntPathMatcher.html"));
  }

  @Test
  void pagesAreReadableAsTheUmaskSays(@TempDir Path cache) throws IOException {
    LocalPages.install(Optional.of(cache));
    Path page = cache.resolve("bottleneck").resolve(VERSION).resolve("index.html");
    if (Files.getFileStore(page).supportsFileAttributeView("posix")) {
      // The temporary file is created with the default permissions, never -rw------- alone.
      Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(page);
      Path plain = Files.writeString(cache.resolve("plain"), "x", StandardCharsets.UTF_8);
      assertThat(permissions).isEqualTo(Files.getPosixFilePermissions(plain));
    }
  }

  @Test
  void aFolderThatCannotBeWrittenFallsBackToTheSiteAndSaysWhy(@TempDir Path cache)
      throws IOException {
    Path file = Files.writeString(cache.resolve("a-file"), "not a folder");

    LocalPages.Installed installed = LocalPages.install(Optional.of(file));

    assertThat(installed.links()).isEqualTo(DocsLinks.SITE);
    assertThat(installed.problem().orElseThrow())
        .startsWith("cannot install the rule pages in " + file.resolve("bottleneck"))
        .endsWith("; docs links point to https://bottleneck.dev/rules/, which serves none yet");
    assertThat(LocalPages.install(Optional.empty()).problem().orElseThrow())
        .startsWith("there is no home folder nor XDG_CACHE_HOME to install the rule pages in;");
  }

  @Test
  void theCacheIsXdgCacheHomeWhenAbsoluteElseDotCacheInTheHome() {
    assertThat(LocalPages.cacheRoot(Map.of("XDG_CACHE_HOME", "/var/cache/u"), "/home/u"))
        .contains(Path.of("/var/cache/u"));
    assertThat(LocalPages.cacheRoot(Map.of("XDG_CACHE_HOME", "relative"), "/home/u"))
        .contains(Path.of("/home/u", ".cache"));
    assertThat(LocalPages.cacheRoot(Map.of(), "/home/u")).contains(Path.of("/home/u", ".cache"));
    assertThat(LocalPages.cacheRoot(Map.of(), "?")).isEmpty();
    assertThat(LocalPages.cacheRoot(Map.of(), null)).isEmpty();
  }
}
