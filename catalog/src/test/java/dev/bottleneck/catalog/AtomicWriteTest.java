package dev.bottleneck.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class AtomicWriteTest {
  @TempDir Path dir;

  @Test
  void aNewFileHasThePermissionsTheUmaskGives() throws IOException {
    assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
    Set<PosixFilePermission> umask =
        Files.getPosixFilePermissions(Files.createFile(dir.resolve("x")));
    assumeTrue(
        umask.contains(PosixFilePermission.GROUP_READ)
            || umask.contains(PosixFilePermission.OTHERS_READ),
        "a umask that lets only the owner read cannot tell the temporary file's permissions apart");

    Path report = dir.resolve("bottleneck.sarif");
    AtomicWrite.writeString(report, "{}");

    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(report)))
        .isEqualTo(PosixFilePermissions.toString(umask));
  }

  @Test
  void aReplacedFileKeepsItsPermissions() throws IOException {
    assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
    Path baseline = dir.resolve("bottleneck-baseline.txt");
    Files.writeString(baseline, "old");
    Files.setPosixFilePermissions(baseline, PosixFilePermissions.fromString("rw-rw-r--"));

    AtomicWrite.writeString(baseline, "new");

    assertThat(Files.readString(baseline)).isEqualTo("new");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(baseline)))
        .isEqualTo("rw-rw-r--");
    try (var left = Files.list(dir)) {
      assertThat(left).containsExactly(baseline);
    }
  }
}
