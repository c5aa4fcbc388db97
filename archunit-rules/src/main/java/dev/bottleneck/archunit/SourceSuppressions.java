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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Honours {@code @SuppressWarnings("Id")} although the annotation never reaches the class file
 * (it has source retention): the source file of a class with a finding is located through
 * {@link SourceRoots} and parsed once, and a finding is suppressed when its line lies inside a
 * declaration (class, method, constructor, field, local variable) annotated with the rule's id.
 * Only files that have findings are ever read, so clean code costs nothing.
 */
final class SourceSuppressions {
  private static final Logger LOG = LoggerFactory.getLogger(SourceSuppressions.class);
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
    FileSuppressions parsed = parse(file, stamp);
    CACHE.put(file, parsed);
    return parsed;
  }

  private static FileSuppressions parse(Path file, long stamp) {
    ParseResult<CompilationUnit> result;
    try {
      result = parser().parse(file);
    } catch (IOException e) {
      LOG.warn("{}: cannot read the source to honour @SuppressWarnings ({}); its findings are"
          + " reported unsuppressed. Check the file's permissions or set bottleneck.sourceRoots"
          + " in archunit.properties.", file, e.getMessage());
      return new FileSuppressions(stamp, List.of());
    }
    if (!result.isSuccessful() || result.getResult().isEmpty()) {
      Problem first = result.getProblems().get(0);
      String line = first.getLocation()
          .flatMap(location -> location.getBegin().getRange())
          .map(range -> String.valueOf(range.begin.line))
          .orElse("?");
      LOG.warn("{}:{}: cannot parse the source to honour @SuppressWarnings ({}); its findings are"
          + " reported unsuppressed. Fix the syntax, or point bottleneck.sourceRoots at the"
          + " sources the classes were compiled from.", file, line, firstSentence(first.getMessage()));
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

  private record Suppression(String id, int beginLine, int endLine) {}

  private record FileSuppressions(long stamp, List<Suppression> suppressions) {
    boolean suppresses(String id, int line) {
      return suppressions.stream()
          .anyMatch(s -> s.id().equals(id) && s.beginLine() <= line && line <= s.endLine());
    }
  }
}
