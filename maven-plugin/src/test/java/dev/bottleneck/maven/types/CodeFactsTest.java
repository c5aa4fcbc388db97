package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class CodeFactsTest {
  private static final List<String> TOKENS =
      List.of(
          "class",
          "interface",
          "enum",
          "record",
          "@interface",
          "extends",
          "implements",
          "new",
          "void",
          "int",
          "public",
          "static",
          "return",
          "A",
          "B",
          "execute",
          "List",
          "T",
          "x",
          "9",
          "(",
          ")",
          "{",
          "}",
          "<",
          ">",
          "[]",
          ";",
          ",",
          ".",
          "::",
          "->",
          "@",
          "=",
          "?",
          ":",
          " ",
          "\n",
          "\t",
          "\u00e9t\u00e9",
          "\u2003",
          "\u0001");

  @Test
  void readsInOnePassWhatTheSeparatePassesReadFromCode() {
    Random random = new Random(20261128);
    int compared = 0;
    for (int i = 0; i < 50_000; i++) {
      StringBuilder written = new StringBuilder();
      for (int length = random.nextInt(40); length > 0; length--) {
        written.append(TOKENS.get(random.nextInt(TOKENS.size()))).append(' ');
      }
      String text = written.toString();
      CodeFacts code = FileWords.withCodeFacts(text).codeFacts();
      if (code == null) {
        continue;
      }
      compared++;
      assertThat(code.calls()).as(text).isEqualTo(calledNames(text));
      Set<String> declared = new HashSet<>();
      if (DeclaredNames.collect(text, declared, false)) {
        assertThat(code.topLevel()).as(text).containsAll(declared);
      }
      Set<String> supertypes = new HashSet<>();
      ModuleCalls.supertypeNames(text, supertypes);
      assertThat(code.supertypes()).as(text).isEqualTo(supertypes);
    }
    assertThat(compared).isGreaterThan(5_000);
  }

  @Test
  void namesInCommentsAndLiteralsAreNoCalls() {
    CodeFacts code =
        FileWords.withCodeFacts(
                """
                class A { // load(1)
                  /* store(2) */ String s = "save(3)"; char c = '('; void m() { run(s); }
                }
                """)
            .codeFacts();
    assertThat(code.calls()).containsExactly("run");
    assertThat(code.topLevel()).containsExactly("A");
  }

  @Test
  void aTextWithAUnicodeEscapeOrSurelyBrokenIsLeftToTheSeparatePasses() {
    assertThat(FileWords.withCodeFacts("class A { void m() { \\u0072un(); } }").codeFacts())
        .isNull();
    assertThat(FileWords.withCodeFacts("class A { void m() { run(); }").codeFacts()).isNull();
    assertThat(FileWords.withCodeFacts("class A { void m() { run(); } }").codeFacts()).isNotNull();
    assertThat(FileWords.of("class A { void m() { run(); } }").codeFacts()).isNull();
  }

  private static Set<String> calledNames(String text) {
    Set<String> names = new HashSet<>();
    ModuleCalls.calledNames(text, names);
    return names;
  }
}
