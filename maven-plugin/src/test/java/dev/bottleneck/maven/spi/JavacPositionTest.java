package dev.bottleneck.maven.spi;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.ArrayAccessExpr;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.InstanceOfExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.CompoundAssignmentTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.Tree.Kind;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Predicate;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * {@link JavacPosition} against javac itself: javac parses the same source and reports a diagnostic
 * at each tree, exactly as Error Prone does, and the plugin's position of the matching JavaParser
 * node must be the same line and column. The source mixes tabs, comments and line breaks between a
 * name and its parenthesis, and characters outside the Basic Multilingual Plane.
 */
final class JavacPositionTest {
  private static final String SOURCE =
      """
      package p;

      import java.util.function.Function;
      import java.util.function.Supplier;

      @Deprecated
      class Sample<T> {
      \t@SuppressWarnings(value = "unused") String field = "text", other = field + "\uD83D\uDE00";
        Sample<T> self;
        int[] numbers;

        @Deprecated
        public <U> Sample(U u) {
          this(u, 1);
        }

        Sample(Object a, int b) {
          super();
        }

        static Object make() { return null; }

        String run(Object value, Outer outer) {
      \t\tString s = "\uD83D\uDE00" + value.toString() + String.format("%s", value);
          self.self.run(null, null);
          self
              .run /* comment */ (value, outer);
          self.<String>generic("x")
              .length();
          run
            (null, null);
          new StringBuilder().append(1);
          Object o = outer.new Inner(2);
          Object p = new Outer().new Inner(3);
          Object r = new Object() { int hash() { return 4; } };
          Supplier<Object> supplier = Sample::make;
          Function<Object, String> f = String::valueOf;
          Function<Object, String> g = x -> x.toString();
          Runnable q = () -> make();
          String t = (String) value;
          int w = value == null ? numbers[0] : numbers.length;
          w += 1;
          w++;
          boolean test = value instanceof String;
          String block = \"""
              block\""";
          return ("a" + s) + (t + block);
        }

        <V> V generic(V v) { return v; }

        static class Outer {
          class Inner {
            Inner(int i) {}
          }
        }

        public @interface Marker {}

        private interface Api {}

        enum Level { LOW, /* c */ HIGH }

        record Point(int x, int y) {}
      }
      """;

  /**
   * Concatenations whose string literals javac's parser folds into one, which moves each {@code +}
   * of the chain to its right operand, and shapes javac leaves as written.
   */
  private static final String CONCATENATIONS =
      """
      class Concatenations {
        Object run(String x, String y) {
          Object a = "a" + "b" + x;
          Object b = x + "a" + "b";
          Object c = "a" + x + "b" + "c" + y;
          Object d = "a" + \"""
              b\""" + x;
          Object e = ("a") + "b" + x;
          Object f = 'a' + "b" + "c" + x;
          Object g = "a" + "b" + x == y;
          Object h = "a" + "b" + x instanceof String;
          Object i = "a" + 1 + "b" + "c";
          return "a" + "b" + (x + "c" + "d");
        }
      }
      """;

  /** For each kind of JavaParser node, how javac calls the same tree. */
  private static final Map<Class<? extends Node>, Predicate<Tree>> TWINS =
      Map.ofEntries(
          Map.entry(MethodCallExpr.class, kind(Kind.METHOD_INVOCATION)),
          Map.entry(ObjectCreationExpr.class, kind(Kind.NEW_CLASS)),
          Map.entry(MethodReferenceExpr.class, kind(Kind.MEMBER_REFERENCE)),
          Map.entry(LambdaExpr.class, kind(Kind.LAMBDA_EXPRESSION)),
          Map.entry(AnnotationExpr.class, tree -> tree instanceof AnnotationTree),
          Map.entry(BinaryExpr.class, tree -> tree instanceof BinaryTree),
          Map.entry(ConditionalExpr.class, kind(Kind.CONDITIONAL_EXPRESSION)),
          Map.entry(
              AssignExpr.class,
              tree -> tree instanceof AssignmentTree || tree instanceof CompoundAssignmentTree),
          Map.entry(FieldAccessExpr.class, kind(Kind.MEMBER_SELECT)),
          Map.entry(CastExpr.class, kind(Kind.TYPE_CAST)),
          Map.entry(StringLiteralExpr.class, kind(Kind.STRING_LITERAL)),
          Map.entry(TextBlockLiteralExpr.class, kind(Kind.STRING_LITERAL)),
          Map.entry(InstanceOfExpr.class, kind(Kind.INSTANCE_OF)),
          Map.entry(ArrayAccessExpr.class, kind(Kind.ARRAY_ACCESS)),
          Map.entry(UnaryExpr.class, kind(Kind.POSTFIX_INCREMENT)));

  @Test
  void everyExpressionSitsWhereJavacReportsIt() throws IOException {
    assertThat(SOURCE).contains("\t", "\uD83D\uDE00");
    List<JavacTree> javac = javacTrees(SOURCE);
    List<String> compared = new ArrayList<>();
    List<String> different = new ArrayList<>();

    for (Node node : javaParserTree(SOURCE).findAll(Node.class)) {
      Map.Entry<Class<? extends Node>, Predicate<Tree>> kind = twinOf(node);
      if (kind == null) {
        continue;
      }
      Predicate<Tree> twin = kind.getValue();
      Position start = node.getBegin().orElseThrow();
      Position end = node.getEnd().orElseThrow();
      JavacTree same =
          javac.stream()
              .filter(tree -> twin.test(tree.tree()))
              .filter(tree -> tree.start().equals(start) && tree.last().equals(end))
              .findFirst()
              .orElseThrow(() -> new AssertionError("javac has no tree for " + node));
      compared.add(kind.getKey().getSimpleName());
      if (!JavacPosition.of(node).equals(same.preferred())) {
        different.add(node + " at " + JavacPosition.of(node) + ", javac at " + same.preferred());
      }
    }

    assertThat(different).isEmpty();
    assertThat(new TreeSet<>(compared))
        .containsExactlyInAnyOrderElementsOf(
            TWINS.keySet().stream().map(Class::getSimpleName).toList());
  }

  /**
   * Every {@code +} javac keeps sits where javac reports it; a {@code +} javac folds into a literal
   * ({@code "a" + "b"}) has no tree of javac's to compare with.
   */
  @Test
  void aConcatenationSitsWhereJavacReportsItWhenJavacFoldsItsLiterals() throws IOException {
    List<JavacTree> javac = javacTrees(CONCATENATIONS);
    List<String> compared = new ArrayList<>();
    List<String> different = new ArrayList<>();

    for (BinaryExpr binary : javaParserTree(CONCATENATIONS).findAll(BinaryExpr.class)) {
      Position start = binary.getBegin().orElseThrow();
      Position end = binary.getEnd().orElseThrow();
      Optional<JavacTree> same =
          javac.stream()
              .filter(tree -> tree.tree() instanceof BinaryTree)
              .filter(tree -> tree.start().equals(start) && tree.last().equals(end))
              .findFirst();
      if (same.isEmpty()) {
        continue;
      }
      compared.add(binary.toString());
      if (!JavacPosition.of(binary).equals(same.get().preferred())) {
        different.add(binary + " at " + JavacPosition.of(binary) + ", javac at " + same.get());
      }
    }

    assertThat(different).isEmpty();
    assertThat(compared).hasSize(19).contains("\"a\" + \"b\" + x", "x + \"a\" + \"b\"");
  }

  @Test
  void everyDeclarationSitsAtItsName() throws IOException {
    List<JavacTree> javac = javacTrees(SOURCE);
    CompilationUnit unit = javaParserTree(SOURCE);

    assertThat(positions(unit, CallableDeclaration.class))
        .containsExactlyElementsOf(preferred(javac, tree -> tree instanceof MethodTree))
        .hasSize(7);
    assertThat(positions(unit, TypeDeclaration.class))
        .containsExactlyElementsOf(
            preferred(
                javac, tree -> tree instanceof ClassTree named && !named.getSimpleName().isEmpty()))
        .hasSize(7);
    SortedSet<Position> variables = positions(unit, VariableDeclarator.class);
    variables.addAll(positions(unit, Parameter.class));
    variables.addAll(positions(unit, EnumConstantDeclaration.class));
    assertThat(variables)
        .containsExactlyElementsOf(preferred(javac, tree -> tree instanceof VariableTree));
    assertThat(positions(unit, FieldDeclaration.class))
        .containsExactly(new Position(8, 45), new Position(9, 13), new Position(10, 9));
  }

  private static Map.Entry<Class<? extends Node>, Predicate<Tree>> twinOf(Node node) {
    for (Map.Entry<Class<? extends Node>, Predicate<Tree>> twin : TWINS.entrySet()) {
      if (twin.getKey().isInstance(node)
          && !(node instanceof UnaryExpr unary && !unary.isPostfix())) {
        return twin;
      }
    }
    return null;
  }

  private static Predicate<Tree> kind(Kind kind) {
    return tree -> tree.getKind() == kind;
  }

  private static SortedSet<Position> positions(CompilationUnit unit, Class<? extends Node> type) {
    SortedSet<Position> positions = new TreeSet<>();
    unit.findAll(type).forEach(node -> positions.add(JavacPosition.of(node)));
    return positions;
  }

  private static SortedSet<Position> preferred(List<JavacTree> trees, Predicate<Tree> kind) {
    SortedSet<Position> positions = new TreeSet<>();
    trees.stream()
        .filter(tree -> kind.test(tree.tree()))
        .forEach(tree -> positions.add(tree.preferred()));
    return positions;
  }

  private static CompilationUnit javaParserTree(String source) {
    return new JavaParser(new ParserConfiguration().setLanguageLevel(LanguageLevel.JAVA_25))
        .parse(source)
        .getResult()
        .orElseThrow();
  }

  /**
   * One javac tree: where it starts and where its last character is, and where javac reports a
   * diagnostic about it, as 1-based lines and columns with a tab as one column.
   */
  private record JavacTree(Tree tree, Position start, Position last, Position preferred) {}

  private static List<JavacTree> javacTrees(String source) throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    JavaFileObject file =
        new SimpleJavaFileObject(
            URI.create("string:///p/Sample.java"), JavaFileObject.Kind.SOURCE) {
          @Override
          public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return source;
          }
        };
    JavacTask task =
        (JavacTask)
            compiler.getTask(
                null,
                null,
                diagnostics,
                List.of("-proc:none", "-Xmaxwarns", "100000"),
                null,
                List.of(file));
    CompilationUnitTree unit = task.parse().iterator().next();
    Trees trees = Trees.instance(task);
    SourcePositions positions = trees.getSourcePositions();
    List<Tree> all = new ArrayList<>();
    new TreeScanner<Void, Void>() {
      @Override
      public Void scan(Tree tree, Void unused) {
        if (tree != null) {
          all.add(tree);
        }
        return super.scan(tree, unused);
      }
    }.scan(unit, null);

    // A warning at each tree, numbered, so that the diagnostic gives javac's own position for it.
    for (int i = 0; i < all.size(); i++) {
      trees.printMessage(Diagnostic.Kind.WARNING, "#" + i, all.get(i), unit);
    }
    List<JavacTree> result = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
      String message = diagnostic.getMessage(null);
      if (diagnostic.getKind() != Diagnostic.Kind.WARNING || !message.startsWith("#")) {
        continue;
      }
      Tree tree = all.get(Integer.parseInt(message.substring(1)));
      long start = positions.getStartPosition(unit, tree);
      long end = positions.getEndPosition(unit, tree);
      result.add(
          new JavacTree(
              tree, at(source, start), at(source, end - 1), at(source, diagnostic.getPosition())));
    }
    assertThat(result).hasSameSizeAs(all);
    return result;
  }

  /** The 1-based line and column of a character offset, a tab counting one column. */
  private static Position at(String source, long offset) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset; i++) {
      if (source.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new Position(line, (int) offset - lineStart + 1);
  }
}
