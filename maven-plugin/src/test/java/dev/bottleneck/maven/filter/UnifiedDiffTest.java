package dev.bottleneck.maven.filter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class UnifiedDiffTest {
  @Test
  void addedAndChangedLinesByNewPath() {
    String diff =
        """
        diff --git src/A.java src/A.java
        index 1111111..2222222 100644
        --- src/A.java
        +++ src/A.java
        @@ -3 +3 @@ class A {
        -  int a;
        +  int b;
        @@ -10,0 +11,2 @@ class A {
        +  void x() {}
        +  void y() {}
        @@ -20,3 +21,0 @@ class A {
        -  gone
        diff --git old/B.java new/B.java
        similarity index 90%
        rename from old/B.java
        rename to new/B.java
        --- old/B.java
        +++ new/B.java
        @@ -1 +1 @@
        -a
        +b
        diff --git Deleted.java Deleted.java
        deleted file mode 100644
        --- Deleted.java
        +++ /dev/null
        @@ -1,2 +0,0 @@
        -x
        -y
        diff --git "sp ace/\\303\\251t\\303\\251.yml" "sp ace/\\303\\251t\\303\\251.yml"
        --- "sp ace/\\303\\251t\\303\\251.yml"
        +++ "sp ace/\\303\\251t\\303\\251.yml"
        @@ -0,0 +1 @@
        +a: b
        """;
    assertThat(UnifiedDiff.parse(diff).addedLines())
        .isEqualTo(
            Map.of(
                "src/A.java", bits(3, 11, 12),
                "new/B.java", bits(1),
                "sp ace/\u00e9t\u00e9.yml", bits(1)));
  }

  @Test
  void unquoteLeavesPlainPathsAlone() {
    assertThat(UnifiedDiff.unquote("src/a b.java")).isEqualTo("src/a b.java");
    assertThat(UnifiedDiff.unquote("\"tab\\there\\\"q\\\\\"")).isEqualTo("tab\there\"q\\");
  }

  private static BitSet bits(int... lines) {
    BitSet set = new BitSet();
    for (int line : lines) {
      set.set(line);
    }
    return set;
  }
}
