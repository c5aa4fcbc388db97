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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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
      assertThat(calledNames(text)).as(text).isSubsetOf(byRegularExpression(text));
      // A backslash in the code leaves every name a call: the pass itself, compared in full.
      assertThat(calledNames("\\" + text)).as(text).isEqualTo(byRegularExpression("\\" + text));
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "class A { public void execute(String s) { log.debug(s); } }",
        "class A { String execute(Object o) { return null; } }",
        "class A { public <T> T execute(T t) { return t; } }",
        "class A { <T> void execute(T t) {} }",
        "class A { int[] execute() { return null; } }",
        "class A { List<String>[] execute() { return null; } }",
        "class A { public List<String> execute() { return null; } }",
        "class A { static <T extends Comparable<? super T>> Map<String, List<T>> execute() {} }",
        "class A { @Override\n  public Map.Entry<K, int[]> execute() { return null; } }",
        "interface A { /** Docs. */\n  Optional<User> execute(Long id); }",
        "interface A { void a(); List<String> execute(); }",
        "class A { void a() {} List<String> execute() { return null; } }",
        "class A<T> implements B<T> { Set<T> execute() { return null; } }",
        "class A { @Nullable List<String> execute() { return null; } }",
        "class A { @javax.annotation.Nullable List<@NonNull String> execute() { return null; } }",
        "class A { public /* why */ void // not\n execute  (\n) {} }",
        "class A { final synchronized java.util.List<int[]> execute() { return null; } }",
        "class A { public <T> List<T> execute() { return null; } }",
        "@interface A { String execute(); }",
        "record R(int x) { public String execute() { return \"\"; } }",
        "class A { void m() { new Runnable() { public void execute() {} }; } }",
        "class A { char c = '('; String s = \"(\"; List<String> execute() { return null; } }",
      })
  void aDeclarationIsNoCall(String text) {
    assertThat(calledNames(text)).doesNotContain("execute");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "return execute(x);",
        "x = execute(y);",
        "Object o = new execute(x);",
        "if (a) b(); else execute();",
        "int i = switch (k) { default -> { yield execute(x); } };",
        "throw execute(x);",
        "switch (k) { case 1 -> execute(x); }",
        "switch (o) { case Foo f when execute(f) -> 1; default -> 0; }",
        "assert execute(x);",
        "do execute(); while (x);",
        "@execute(1) class A {}",
        "this.<T>execute(x);",
        "Collections.<String, List<T>>execute();",
        "String s = (String) execute(x);",
        "s = (List<String>) execute(x);",
        "f = x -> execute(x);",
        "f = (List<String> x) -> execute(x);",
        "if (a > execute(x)) {}",
        "if (a >> execute(x) > 0) {}",
        "if (a >>> b > execute(x)) {}",
        "m(a < b, c > execute(x));",
        "m(a < b, c >> execute(x));",
        "for (int i = 0; i < n & x > execute(y); i++) {}",
        "for (;; i < n & x > execute(y)) {}",
        "boolean[] b = { a < b, c > execute(x) };",
        "Object o = new boolean[] { a < b, c > execute(x) };",
        "Object o = new boolean[][] { { a < b, c > execute(x) } };",
        "@A({a < b, c > execute(x)}) class B {}",
        "return a < b && c > execute(x);",
        "x = a < b & c > execute(y);",
        "return (int) a < b & c > execute(y);",
        "{ // about Type\n execute(x); }",
        "{ /* Type */ execute(x); }",
        "String s = \"Type\" + execute(x);",
        "label: execute(x);",
        "x = a ? b : execute(y);",
        "\\u0072eturn execute(x);",
        "Type \\u0065xecute(x); execute(x);",
        "class A { void m() { execute(x); } }",
        "m(execute(x), execute(y));",
        "String s = \"\"\"\n  Type execute(x)\n  \"\"\";",
        "/** See {@link Type execute(String)}. */",
        "String s = \"Type execute(x)\";",
        "char c = '\\''; execute(x);",
        "for (List<String> x : execute(y)) {}",
        "a.b().<T>execute(x);",
        "Runnable r = Type::execute;",
        "int x = y < z ? 1 : 2; execute(x);",
        "if (x) Type.execute(y);",
        "o = b instanceof Foo f ? execute(f) : null;",
        "var x = (a < b) > execute(c);",
        "x = a <b> execute(c);",
        "x = new <T>execute(c);",
        "record execute(int x) {}",
        "String s = \"unterminated; Type execute(x)",
        "/* unterminated Type execute(x)",
      })
  void aCallOrALookalikeOfADeclarationCounts(String text) {
    assertThat(calledNames(text)).contains("execute");
  }

  private static Set<String> calledNames(String text) {
    Set<String> names = new HashSet<>();
    ModuleCalls.calledNames(text, names);
    return names;
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
