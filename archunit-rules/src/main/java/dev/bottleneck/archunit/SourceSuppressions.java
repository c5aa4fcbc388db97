package dev.bottleneck.archunit;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.Problem;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.tngtech.archunit.core.domain.JavaClass;
import dev.bottleneck.catalog.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Honours {@code @SuppressWarnings("Id")} although the annotation never reaches the class file (it
 * has source retention): the source file of a class with a finding is located through {@link
 * SourceRoots} and parsed once, and a finding is suppressed when its line lies inside a declaration
 * (class, method, constructor, field, local variable) annotated with the rule's id. Only files that
 * have findings are ever read, so clean code costs nothing. Each file is parsed on a thread of its
 * own with a deep stack, so that generated code nested hundreds deep still parses; a file nested
 * deeper still is a warning, and its findings are reported unsuppressed.
 */
final class SourceSuppressions {
  private static final Logger LOG = LoggerFactory.getLogger(SourceSuppressions.class);

  /** As the Maven plugin's analyzer threads: enough for thousands of nested expressions. */
  static final long PARSER_STACK_BYTES = 256L * 1024 * 1024;

  private static final Map<Path, FileSuppressions> CACHE = new ConcurrentHashMap<>();

  private SourceSuppressions() {}

  static boolean suppresses(Rule rule, JavaClass owner, int line) {
    Optional<Path> source = SourceRoots.sourceFileOf(owner);
    return source.isPresent() && read(source.get()).suppresses(rule.id(), line);
  }

  private static FileSuppressions read(Path file) {
    long stamp = lastModified(file);
    FileSuppressions cached = CACHE.get(file);
    if (cached != null && cached.stamp() == stamp) {
      return cached;
    }
    FileSuppressions parsed = parseOnDeepStack(file, stamp, PARSER_STACK_BYTES);
    CACHE.put(file, parsed);
    return parsed;
  }

  /** Parses on a new thread with a stack of {@code stackBytes}; never throws for the file. */
  static FileSuppressions parseOnDeepStack(Path file, long stamp, long stackBytes) {
    AtomicReference<FileSuppressions> parsed = new AtomicReference<>();
    Thread parser =
        new Thread(
            null,
            () -> parsed.set(parseGuarded(file, stamp)),
            "bottleneck-suppressions",
            stackBytes);
    parser.setDaemon(true);
    parser.start();
    try {
      parser.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new FileSuppressions(stamp, List.of());
    }
    return parsed.get() == null ? new FileSuppressions(stamp, List.of()) : parsed.get();
  }

  private static FileSuppressions parseGuarded(Path file, long stamp) {
    try {
      return parse(file, stamp);
    } catch (StackOverflowError e) {
      LOG.warn(
          "{}: nests expressions or statements too deeply to parse, so @SuppressWarnings in it is"
              + " not honoured and its findings are reported unsuppressed. Split the deepest"
              + " expression, or suppress the rule for the class with an ArchUnit freeze or"
              + " ignore.",
          file);
      return new FileSuppressions(stamp, List.of());
    }
  }

  private static FileSuppressions parse(Path file, long stamp) {
    ParseResult<CompilationUnit> result;
    try {
      result = parser().parse(file);
    } catch (IOException e) {
      LOG.warn(
          "{}: cannot read the source to honour @SuppressWarnings ({}); its findings are"
              + " reported unsuppressed. Check the file's permissions or set bottleneck.sourceRoots"
              + " in archunit.properties.",
          file,
          e.getMessage());
      return new FileSuppressions(stamp, List.of());
    }
    if (!result.isSuccessful() || result.getResult().isEmpty()) {
      Problem first = result.getProblems().get(0);
      String line =
          first
              .getLocation()
              .flatMap(location -> location.getBegin().getRange())
              .map(range -> String.valueOf(range.begin.line))
              .orElse("?");
      LOG.warn(
          "{}:{}: cannot parse the source to honour @SuppressWarnings ({}); its findings are"
              + " reported unsuppressed. Fix the syntax, or point bottleneck.sourceRoots at the"
              + " sources the classes were compiled from.",
          file,
          line,
          firstSentence(first.getMessage()));
      return new FileSuppressions(stamp, List.of());
    }
    List<Suppression> suppressions = new ArrayList<>();
    for (AnnotationExpr annotation : result.getResult().get().findAll(AnnotationExpr.class)) {
      String name = annotation.getNameAsString();
      if (!name.equals("SuppressWarnings") && !name.equals("java.lang.SuppressWarnings")) {
        continue;
      }
      Optional<Node> declaration = annotation.getParentNode();
      if (declaration.isEmpty() || declaration.get().getRange().isEmpty()) {
        continue;
      }
      int begin = declaration.get().getRange().get().begin.line;
      int end = declaration.get().getRange().get().end.line;
      for (String id : suppressedIds(annotation)) {
        suppressions.add(new Suppression(id, begin, end));
      }
    }
    return new FileSuppressions(stamp, List.copyOf(suppressions));
  }

  private static List<String> suppressedIds(AnnotationExpr annotation) {
    List<Expression> values = new ArrayList<>();
    if (annotation instanceof SingleMemberAnnotationExpr single) {
      values.add(single.getMemberValue());
    } else if (annotation instanceof NormalAnnotationExpr normal) {
      normal.getPairs().stream()
          .filter(pair -> pair.getNameAsString().equals("value"))
          .forEach(pair -> values.add(pair.getValue()));
    }
    List<String> ids = new ArrayList<>();
    for (Expression value : values) {
      value.findAll(StringLiteralExpr.class).forEach(literal -> ids.add(literal.asString()));
    }
    return ids;
  }

  /** JavaParser lists every token it expected; the first clause is what a reader needs. */
  private static String firstSentence(String message) {
    int expected = message.indexOf(", expected");
    return (expected < 0 ? message : message.substring(0, expected)).strip();
  }

  private static JavaParser parser() {
    return new JavaParser(new ParserConfiguration().setLanguageLevel(LanguageLevel.JAVA_25));
  }

  private static long lastModified(Path file) {
    try {
      return Files.getLastModifiedTime(file).toMillis();
    } catch (IOException e) {
      return -1;
    }
  }

  record Suppression(String id, int beginLine, int endLine) {}

  record FileSuppressions(long stamp, List<Suppression> suppressions) {
    boolean suppresses(String id, int line) {
      return suppressions.stream()
          .anyMatch(s -> s.id().equals(id) && s.beginLine() <= line && line <= s.endLine());
    }
  }
}
