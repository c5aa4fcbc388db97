package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.tools.javac.code.Flags;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.facts.ShortTasks;
import javax.lang.model.element.ElementKind;
import javax.lang.model.type.TypeKind;

/**
 * Whether a task only stores into or reads from a map of its own class ({@link
 * ShortTasks#OWN_MAPS}): one store or read of a private final field initialized with a new
 * in-memory map, which the class uses through such calls alone, with held values as arguments.
 */
final class OwnMapStores {
  private static final Matcher<ExpressionTree> STORE = ApiMatchers.matcher(ShortTasks.MAP_STORES);
  private static final Matcher<ExpressionTree> OWN_MAP = ApiMatchers.matcher(ShortTasks.OWN_MAPS);

  private OwnMapStores() {}

  static boolean isStore(ExpressionTree task, VisitorState state) {
    if (!(task instanceof LambdaExpressionTree lambda)
        || !(onlyExpression(lambda.getBody()) instanceof MethodInvocationTree call)
        || !STORE.matches(call, state)
        || !call.getArguments().stream().allMatch(HandOffTasks::isHeldValue)) {
      return false;
    }
    ExpressionTree receiver = ASTHelpers.getReceiver(call);
    return namesField(receiver)
        && ASTHelpers.getSymbol(receiver) instanceof VarSymbol field
        && field.getKind() == ElementKind.FIELD
        && (field.flags() & (Flags.PRIVATE | Flags.FINAL)) == (Flags.PRIVATE | Flags.FINAL)
        && keysResolveNothing(field, state)
        && ownMapUsedForStores(field, state);
  }

  /** {@code map} or {@code this.map}: a field read by its name. */
  private static boolean namesField(ExpressionTree receiver) {
    return receiver instanceof IdentifierTree
        || receiver instanceof MemberSelectTree select
            && select.getExpression() instanceof IdentifierTree self
            && self.getName().contentEquals("this");
  }

  /** The lambda's expression, or the expression of its block's one statement. */
  private static Tree onlyExpression(Tree body) {
    if (body instanceof BlockTree block
        && block.getStatements().size() == 1
        && block.getStatements().get(0) instanceof ExpressionStatementTree statement) {
      return statement.getExpression();
    }
    return body;
  }

  /**
   * A key type that is a JDK value type ({@link ShortTasks#VALUE_KEYS}): a class, not a type
   * variable or a wildcard.
   */
  private static boolean keysResolveNothing(VarSymbol field, VisitorState state) {
    Type map = state.getTypes().asSuper(field.type, state.getSymbolFromString(ShortTasks.MAP));
    if (map == null || map.getTypeArguments().isEmpty()) {
      return false;
    }
    Type key = map.getTypeArguments().get(0);
    return key.getKind() == TypeKind.DECLARED
        && key.tsym instanceof ClassSymbol type
        && ShortTasks.VALUE_KEYS.contains(type.getQualifiedName().toString());
  }

  /**
   * Whether the field is declared in this file with a new in-memory map, and every other use of it
   * here is the receiver of a store or read. A private field is used nowhere else.
   */
  private static boolean ownMapUsedForStores(VarSymbol field, VisitorState state) {
    boolean[] created = {false};
    boolean[] otherUse = {false};
    new TreePathScanner<Void, Void>() {
      @Override
      public Void visitVariable(VariableTree variable, Void unused) {
        if (field.equals(ASTHelpers.getSymbol(variable))) {
          created[0] = createsOwnMap(variable.getInitializer(), state);
          return null;
        }
        return super.visitVariable(variable, null);
      }

      @Override
      public Void visitIdentifier(IdentifierTree identifier, Void unused) {
        noteUse(ASTHelpers.getSymbol(identifier));
        return null;
      }

      @Override
      public Void visitMemberSelect(MemberSelectTree select, Void unused) {
        noteUse(ASTHelpers.getSymbol(select));
        return super.visitMemberSelect(select, null);
      }

      private void noteUse(Symbol symbol) {
        if (field.equals(symbol) && !isStoreReceiver(getCurrentPath(), state)) {
          otherUse[0] = true;
        }
      }
    }.scan(new TreePath(state.getPath().getCompilationUnit()), null);
    return created[0] && !otherUse[0];
  }

  private static boolean createsOwnMap(ExpressionTree initializer, VisitorState state) {
    return initializer instanceof NewClassTree creation
        && creation.getClassBody() == null
        && OWN_MAP.matches(creation, state);
  }

  /** {@code map.put(k, v)}: the use is the receiver of a method select that a store calls. */
  private static boolean isStoreReceiver(TreePath use, VisitorState state) {
    return parent(use, 1) instanceof MemberSelectTree select
        && select.getExpression() == use.getLeaf()
        && parent(use, 2) instanceof MethodInvocationTree call
        && call.getMethodSelect() == select
        && STORE.matches(call, state);
  }

  private static Tree parent(TreePath path, int levels) {
    TreePath current = path;
    for (int i = 0; i < levels && current != null; i++) {
      current = current.getParentPath();
    }
    return current == null ? null : current.getLeaf();
  }
}
