package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

final class FileStampTest {
  /** A record with FileStamp's components and the equality and hash the JVM generates. */
  private record Generated(Path path, long size, long modifiedNanos, Object fileKey) {}

  private static final List<FileStamp> STAMPS =
      List.of(
          new FileStamp(Path.of("/a/B.java"), 120, 1_700_000_000_123_456_789L, "(dev=803,ino=42)"),
          new FileStamp(Path.of("/a/B.java"), 121, 1_700_000_000_123_456_789L, "(dev=803,ino=42)"),
          new FileStamp(Path.of("/a/B.java"), 120, 1_700_000_000_123_456_788L, "(dev=803,ino=42)"),
          new FileStamp(Path.of("/a/B.java"), 120, 1_700_000_000_123_456_789L, "(dev=803,ino=43)"),
          new FileStamp(Path.of("/a/C.java"), 120, 1_700_000_000_123_456_789L, "(dev=803,ino=42)"),
          new FileStamp(Path.of("/a/B.java"), 120, 1_700_000_000_123_456_789L, null),
          new FileStamp(null, -1, Long.MIN_VALUE, null));

  @Test
  void hashIsTheRecordsOwnSoThatMapsKeyedByStampsIterateAsBefore() {
    for (FileStamp stamp : STAMPS) {
      assertThat(stamp.hashCode()).isEqualTo(generated(stamp).hashCode());
    }
  }

  @Test
  void equalityIsTheRecordsOwn() {
    for (FileStamp one : STAMPS) {
      for (FileStamp other : STAMPS) {
        assertThat(one.equals(other)).isEqualTo(generated(one).equals(generated(other)));
      }
      FileStamp copy = new FileStamp(one.path(), one.size(), one.modifiedNanos(), one.fileKey());
      assertThat(one).isEqualTo(copy).hasSameHashCodeAs(copy);
      assertThat(one.equals(null)).isFalse();
      assertThat(one.equals(generated(one))).isFalse();
    }
  }

  private static Generated generated(FileStamp stamp) {
    return new Generated(stamp.path(), stamp.size(), stamp.modifiedNanos(), stamp.fileKey());
  }
}
