package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ModuleCallsTest {
  @TempDir Path root;

  @Test
  void namesTheFilesThatCallOrReferToAMethodInPathOrder() throws IOException {
    Path b = write("p/B.java", "class B { void run() { load (1); } }");
    Path a = write("p/A.java", "class A { Runnable r = this::load; }");
    write("p/C.java", "class C { String load = \"unloaded\"; }");
    write("p/notes.txt", "load()");

    ModuleCalls calls = new ModuleFiles(List.of(root), List.of()).calls();

    assertThat(calls.filesCalling("load")).contains(List.of(absolute(a), absolute(b)));
    assertThat(calls.filesCalling("unknown")).contains(List.of());
  }

  @Test
  void aMissingRootHoldsNoCalls() {
    ModuleCalls calls = new ModuleFiles(List.of(root.resolve("absent")), List.of()).calls();

    assertThat(calls.filesCalling("load")).contains(List.of());
  }

  @Test
  void isBuiltOnceFromTheFilesAsTheyWereThen() throws IOException {
    write("p/A.java", "class A { void a() { load(); } }");
    ModuleCalls calls = new ModuleFiles(List.of(root), List.of()).calls();
    assertThat(calls.filesCalling("load").orElseThrow()).hasSize(1);

    write("p/B.java", "class B { void b() { load(); } }");

    assertThat(calls.filesCalling("load").orElseThrow()).hasSize(1);
  }

  @Test
  void readsTheNamesThatTheRegularExpressionItReplacesFinds() {
    List<String> texts =
        new ArrayList<>(
            List.of(
                "a.load (1); b::get; c ::  put(x); new Foo(); if(x) for (;;) {}",
                "9abc(1) a1b2 (x) _x$( $y(  \u00e9t\u00e9() \uD835\uDC9C( x\u0001y(",
                ":::a ::1b ::(c) :: d( e\t\u000B\f\r\n( f\u00A0( g\u2028(",
                "String::valueOf) Foo::<T>bar x::new y.<T>z( \uD800( \uDC00a( a::",
                "",
                "(",
                "::",
                "a",
                "a(",
                "::a"));
    Random random = new Random(20261123);
    String alphabet = "ab9_$:( \t\n.<>\u00e9\u0001\uD835\uDC9C\u00A0";
    for (int i = 0; i < 20_000; i++) {
      StringBuilder text = new StringBuilder();
      for (int length = random.nextInt(24); length > 0; length--) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      texts.add(text.toString());
    }

    for (String text : texts) {
      Set<String> found = new HashSet<>();
      ModuleCalls.calledNames(text, found);
      assertThat(found).as(text).isEqualTo(byRegularExpression(text));
    }
  }

  /** What the index read before it was hand-written: the reference for the same names. */
  private static Set<String> byRegularExpression(String text) {
    Matcher called =
        Pattern.compile(
                "([\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*)\\s*\\("
                    + "|::\\s*([\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*)")
            .matcher(text);
    Set<String> names = new HashSet<>();
    while (called.find()) {
      names.add(called.group(1) != null ? called.group(1) : called.group(2));
    }
    return names;
  }

  private Path write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }

  private static Path absolute(Path file) {
    return file.toAbsolutePath().normalize();
  }
}
