package dev.bottleneck.checks;

import static com.google.errorprone.util.ASTHelpers.getReceiver;
import static com.google.errorprone.util.ASTHelpers.getSymbol;
import static com.google.errorprone.util.ASTHelpers.stripParentheses;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.IfTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.ThrowTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.UnaryTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.code.Symbol;
import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import javax.lang.model.element.ElementKind;

/**
 * A check that lets code through until a store in that code has run once, so that the code runs
 * once per object (per key, per new value), as lazy initialization does: {@code field == null}
 * closed by assigning the field, {@code !flag} by setting the flag, {@code !last.equals(value)} by
 * storing the value, a miss of a map for a key ({@code !map.containsKey(key)}, {@code map.get(key)
 * == null}) by putting the key ({@link RunOncePlaces#KEY_STORES}). The guarded code is the
 * then-block of the check, or the code after an {@code if} that leaves on the opposite test ({@code
 * if (field != null) return;}).
 *
 * <p>Two questions ask it, and differ in what may close the check:
 *
 * <ul>
 *   <li>code behind the guard ({@link #opensOnce}): the check tests a field, since a local or a
 *       parameter starts afresh on every call; it decides alone, a conjunct of {@code &&}, since
 *       with {@code ||} the other side lets the code through again; it leaves by a lone {@code
 *       return}; any store in the guarded code closes it. A key is tested as a memo tests it
 *       (below): a miss of {@code containsKey(key)} or of the map's {@code get(key)} (directly or
 *       through a local declared with it) around the code, or a hit that returns before it ({@code
 *       V value = map.get(key); if (value != null) return value;}) in a method that puts the key:
 *       the hand-written {@code computeIfAbsent}, whose code runs once per key as its loader's
 *       does. The map is a field here, since a local or a parameter starts afresh on every call.
 *   <li>a keyed store itself ({@link #closesOwnGuard}, a memo, the get-check-put form of {@code
 *       computeIfAbsent}): the store is the one closer, so its value is kept once per key when any
 *       operand of the condition ({@code ||} too: a stale entry rebuilt is kept again) tests its
 *       own map and key, as the store writes them, for a miss around it or a hit that leaves before
 *       it ({@code if (client != null) return client;}). The map may be a field of any type with
 *       the catalog's lookup and store names: what makes a memo is the test and the store of one
 *       field and one key, not the collection's class.
 * </ul>
 *
 * Decides as the Maven plugin's {@code OnceGuards} does.
 */
final class OnceGuards {
  private static final Matcher<ExpressionTree> KEY_STORE =
      ApiMatchers.matcher(RunOncePlaces.KEY_STORES);

  private final VisitorState state;

  /** The keyed store asked about, or null when the question is the code behind a guard. */
  private final TreePath store;

  /**
   * The code asked about, when the question is the code behind a guard: a store in the other arm of
   * an {@code if} or {@code ?:} that holds it does not close the guard for it. Null for a store.
   */
  private final TreePath code;

  private OnceGuards(VisitorState state, TreePath store) {
    this(state, store, null);
  }

  private OnceGuards(VisitorState state, TreePath store, TreePath code) {
    this.state = state;
    this.store = store;
    this.code = code;
  }

  /** A store that closes a check: trees of {@code type} that {@code closes} accepts. */
  private record Closer(Class<? extends Tree> type, Predicate<Tree> closes) {}

  /**
   * Whether {@code child}, a direct child of {@code parent}, runs only while a guard is open: it is
   * the then-statement of a closing guard, or a statement after an early return that closes, with a
   * closing store that can run in the same pass as {@code code}, the code asked about below {@code
   * child}: not one in the other arm of an {@code if} or {@code ?:} (a memo's miss whose {@code
   * else} computes a fallback and stores nothing runs that fallback on every such call).
   */
  static boolean opensOnce(TreePath parent, Tree child, TreePath code, VisitorState state) {
    return new OnceGuards(state, null, code).opens(parent, child);
  }

  /**
   * Whether {@code store} keeps its value in a map only when the map has none for its key. The
   * store is a {@code Map}'s, or one of the same name on a field of any other type (an
   * application's own cache): a lookup and a store of one field for one key make a memo whatever
   * the field's class.
   */
  static boolean closesOwnGuard(TreePath store, VisitorState state) {
    if (!(store.getLeaf() instanceof MethodInvocationTree call)
        || call.getArguments().size() != 2
        || !(call.getMethodSelect() instanceof MemberSelectTree select)
        || !RunOncePlaces.KEY_STORES.named(select.getIdentifier().toString())
        || !(KEY_STORE.matches(call, state) || field(select.getExpression()) != null)) {
      return false;
    }
    OnceGuards guards = new OnceGuards(state, store);
    Tree child = call;
    for (TreePath path = store.getParentPath();
        path != null
            && !(path.getLeaf() instanceof MethodTree
                || path.getLeaf() instanceof LambdaExpressionTree);
        child = path.getLeaf(), path = path.getParentPath()) {
      if (guards.opens(path, child)) {
        return true;
      }
    }
    return false;
  }

  private boolean opens(TreePath parent, Tree child) {
    if (parent.getLeaf() instanceof IfTree guard && guard.getThenStatement() == child) {
      TreePath then = new TreePath(parent, child);
      return checks(guard.getCondition(), true).stream()
          .anyMatch(check -> closes(missCloser(check, parent), then));
    }
    if (!(parent.getLeaf() instanceof BlockTree block)) {
      return false;
    }
    // The code an early return guards is the rest of its method: a store anywhere in it closes.
    TreePath region = store != null ? parent : TreePaths.enclosingBody(parent);
    for (StatementTree statement : block.getStatements()) {
      if (statement == child) {
        return false;
      }
      if (region != null && leavesOnHit(statement, region)) {
        return true;
      }
    }
    return false;
  }

  /** An {@code if} without {@code else} that leaves on a test that a store in region closes. */
  private boolean leavesOnHit(StatementTree statement, TreePath region) {
    return statement instanceof IfTree exit
        && exit.getElseStatement() == null
        && leaves(exit.getThenStatement())
        && checks(exit.getCondition(), false).stream()
            .anyMatch(check -> closes(hitCloser(check, region), region));
  }

  private boolean leaves(StatementTree then) {
    if (store == null) {
      return then instanceof ReturnTree
          || then instanceof BlockTree block
              && block.getStatements().size() == 1
              && block.getStatements().get(0) instanceof ReturnTree;
    }
    StatementTree last = then;
    if (then instanceof BlockTree block && !block.getStatements().isEmpty()) {
      last = block.getStatements().get(block.getStatements().size() - 1);
    }
    return last instanceof ReturnTree || last instanceof ThrowTree;
  }

  /**
   * The tests of {@code condition} that may decide alone: for the store any operand of {@code &&}
   * and {@code ||}; for code, the conjuncts of a then-block's test, and an exit's whole test.
   */
  private List<ExpressionTree> checks(ExpressionTree condition, boolean then) {
    List<ExpressionTree> operands = new ArrayList<>();
    if (store != null) {
      operands(condition, Tree.Kind.CONDITIONAL_OR, operands);
    } else if (then) {
      operands(condition, null, operands);
    } else {
      operands.add(stripParentheses(condition));
    }
    return operands;
  }

  /** The operands of {@code &&}, and of {@code alsoSplit} when given, unwrapped, into found. */
  private static void operands(
      ExpressionTree condition, Tree.Kind alsoSplit, List<ExpressionTree> found) {
    ExpressionTree check = stripParentheses(condition);
    if (check.getKind() == Tree.Kind.CONDITIONAL_AND || check.getKind() == alsoSplit) {
      operands(((BinaryTree) check).getLeftOperand(), alsoSplit, found);
      operands(((BinaryTree) check).getRightOperand(), alsoSplit, found);
    } else {
      found.add(check);
    }
  }

  /** Whether a store of {@code closer} runs with {@code region}, or is the store asked about. */
  private boolean closes(Optional<Closer> closer, TreePath region) {
    if (closer.isEmpty()) {
      return false;
    }
    if (store != null) {
      return closer.get().closes().test(store.getLeaf());
    }
    return runWith(region, closer.get().type()::isInstance).stream()
        .filter(closing -> code == null || !StoreOrder.inOtherArms(code, closing))
        .map(TreePath::getLeaf)
        .anyMatch(closer.get().closes());
  }

  /** What closes {@code check}, a test that is true until then, for a then-block. */
  private Optional<Closer> missCloser(ExpressionTree check, TreePath at) {
    if (check.getKind() == Tree.Kind.EQUAL_TO) {
      return nullTestCloser((BinaryTree) check, at);
    }
    if (check.getKind() != Tree.Kind.LOGICAL_COMPLEMENT) {
      return Optional.empty();
    }
    ExpressionTree negated = stripParentheses(((UnaryTree) check).getExpression());
    Symbol flag = field(negated);
    if (flag != null) {
      return Optional.of(assignment(flag, OnceGuards::isTrue));
    }
    if (!(negated instanceof MethodInvocationTree call)
        || !(call.getMethodSelect() instanceof MemberSelectTree select)
        || call.getArguments().size() != 1) {
      return Optional.empty();
    }
    if (select.getIdentifier().contentEquals("equals")) {
      // The last value seen: the code runs again only for a different one.
      Symbol last = field(select.getExpression());
      String value = call.getArguments().get(0).toString();
      return last == null
          ? Optional.empty()
          : Optional.of(assignment(last, assigned -> assigned.toString().equals(value)));
    }
    return keyTestCloser(call, select);
  }

  /** What closes {@code check}, a test that is false until then, for an early exit. */
  private Optional<Closer> hitCloser(ExpressionTree check, TreePath at) {
    if (check.getKind() == Tree.Kind.NOT_EQUAL_TO) {
      return nullTestCloser((BinaryTree) check, at);
    }
    Symbol flag = field(check);
    if (flag != null) {
      return Optional.of(assignment(flag, OnceGuards::isTrue));
    }
    return check instanceof MethodInvocationTree call
            && call.getMethodSelect() instanceof MemberSelectTree select
            && call.getArguments().size() == 1
        ? keyTestCloser(call, select)
        : Optional.empty();
  }

  /** A field compared with null, or a map's value for a key (its lookup, or a local set by it). */
  private Optional<Closer> nullTestCloser(BinaryTree test, TreePath at) {
    ExpressionTree compared =
        test.getRightOperand().getKind() == Tree.Kind.NULL_LITERAL
            ? test.getLeftOperand()
            : test.getLeftOperand().getKind() == Tree.Kind.NULL_LITERAL
                ? test.getRightOperand()
                : null;
    if (compared == null) {
      return Optional.empty();
    }
    ExpressionTree value = stripParentheses(compared);
    Symbol field = field(value);
    if (field != null) {
      return Optional.of(assignment(field, OnceGuards::notNull));
    }
    return keyLookupCloser(value, at);
  }

  /** A map's value for a key: its lookup, or a local declared with it in the body of {@code at}. */
  private Optional<Closer> keyLookupCloser(ExpressionTree value, TreePath at) {
    if (!(value instanceof IdentifierTree name)) {
      return keyCall(value, RunOncePlaces.KEY_LOOKUPS);
    }
    Symbol local = getSymbol(name);
    TreePath body = TreePaths.enclosingBody(at);
    if (local == null || local.getKind() != ElementKind.LOCAL_VARIABLE || body == null) {
      return Optional.empty();
    }
    List<TreePath> declarations =
        TreePaths.find(
            body,
            tree -> tree instanceof VariableTree variable && local.equals(getSymbol(variable)));
    ExpressionTree initializer =
        declarations.size() == 1
            ? ((VariableTree) declarations.get(0).getLeaf()).getInitializer()
            : null;
    return initializer == null
        ? Optional.empty()
        : keyCall(stripParentheses(initializer), RunOncePlaces.KEY_LOOKUPS);
  }

  private Optional<Closer> keyCall(ExpressionTree expression, Api api) {
    return expression instanceof MethodInvocationTree call
            && call.getMethodSelect() instanceof MemberSelectTree select
            && call.getArguments().size() == 1
        ? keyTestCloser(call, select, api)
        : Optional.empty();
  }

  private Optional<Closer> keyTestCloser(MethodInvocationTree call, MemberSelectTree select) {
    return keyTestCloser(call, select, RunOncePlaces.KEY_TESTS);
  }

  private Optional<Closer> keyTestCloser(
      MethodInvocationTree call, MemberSelectTree select, Api api) {
    return api.named(select.getIdentifier().toString())
        ? put(select.getExpression(), call.getArguments().get(0))
        : Optional.empty();
  }

  /**
   * A put of {@code key} into {@code map}: for code the same field, for the store the map as
   * written. Keys and written maps are compared without their parentheses.
   */
  private Optional<Closer> put(ExpressionTree map, ExpressionTree key) {
    Symbol field = field(map);
    if (store == null && field == null) {
      return Optional.empty();
    }
    Predicate<ExpressionTree> sameMap =
        store == null
            ? receiver -> field.equals(field(receiver))
            : receiver -> receiver != null && sameText(receiver, map);
    return Optional.of(
        new Closer(
            MethodInvocationTree.class,
            tree ->
                tree instanceof MethodInvocationTree put
                    && put.getArguments().size() == 2
                    && sameText(put.getArguments().get(0), key)
                    && sameMap.test(getReceiver(put))
                    // The store asked about was matched above, by its map or by its field.
                    && (store != null || KEY_STORE.matches(put, state))));
  }

  /** An assignment to {@code field} of a value that {@code closes}. */
  private static Closer assignment(Symbol field, Predicate<ExpressionTree> closes) {
    return new Closer(
        AssignmentTree.class,
        tree ->
            tree instanceof AssignmentTree assign
                && field.equals(getSymbol(assign.getVariable()))
                && closes.test(stripParentheses(assign.getExpression())));
  }

  /**
   * The trees below {@code body} that pass {@code test} and run with it: not those of a lambda or a
   * class body, which may run later or never.
   */
  private static List<TreePath> runWith(TreePath body, Predicate<Tree> test) {
    List<TreePath> found = new ArrayList<>();
    for (TreePath path : TreePaths.find(body, test)) {
      boolean deferred = false;
      for (TreePath up = path.getParentPath();
          up != null && up.getLeaf() != body.getLeaf();
          up = up.getParentPath()) {
        deferred |=
            up.getLeaf() instanceof LambdaExpressionTree || up.getLeaf() instanceof ClassTree;
      }
      if (!deferred) {
        found.add(path);
      }
    }
    return found;
  }

  /** The field {@code expression} reads, or null. */
  private static Symbol field(ExpressionTree expression) {
    Symbol symbol = expression == null ? null : getSymbol(expression);
    return symbol != null && symbol.getKind() == ElementKind.FIELD ? symbol : null;
  }

  private static boolean sameText(ExpressionTree one, ExpressionTree other) {
    return stripParentheses(one).toString().equals(stripParentheses(other).toString());
  }

  private static boolean notNull(ExpressionTree value) {
    return value.getKind() != Tree.Kind.NULL_LITERAL;
  }

  private static boolean isTrue(ExpressionTree value) {
    return value instanceof LiteralTree literal && Boolean.TRUE.equals(literal.getValue());
  }
}
