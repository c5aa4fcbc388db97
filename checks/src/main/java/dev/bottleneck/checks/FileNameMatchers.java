package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.facts.PathMatchers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;

/**
 * Tells a {@code new AntPathMatcher()} that matches only the names of files, resources or archive
 * entries ({@link PathMatchers#FILE_NAME_TYPES}), and so is no request matcher, as the Maven plugin
 * does. Silence must be proven: the matcher is used right away, or held by a local variable or a
 * private field; every use is a call of a matching method ({@link PathMatchers#PATH_ARGUMENTS}) or
 * of one that only sets it up ({@link PathMatchers#PATTERN_METHODS}); at least one matches; and
 * every matched path is a string taken from a file-like value, or is matched by code that runs once
 * ({@link RunsOnce}: a start-up listener that checks the application's own handler patterns matches
 * no request).
 */
final class FileNameMatchers {
  /** How many local variables a matched path is followed through to its origin. */
  private static final int VARIABLE_DEPTH = 3;

  private final VisitorState state;

  private FileNameMatchers(VisitorState state) {
    this.state = state;
  }

  /** Whether the creation at {@code state}'s path matches only file names. */
  static boolean matchesOnlyFileNames(NewClassTree creation, VisitorState state) {
    return creation.getClassBody() == null
        && state.getPath().getLeaf() == creation
        && new FileNameMatchers(state).matchesOnlyFileNames(state.getPath());
  }

  private boolean matchesOnlyFileNames(TreePath creation) {
    Optional<List<TreePath>> uses = uses(creation);
    if (uses.isEmpty() || uses.get().isEmpty()) {
      return false;
    }
    boolean matches = false;
    for (TreePath use : uses.get()) {
      Optional<MethodInvocationTree> call = calledOn(use);
      if (call.isEmpty()) {
        return false;
      }
      String name = ASTHelpers.getSymbol(call.get()).getSimpleName().toString();
      Integer path = PathMatchers.PATH_ARGUMENTS.get(name);
      if (path == null) {
        if (!PathMatchers.PATTERN_METHODS.contains(name)) {
          return false;
        }
        continue;
      }
      if (call.get().getArguments().size() <= path
          || !(namesFile(call.get().getArguments().get(path), use, VARIABLE_DEPTH)
              || RunsOnce.runsOnce(use, state))) {
        return false;
      }
      matches = true;
    }
    return matches;
  }

  /** The method called on the matcher at {@code use}, {@code use.name(...)}; empty otherwise. */
  private static Optional<MethodInvocationTree> calledOn(TreePath use) {
    TreePath select = use.getParentPath();
    if (!(select.getLeaf() instanceof MemberSelectTree member)
        || member.getExpression() != use.getLeaf()
        || !(select.getParentPath().getLeaf() instanceof MethodInvocationTree call)
        || call.getMethodSelect() != member) {
      return Optional.empty();
    }
    return Optional.of(call);
  }

  /**
   * The trees that stand for the created matcher: the creation itself when a method is called on it
   * right away, else the references to the local variable or private field it initializes; empty
   * when they cannot all be found.
   */
  private Optional<List<TreePath>> uses(TreePath creation) {
    if (calledOn(creation).isPresent()) {
      return Optional.of(List.of(creation));
    }
    TreePath declaration = creation.getParentPath();
    if (!(declaration.getLeaf() instanceof VariableTree variable)
        || variable.getInitializer() != creation.getLeaf()) {
      return Optional.empty();
    }
    Symbol symbol = ASTHelpers.getSymbol(variable);
    TreePath scope = declaration.getParentPath();
    boolean privateField =
        symbol.getKind() == ElementKind.FIELD
            && symbol.getModifiers().contains(Modifier.PRIVATE)
            && scope.getLeaf() instanceof ClassTree;
    boolean local =
        symbol.getKind() == ElementKind.LOCAL_VARIABLE && scope.getLeaf() instanceof BlockTree;
    return privateField || local ? Optional.of(references(scope, symbol)) : Optional.empty();
  }

  /**
   * The identifiers and {@code this.name} selections below {@code scope} that mean {@code symbol}.
   */
  private static List<TreePath> references(TreePath scope, Symbol symbol) {
    List<TreePath> references = new ArrayList<>();
    new TreePathScanner<Void, Void>() {
      @Override
      public Void visitIdentifier(IdentifierTree tree, Void unused) {
        add(tree);
        return null;
      }

      @Override
      public Void visitMemberSelect(MemberSelectTree tree, Void unused) {
        add(tree);
        return super.visitMemberSelect(tree, unused);
      }

      private void add(Tree tree) {
        if (symbol.equals(ASTHelpers.getSymbol(tree))) {
          references.add(getCurrentPath());
        }
      }
    }.scan(scope, null);
    return references;
  }

  /**
   * Whether {@code path} is taken from a file-like value: a chain of calls on one ({@code
   * root.relativize(file).toString()}), a local variable initialized so, or a concatenation of such
   * strings and literals.
   */
  private boolean namesFile(ExpressionTree path, TreePath context, int depth) {
    ExpressionTree expression = ASTHelpers.stripParentheses(path);
    if (isFileLike(expression)) {
      return true;
    }
    if (expression instanceof MethodInvocationTree call) {
      ExpressionTree receiver = ASTHelpers.getReceiver(call);
      return receiver != null && namesFile(receiver, context, depth);
    }
    if (expression instanceof IdentifierTree name && depth > 0) {
      Symbol symbol = ASTHelpers.getSymbol(name);
      return symbol != null
          && symbol.getKind() == ElementKind.LOCAL_VARIABLE
          && initializer(symbol, context)
              .filter(initializer -> namesFile(initializer, context, depth - 1))
              .isPresent();
    }
    if (expression instanceof BinaryTree sum && sum.getKind() == Tree.Kind.PLUS) {
      return namesFileOrIsLiteral(sum.getLeftOperand(), context, depth)
          && namesFileOrIsLiteral(sum.getRightOperand(), context, depth);
    }
    return false;
  }

  private boolean namesFileOrIsLiteral(ExpressionTree operand, TreePath context, int depth) {
    return operand instanceof LiteralTree || namesFile(operand, context, depth);
  }

  private boolean isFileLike(ExpressionTree expression) {
    Type type = ASTHelpers.getType(expression);
    if (type == null || expression instanceof LiteralTree) {
      return false;
    }
    for (String fileType : PathMatchers.FILE_NAME_TYPES) {
      Type known = state.getTypeFromString(fileType);
      if (known != null && ASTHelpers.isSubtype(type, known, state)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The initializer of the local variable {@code symbol}, declared in the method of {@code
   * context}.
   */
  private static Optional<ExpressionTree> initializer(Symbol symbol, TreePath context) {
    TreePath method = context;
    while (method != null && !(method.getLeaf() instanceof MethodTree)) {
      method = method.getParentPath();
    }
    if (method == null) {
      return Optional.empty();
    }
    ExpressionTree[] found = new ExpressionTree[1];
    new TreePathScanner<Void, Void>() {
      @Override
      public Void visitVariable(VariableTree tree, Void unused) {
        if (symbol.equals(ASTHelpers.getSymbol(tree))) {
          found[0] = tree.getInitializer();
        }
        return super.visitVariable(tree, unused);
      }
    }.scan(method, null);
    return Optional.ofNullable(found[0]);
  }
}
