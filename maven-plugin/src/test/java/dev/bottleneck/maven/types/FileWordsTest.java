package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class FileWordsTest {
  @Test
  void wordsAreTheCodesIdentifiersNotThoseOfCommentsOrLiterals() {
    FileWords words =
        FileWords.of(
            """
            // debug in a comment
            /* trace */ class A { String s = "info"; char c = '"'; String t = \"""
                warn
                \"""; void fine() {} }
            """);
    assertThat(words.sure()).isTrue();
    assertThat(words.hasAny(List.of("debug", "trace", "info", "warn"))).isFalse();
    assertThat(words.has("fine")).isTrue();
    assertThat(words.hasAnyIgnoringCase(Set.of("fine"))).isTrue();
  }

  @Test
  void unicodeEscapesAreTranslatedAsTheCompilerDoes() {
    assertThat(FileWords.of("class A { void m() { log.\\u0064ebug(x); } }").has("debug")).isTrue();
    assertThat(FileWords.of("class A { String s = \"\\\\u0064ebug\"; }").has("debug")).isFalse();
    assertThat(FileWords.of("class A { int \\u00zz; }").sure()).isFalse();
  }

  @Test
  void namesBeyondAsciiAreReadWholeAsTheCompilerReadsThem() {
    // Latin-1, Chinese and a letter outside the basic plane (two chars), in names and comments.
    FileWords words =
        FileWords.of(
            "/* 日志 */ class Año { void 记录(int \uD835\uDC65, int é1$_) { log.debug(x日志); } }");
    assertThat(words.sure()).isTrue();
    assertThat(words.has("Año")).isTrue();
    assertThat(words.has("记录")).isTrue();
    assertThat(words.has("\uD835\uDC65")).isTrue();
    assertThat(words.has("é1$_")).isTrue();
    assertThat(words.has("x日志")).isTrue();
    assertThat(words.has("日志")).isFalse();
    assertThat(words.has("debug")).isTrue();
  }

  @Test
  void headersNameDeclaredTypesSupertypesAndAnnotations() {
    FileWords.Headers headers =
        FileWords.of(
                """
                @org.acme.Tx class A<T extends Bound> extends @Nullable(x = "{") Base
                    implements Api, Outer.Inner {
                  @interface Mark {}
                  static class Nested {}
                }
                """)
            .headers();
    assertThat(headers.declared()).contains("A", "Mark", "Nested");
    assertThat(headers.annotations()).containsExactly("Mark");
    assertThat(headers.supertypes()).contains("Bound", "Base", "Api", "Outer", "Inner");
    assertThat(headers.annotationUses()).contains("org", "acme", "Tx", "Nullable");
  }

  @Test
  void createdNamesAreTheNamesOfTheTypeAfterNew() {
    FileWords words =
        FileWords.of(
            """
            class A {
              Object a = new ObjectMapper() {};
              Object b = outer.new Outer.Inner();
              Object c = new com.acme.Lenient<Map<String, Value>>(size(of)).copy();
              Object d = new @Marked(name = ")") Annotated();
              Object e = new int[count];
              Runnable f = Made::new;
            }
            """);
    assertThat(words.created())
        .contains(
            "ObjectMapper", "Outer", "Inner", "com", "Lenient", "Map", "Value", "Annotated", "int")
        .doesNotContain("copy", "size", "of", "count", "Made", "a", "outer");
  }

  @Test
  void qualifiersAreTheNamesRightBeforeADotAndTheMember() {
    FileWords words =
        FileWords.of(
            """
            import static a.b.Imported.build;
            class A {
              Object a = JsonMapper.builder().build();
              Object b = com.acme.Lenient.<Map<String, int[]>>builder();
              Object c = value(x).builder();
              Object d = this.other . /* here */ builder();
            }
            """);
    assertThat(words.qualifiers("builder"))
        .containsExactlyInAnyOrder("JsonMapper", "Lenient", "other");
    assertThat(words.qualifiers("build")).containsExactly("Imported");
    assertThat(words.qualifiers("value")).isEmpty();
  }

  @Test
  void aSurelyBrokenTextIsNotWellFormed() {
    assertThat(FileWords.of("class A { void m() {} }").wellFormed()).isTrue();
    assertThat(FileWords.of("class A { void half( { }").wellFormed()).isFalse();
    assertThat(FileWords.of("class A { int x = 1 # 2; }").wellFormed()).isFalse();
    assertThat(FileWords.of("class A { int x = 1\uFF0C y; }").wellFormed()).isFalse();
    assertThat(FileWords.of("class A { /* open").sure()).isFalse();
  }
}
