package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.maven.types.StoredListings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The poms that every module's execution reads are kept for the JVM while their files keep the
 * attributes they were read with: the texts below keep their length, so only the modification time
 * tells them apart.
 */
final class BuildPomsTest {
  private static final String WAR =
      "<project><artifactId>web</artifactId><packaging>war</packaging></project>";
  private static final String JAR =
      "<project><artifactId>web</artifactId><packaging>jar</packaging></project>";

  @TempDir Path module;

  private void writePom(String text, Instant modified) throws IOException {
    Path pom = module.resolve("pom.xml");
    Files.writeString(pom, text);
    Files.setLastModifiedTime(pom, FileTime.from(modified));
  }

  private boolean war() {
    return BuildPoms.read(module, List.of()).war();
  }

  @Test
  void aPomWithTheAttributesItWasReadWithIsNotReadAgain() throws IOException {
    Instant anHourAgo = Instant.now().minusSeconds(3600);
    writePom(WAR, anHourAgo);
    assertThat(war()).isTrue();

    writePom(JAR, anHourAgo);

    assertThat(war()).isTrue();
  }

  @Test
  void aPomModifiedSinceItWasReadIsReadAgain() throws IOException {
    Instant anHourAgo = Instant.now().minusSeconds(3600);
    writePom(WAR, anHourAgo);
    assertThat(war()).isTrue();

    writePom(JAR, anHourAgo.plusSeconds(1));
    // As the next entry to the engine does: a pom's stamp is read once per look.
    StoredListings.look();

    assertThat(war()).isFalse();
  }

  @Test
  void aPomModifiedJustBeforeTheReadIsNotKept() throws IOException {
    Instant now = Instant.now();
    writePom(WAR, now);
    assertThat(war()).isTrue();

    writePom(JAR, now);

    assertThat(war()).isFalse();
  }

  @Test
  void aPomThatStartsWithAByteOrderMarkIsReadAsMavenReadsIt() throws IOException {
    writePom("\uFEFF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + WAR, Instant.now());

    assertThat(war()).isTrue();
  }
}
