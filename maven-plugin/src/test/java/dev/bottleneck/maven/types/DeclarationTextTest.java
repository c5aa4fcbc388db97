package dev.bottleneck.maven.types;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

final class DeclarationTextTest {
  @Test
  void emptiesMemberBodiesAndKeepsTypeBodies() {
    assertThat(reduce("class A { void f() { int x = 1; if (x > 0) { x++; } } }"))
        .isEqualTo("class A { void f() {} }");
    assertThat(reduce("class A { static { init(); } { more(); } A() { super(); } }"))
        .isEqualTo("class A { static {} {} A() {;} }");
    assertThat(reduce("class A { static class B { int g() throws E { return 1; } } }"))
        .isEqualTo("class A { static class B { int g() throws E {} } }");
    assertThat(reduce("interface I { default void f() { g(); } void g(); }"))
        .isEqualTo("interface I { default void f() {;} void g(); }");
    // An annotation's arguments before a default method are no parameter list, and its default
    // no annotation element's (MapStruct's @Named mappers, OpenAPI's @Operation defaults).
    assertThat(
            reduce("interface M { @Named(\"x\") default String map(String s) { return g(s); } }"))
        .isEqualTo("interface M { @Named(\"x\") default String map(String s) {;} }");
    assertThat(reduce("interface M { @Operation(summary = \"s\") default void f() { g(); } }"))
        .isEqualTo("interface M { @Operation(summary = \"s\") default void f() {;} }");
  }

  @Test
  void marksTheBodiesThatMayCallReferOrCreate() {
    assertThat(reduce("class A { int x; int x() { return x; } void x(int v) { this.x = v; } }"))
        .isEqualTo("class A { int x; int x() {} void x(int v) {} }");
    assertThat(reduce("class A { void f() { if (a) { for (;;) { } } synchronized (this) { } } }"))
        .isEqualTo("class A { void f() {} }");
    assertThat(reduce("class A { Object f() { return (Object) switch (a) { case 1 -> b; }; } }"))
        .isEqualTo("class A { Object f() {} }");
    assertThat(reduce("class A { void f() { g /* the call */ (); } }"))
        .isEqualTo("class A { void f() {;} }");
    assertThat(reduce("class A { Object f() { return new B(); } Object g() { return B::h; } }"))
        .isEqualTo("class A { Object f() {;} Object g() {;} }");
    assertThat(reduce("class A { String f() { return \"g()\" + 'h'; } }"))
        .isEqualTo("class A { String f() {} }");
  }

  @Test
  void marksNoBlockWhereAStatementCannotStand() {
    assertThat(reduce("class A { Object[] a = { b() }; }"))
        .isEqualTo("class A { Object[] a = {}; }");
    assertThat(reduce("@interface M { String[] value() default { \"a\" }; }"))
        .isEqualTo("@interface M { String[] value() default {}; }");
    assertThat(
            declarations(
                reduce("enum E { X(1) { int f() { return g(); } }; int g() { return 0; } }")))
        .isEqualTo(
            declarations("enum E { X(1) { int f() { return g(); } }; int g() { return 0; } }"));
  }

  @Test
  void emptiesInitializersOfFieldsAndEnumConstants() {
    assertThat(reduce("class A { int[] a = { 1, 2 }; Runnable r = () -> { run(); }; }"))
        .isEqualTo("class A { int[] a = {}; Runnable r = () -> {}; }");
    assertThat(
            reduce(
                "class A { Object o = new Object() { public String toString() { return \"\"; } };"
                    + " }"))
        .isEqualTo("class A { Object o = new Object() {}; }");
    assertThat(reduce("enum E { X(1) { int f() { return 2; } }, Y { }; E() {} E(int i) { } }"))
        .isEqualTo("enum E { X(1) {;}, Y {}; E() {} E(int i) {} }");
  }

  @Test
  void keepsBracesInsideParentheses() {
    assertThat(
            reduce(
                "@SuppressWarnings({\"a\", \"b\"}) class A { @Tags({@Tag(\"x\")}) void f() { } }"))
        .isEqualTo(
            "@SuppressWarnings({\"a\", \"b\"}) class A { @Tags({@Tag(\"x\")}) void f() {} }");
    assertThat(reduce("enum E { X(new int[] { 1 }); }"))
        .isEqualTo("enum E { X(new int[] { 1 }); }");
  }

  @Test
  void readsRecordAsAKeywordOnlyBeforeAName() {
    assertThat(reduce("record R(int x) { R { check(x); } static record S() { } }"))
        .isEqualTo("record R(int x) { R {} static record S() { } }");
    assertThat(reduce("class A { Object record() { return null; } Record record = null; }"))
        .isEqualTo("class A { Object record() {} Record record = null; }");
    assertThat(reduce("@interface Marker { String[] value() default { \"a\" }; }"))
        .isEqualTo("@interface Marker { String[] value() default {}; }");
  }

  @Test
  void ignoresBracesInLiteralsAndComments() {
    assertThat(reduce("class A { String s = \"{\"; char c = '}'; char q = '\\''; }"))
        .isEqualTo("class A { String s = \"{\"; char c = '}'; char q = '\\''; }");
    assertThat(reduce("class A { // a } here\n void f() { String t = \"\"\"\n  } \"\"\"; } }"))
        .isEqualTo("class A {  \nvoid f() {\n} }");
    assertThat(reduce("/** { */ class A { /* } */ }")).isEqualTo("  class A {   }");
  }

  @Test
  void keepsEveryLineBreak() {
    String source = "class A {\n  void f() {\n    g();\r\n    /* two\n lines */\n  }\n}\n";
    assertThat(reduce(source)).isEqualTo("class A {\nvoid f() {\n\n\n\n;}\n}\n");
    assertThat(reduce(source).lines()).hasSameSizeAs(source.lines().toList());
  }

  @Test
  void keepsOnlyTypesForASupertypeWalk() {
    assertThat(
            types(
                "package p; import q.B; @A class C extends B implements I { int f; void m() { } }"))
        .isEqualTo("package p; import q.B; @A class C extends B implements I {}");
    assertThat(
            types(
                "class C { static { } private static final class N<T> extends C { int g() { return"
                    + " 1; } } }"))
        .isEqualTo("class C { private static final class N<T> extends C {}}");
    assertThat(types("enum E { A { }, B(1); E() { } E(int i) { } interface Nested { } }"))
        .isEqualTo("enum E {; interface Nested {}}");
    assertThat(types("@interface Marker { String value() default \"\"; enum Kind { X } }"))
        .isEqualTo("@interface Marker { enum Kind {;}}");
    assertThat(types("record R(int x) implements I { R { } static int y; }"))
        .isEqualTo("record R(int x) implements I {}");
  }

  @Test
  void keepsTypesAndCallablesForTheirFacts() {
    assertThat(
            callables(
                "package p; import q.B; @A class C extends B { @Inject B b; static { init(); }"
                    + " { more(); } int n = count(), m; C(B b) { this.b = b; } @Tx void f() {"
                    + " g(); } abstract int g(); Object o = new Object() { void h() { } };"
                    + " Runnable r = () -> { }; int[] a = { 1 }; }"))
        .isEqualTo(
            "package p; import q.B; @A class C extends B { C(B b) {} @Tx void f() {;} abstract"
                + " int g(); }");
    assertThat(callables("enum E { A { void f() { } }, B(1); private int x; E() { } int x() { } }"))
        .isEqualTo("enum E {; E() {} int x() {} }");
    assertThat(callables("enum E { A, B(2) }")).isEqualTo("enum E {;}");
    assertThat(callables("enum E { ; void f() { } }")).isEqualTo("enum E {; void f() {} }");
    assertThat(callables("@interface M { String value() default \"\"; int[] n() default {1}; }"))
        .isEqualTo("@interface M { }");
    assertThat(callables("record R(int x) { R { } static int y; int twice() { return 2 * x; } }"))
        .isEqualTo("record R(int x) { int twice() {} }");
    assertThat(
            callables(
                "class C { @Value(\"${a}\") String a; interface I { int K = 1; void m(); } }"))
        .isEqualTo("class C { interface I { void m(); } }");
    assertThat(callables("interface I { @A(\"x\") default void m() { g(); } @B int K = 1; }"))
        .isEqualTo("interface I { @A(\"x\") default void m() {;} }");
    assertThat(
            callables(
                "class C { Type t = new TypeToken<List<String>>() { }.getType(); void m() { } }"))
        .isEqualTo("class C { void m() {} }");
  }

  @Test
  void keepsEveryMethodThatTheFactsRead() {
    String source =
        """
        @A class C<T> extends B<T> implements I {
          private static final Logger LOG = Logger.getLogger("C");
          @Inject Repository repository;
          static { LOG.info("loaded"); }
          C(Repository repository) { this.repository = repository; }
          @Transactional public <R> R save(T item, String... tags) { return repository.save(item); }
          private int count() { return 0; }
          abstract void run(int times);
          enum Kind { X { int f() { return 1; } }, Y; int g() { return 2; } }
          static class Nested { int size; Object h() { return new Object(); } }
        }
        """;
    assertThat(methods(callables(source))).isEqualTo(methods(reduce(source)));
  }

  @Test
  void givesUpWhereTheStructureIsUncertain() {
    assertThat(DeclarationText.of("class A { /* open")).isEmpty();
    assertThat(DeclarationText.of("class A { String s = \"open\n; }")).isEmpty();
    assertThat(DeclarationText.of("class A { void f() { }")).isEmpty();
    assertThat(DeclarationText.of("class A { } }")).isEmpty();
    assertThat(DeclarationText.of("class A { void f() { char c = '")).isEmpty();
  }

  @Test
  void declaresWhatTheWholeFileDeclares() {
    String source =
        """
        package p;

        import java.util.List;

        /** A { javadoc } brace. */
        @Deprecated(since = "1")
        public class Outer<T extends Comparable<? super T>> extends Base implements Api {
          private static final String NAME = "x";
          private final List<String> names = List.of("a", "b");
          private final Runnable task = new Runnable() { public void run() { } };

          public <R> R apply(java.util.function.Function<T, R> f) throws Exception {
            class Local { int v() { return 1; } }
            return f.apply(null);
          }

          enum Mode { ON { boolean on() { return true; } }, OFF; boolean on() { return false; } }

          record Pair(String a, String b) implements Api {
            Pair {
              if (a == null) { throw new IllegalArgumentException(); }
            }
          }

          interface Nested { default int size() { return switch (0) { case 0 -> 1; default -> 2; }; } }
        }
        """;
    String reduced = reduce(source);
    assertThat(reduced.length()).isLessThan(source.length());
    assertThat(declarations(reduced)).isEqualTo(declarations(source));
    String types = DeclarationText.typesOf(source).orElseThrow();
    assertThat(types.length()).isLessThan(reduced.length());
    assertThat(declarations(types))
        .isEqualTo(
            declarations(source).stream()
                .filter(declaration -> declaration.startsWith("p.Outer"))
                .toList());
  }

  @Test
  void dropsCommentsButKeepsEveryTokenInItsColumn() {
    assertThat(DeclarationText.withoutComments("class A { int a; /* x */ int b; // tail\n}"))
        .contains("class A { int a;         int b; \n}");
    assertThat(
            DeclarationText.withoutComments(
                "/**\n * Doc.\n */\nclass A {\n\t/* a\n\t b */ int c; }"))
        .contains("\n\n   \nclass A {\n\t\n\t      int c; }");
    String literals =
        "class A { String s = \"// /* no */\"; char c = '/'; String t = \"\"\"\n  /*\n  \"\"\"; }";
    assertThat(DeclarationText.withoutComments(literals)).contains(literals);
    assertThat(DeclarationText.withoutComments("class A { /* open")).isEmpty();
  }

  @Test
  void aFileWithoutCommentsParsesToTheSameNodesAtTheSamePlaces() {
    String source =
        """
        package p; // the package
        /** A { javadoc } brace. */
        class A /* between */ extends /* more */ B {
          int f(int x) { /* before */ return x /* inside */ + g("/* not */"); } // after
          /*
           * A block over lines.
           */ int g(String s) { return s.length(); }
        }
        """;
    String stripped = DeclarationText.withoutComments(source).orElseThrow();

    assertThat(stripped.length()).isLessThan(source.length());
    assertThat(placedNodes(stripped)).isEqualTo(placedNodes(source));
  }

  /** Each node of {@code source}'s tree, comments not attributed, with its class and range. */
  private static List<String> placedNodes(String source) {
    List<String> nodes = new ArrayList<>();
    new JavaParser(
            new ParserConfiguration()
                .setLanguageLevel(LanguageLevel.JAVA_25)
                .setAttributeComments(false))
        .parse(source)
        .getResult()
        .orElseThrow()
        .walk(node -> nodes.add(node.getClass().getSimpleName() + node.getRange().orElseThrow()));
    return nodes;
  }

  private static String types(String source) {
    return parsing(DeclarationText.typesOf(source).orElseThrow());
  }

  private static String callables(String source) {
    return parsing(DeclarationText.callablesOf(source).orElseThrow());
  }

  /** {@code reduced}, once the sibling parser has read it without a problem. */
  private static String parsing(String reduced) {
    assertThat(
            new JavaParser(new ParserConfiguration().setLanguageLevel(LanguageLevel.RAW))
                .parse(reduced)
                .isSuccessful())
        .as("parses: %s", reduced)
        .isTrue();
    return reduced;
  }

  /**
   * Each type and method of {@code reduced} as {@link TypeFacts} read them: the type's name,
   * annotations and supertypes, and each method's signature, annotations and whether its body may
   * work.
   */
  private static List<String> methods(String reduced) {
    CompilationUnit unit =
        new JavaParser(new ParserConfiguration().setLanguageLevel(LanguageLevel.RAW))
            .parse(reduced)
            .getResult()
            .orElseThrow();
    List<String> found = new ArrayList<>();
    unit.walk(
        TypeDeclaration.class,
        type -> {
          found.add(type.getFullyQualifiedName().orElse("") + " " + type.getAnnotations());
          for (Object member : type.getMethods()) {
            MethodDeclaration method = (MethodDeclaration) member;
            found.add(
                method.getAnnotations()
                    + method.getDeclarationAsString(true, true, true)
                    + method.getBody().map(body -> body.getStatements().size()).orElse(-1));
          }
        });
    return found;
  }

  private static String reduce(String source) {
    return DeclarationText.of(source).orElseThrow();
  }

  /** Each type, field and callable of {@code source} with its signature, bodies left out. */
  private static List<String> declarations(String source) {
    ParseResult<CompilationUnit> parsed =
        new JavaParser(new ParserConfiguration().setLanguageLevel(LanguageLevel.JAVA_25))
            .parse(source);
    assertThat(parsed.getProblems()).isEmpty();
    List<String> found = new ArrayList<>();
    for (TypeDeclaration<?> type : parsed.getResult().orElseThrow().getTypes()) {
      collect(type, found);
    }
    return found;
  }

  private static void collect(TypeDeclaration<?> type, List<String> found) {
    found.add(type.getFullyQualifiedName().orElseThrow() + " " + type.getAnnotations());
    for (BodyDeclaration<?> member : type.getMembers()) {
      if (member instanceof TypeDeclaration<?> nested) {
        collect(nested, found);
      } else if (member instanceof FieldDeclaration field) {
        field
            .getVariables()
            .forEach(
                variable ->
                    found.add(
                        field.getModifiers()
                            + " "
                            + variable.getType()
                            + " "
                            + variable.getName()));
      } else if (member instanceof CallableDeclaration<?> callable) {
        found.add(callable.getDeclarationAsString(true, true, true));
      }
    }
  }
}
