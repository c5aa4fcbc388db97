package dev.bottleneck.maven.rules;

import com.github.javaparser.Position;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithArguments;
import com.google.auto.service.AutoService;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PathMatchers.AntMatcherUse;
import dev.bottleneck.catalog.facts.PathMatchers.SecurityVersion;
import dev.bottleneck.catalog.facts.PathMatchers.StrategyInCode;
import dev.bottleneck.maven.spi.FileText;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.spi.Suppressions;
import dev.bottleneck.maven.types.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Spring's legacy ant-style matching on request paths: {@code new AntPathMatcher()}, {@code new
 * AntPathRequestMatcher(...)}, {@code AntPathRequestMatcher.antMatcher(...)} and Spring Security
 * 5's {@code antMatchers(...)} configurers, subclasses included. A request matcher for {@code /**}
 * alone matches without tokenizing the path and is not reported. The Spring Security request
 * matchers one method builds are its security chain, reported once at the first with the others'
 * lines, as Error Prone does; the fix is named for the Spring Security version the module's class
 * path holds, told by the same classes Error Prone looks for.
 */
@AutoService(JavaRule.class)
public final class AntPathMatcherRule implements JavaRule {
  static final String ID = "AntPathMatcher";

  private static final Comparator<Site> SOURCE_ORDER =
      Comparator.comparing((Site site) -> site.at().line).thenComparing(site -> site.at().column);

  private static final Pattern OCTAL_ESCAPE = Pattern.compile("\\\\[0-7]");

  /** A reported creation, where javac would put it. */
  private record Site(Node node, AntMatcherUse use, Position at) {}

  @Override
  public String id() {
    return ID;
  }

  /**
   * A creation of a matcher writes its method's or type's name; the strategy chosen in code writes
   * the property's name in a string literal, in any relaxed spelling, unless an octal escape spells
   * one of its letters.
   */
  @Override
  public boolean mayReport(FileText text) {
    for (AntMatcherUse use : PathMatchers.ALL) {
      if (ApiWords.mayCall(text, use.api())) {
        return true;
      }
    }
    return OCTAL_ESCAPE.matcher(text.source()).find()
        || PathMatchers.mentionsRelaxed(text.source(), PathMatchers.MATCHING_STRATEGY_PROPERTY);
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    List<Node> creations = new ArrayList<>(file.all(ObjectCreationExpr.class));
    creations.addAll(file.all(MethodCallExpr.class));
    Map<MethodDeclaration, List<Site>> chains = new LinkedHashMap<>();
    List<Site> alone = new ArrayList<>();
    for (Node node : creations) {
      Optional<AntMatcherUse> use = reported(types, node);
      if (use.isEmpty()) {
        continue;
      }
      Site site = new Site(node, use.get(), SourceFile.position(node));
      Optional<MethodDeclaration> chain =
          use.get().requestMatcher() ? chain(node) : Optional.empty();
      if (chain.isPresent()) {
        chains.computeIfAbsent(chain.get(), method -> new ArrayList<>()).add(site);
      } else {
        alone.add(site);
      }
    }
    SecurityVersion version = null;
    for (Site site : alone) {
      version = version != null ? version : version(types);
      report(file, site, List.of(), version);
    }
    for (List<Site> chain : chains.values()) {
      List<Site> sites =
          chain.stream()
              .filter(site -> !Suppressions.isSuppressed(site.node(), ID))
              .sorted(SOURCE_ORDER)
              .toList();
      if (sites.isEmpty()) {
        continue;
      }
      version = version != null ? version : version(types);
      List<Site> others = sites.subList(1, sites.size());
      report(file, sites.get(0), others, version);
    }
    reportConfiguredInCode(file);
  }

  /**
   * The legacy matcher chosen in code: a call whose arguments hold the matching-strategy property
   * and, right after it, a value that selects the ant matcher ({@code System.setProperty(k, v)},
   * {@code properties.put(k, v)}, {@code Map.of(k, v)} for {@code setDefaultProperties}), or one
   * argument {@code k=v} or {@code --k=v} ({@code SpringApplicationBuilder.properties(...)}, the
   * arguments of {@code SpringApplication.run}). Reported at the property's name, as Error Prone
   * does. String literals only: this engine does not evaluate constants.
   */
  private static void reportConfiguredInCode(SourceFile file) {
    for (MethodCallExpr call : file.all(MethodCallExpr.class)) {
      List<Optional<String>> literals = new ArrayList<>();
      for (Expression argument : call.getArguments()) {
        literals.add(
            argument instanceof StringLiteralExpr literal
                ? Optional.of(literal.asString())
                : Optional.empty());
      }
      for (StrategyInCode found : PathMatchers.matchingStrategyInCode(literals)) {
        file.report(
            ID,
            call.getArgument(found.argument()),
            Messages.antPathMatcherPropertyInCode(found.key(), found.value()));
      }
    }
  }

  private static SecurityVersion version(Types types) {
    return PathMatchers.securityVersion(types::onClassPath);
  }

  /** One finding at {@code site}, standing for the {@code others} of its chain too. */
  private static void report(
      SourceFile file, Site site, List<Site> others, SecurityVersion version) {
    String construct =
        site.use().construct() != null
            ? site.use().construct()
            : ((MethodCallExpr) site.node()).getNameAsString() + "(...)";
    List<Integer> otherLines = others.stream().map(other -> other.at().line).toList();
    file.report(
        ID,
        site.node(),
        Messages.antPathMatcher(site.use(), construct, otherLines, version),
        others.stream().map(Site::node).toList(),
        Messages.antPathMatcherChainMember());
  }

  /**
   * The method whose security chain a request matcher belongs to: the nearest enclosing member, if
   * it is a method. A lambda belongs to the method that declares it; constructors, fields and
   * initializers, also those of local and anonymous classes, have no chain.
   */
  private static Optional<MethodDeclaration> chain(Node node) {
    for (Node current = node.getParentNode().orElse(null);
        current != null;
        current = current.getParentNode().orElse(null)) {
      if (current instanceof MethodDeclaration method) {
        return Optional.of(method);
      }
      if (current instanceof BodyDeclaration<?>) {
        return Optional.empty();
      }
    }
    return Optional.empty();
  }

  /** The ant matcher creation {@code node} is, unless it matches every path or no request path. */
  private static Optional<AntMatcherUse> reported(Types types, Node node) {
    ApiMatchers.Call call = ApiMatchers.call(types, node);
    for (AntMatcherUse use : PathMatchers.ALL) {
      if (call.matches(use.api())) {
        Optional<String> created = createdType(types, node);
        return PathMatchers.notReported(
                    use, created, patterns(types, use, (NodeWithArguments<?>) node))
                || matchesOnlyFileNames(types, use, created, node)
            ? Optional.empty()
            : Optional.of(use);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code node} is an {@code AntPathMatcher} of its own class that matches only the names
   * of files, resources or archive entries, and so no request path ({@link FileNameMatchers}).
   */
  private static boolean matchesOnlyFileNames(
      Types types, AntMatcherUse use, Optional<String> created, Node node) {
    return use.patterns() == PathMatchers.Patterns.SEPARATOR_ONLY
        && created.filter(PathMatchers.ANT_PATH_MATCHER::equals).isPresent()
        && node instanceof ObjectCreationExpr creation
        && new FileNameMatchers(types).matchesOnlyFileNames(creation);
  }

  /** The class named after {@code new}: the named supertype of an anonymous class. */
  private static Optional<String> createdType(Types types, Node node) {
    return node instanceof ObjectCreationExpr creation
        ? types.resolve(creation.getType(), creation)
        : Optional.empty();
  }

  /**
   * The literal values of the creation's pattern arguments; empty where not a literal. An {@code
   * HttpMethod} constant is not a pattern.
   */
  private static List<Optional<String>> patterns(
      Types types, AntMatcherUse use, NodeWithArguments<?> node) {
    List<Optional<String>> patterns = new ArrayList<>();
    for (Expression argument : node.getArguments()) {
      if (argument instanceof StringLiteralExpr literal) {
        patterns.add(Optional.of(literal.asString()));
      } else if (!isHttpMethod(types, argument)) {
        patterns.add(Optional.empty());
      }
      if (use.patterns() == PathMatchers.Patterns.FIRST) {
        break;
      }
    }
    return patterns;
  }

  /** {@code HttpMethod.OPTIONS}, qualified or not, or {@code OPTIONS} statically imported. */
  private static boolean isHttpMethod(Types types, Expression argument) {
    if (argument instanceof FieldAccessExpr access) {
      String scope = access.getScope().toString();
      return PathMatchers.HTTP_METHOD.equals(scope)
          || PathMatchers.HTTP_METHOD.endsWith("." + scope);
    }
    if (argument instanceof NameExpr name && types.variable(name).isEmpty()) {
      return Calls.staticallyImported(name, name.getNameAsString())
          .map(PathMatchers.HTTP_METHOD::equals)
          .orElseGet(() -> importsEveryConstant(name));
    }
    return false;
  }

  /** {@code import static org.springframework.http.HttpMethod.*;} in the file of {@code node}. */
  private static boolean importsEveryConstant(Node node) {
    return node.findCompilationUnit().stream()
        .flatMap(unit -> unit.getImports().stream())
        .filter(ImportDeclaration::isStatic)
        .filter(ImportDeclaration::isAsterisk)
        .anyMatch(imported -> imported.getNameAsString().equals(PathMatchers.HTTP_METHOD));
  }
}
