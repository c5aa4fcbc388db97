package dev.bottleneck.maven.rules;

import static dev.bottleneck.maven.rules.EagerLogMessageRule.unwrap;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.BooleanLiteralExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NullLiteralExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SuperExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.ThrowStmt;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.maven.types.Types;
import dev.bottleneck.maven.types.Variables;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

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
 *       the catalog's lookup and store names, resolved or not: what makes a memo is the test and
 *       the store of one field and one key, not the collection's class.
 * </ul>
 *
 * Decides as the Error Prone checks' {@code OnceGuards} does.
 */
final class OnceGuards {
  private final Types types;

  /** The keyed store asked about, or null when the question is the code behind a guard. */
  private final MethodCallExpr store;

  /**
   * The code asked about, when the question is the code behind a guard: a store in the other arm of
   * an {@code if} or {@code ?:} that holds it does not close the guard for it. Null for a store.
   */
  private final Node code;

  private OnceGuards(Types types, MethodCallExpr store, Node code) {
    this.types = types;
    this.store = store;
    this.code = code;
  }

  /** A store that closes a check: nodes of {@code type} that {@code closes} accepts. */
  private record Closer(Class<? extends Node> type, Predicate<Node> closes) {}

  /**
   * Whether {@code child}, a direct child of {@code parent}, runs only while a guard is open: it is
   * the then-statement of a closing guard, or a statement after an early return that closes, with a
   * closing store that can run in the same pass as {@code code}, the code asked about below {@code
   * child}: not one in the other arm of an {@code if} or {@code ?:} (a memo's miss whose {@code
   * else} computes a fallback and stores nothing runs that fallback on every such call).
   */
  static boolean opensOnce(Types types, Node parent, Node child, Node code) {
    return new OnceGuards(types, null, code).opens(parent, child);
  }

  /**
   * Whether {@code store} keeps its value in a map only when the map has none for its key. The
   * store is a {@code Map}'s, or one of the same name on a field of any other or unknown type (an
   * application's own cache): a lookup and a store of one field for one key make a memo whatever
   * the field's class.
   */
  static boolean closesOwnGuard(Types types, MethodCallExpr store) {
    if (store.getArguments().size() != 2
        || store.getScope().isEmpty()
        || !RunOncePlaces.KEY_STORES.named(store.getNameAsString())) {
      return false;
    }
    OnceGuards guards = new OnceGuards(types, store, null);
    if (!ApiMatchers.call(types, store).matches(RunOncePlaces.KEY_STORES)
        && guards.fieldName(unwrap(store.getScope().get())).isEmpty()) {
      return false;
    }
    Node child = store;
    for (Node node = store.getParentNode().orElse(null);
        node != null && !(node instanceof CallableDeclaration<?> || node instanceof LambdaExpr);
        child = node, node = node.getParentNode().orElse(null)) {
      if (guards.opens(node, child)) {
        return true;
      }
    }
    return false;
  }

  private boolean opens(Node parent, Node child) {
    if (parent instanceof IfStmt guard && guard.getThenStmt() == child) {
      return checks(guard.getCondition(), true).stream()
          .anyMatch(check -> closes(missCloser(check), guard.getThenStmt()));
    }
    if (!(parent instanceof BlockStmt block)) {
      return false;
    }
    // The code an early return guards is the rest of its method: a store anywhere in it closes.
    Optional<Node> region = store != null ? Optional.of(block) : bodyOf(block);
    for (Statement statement : block.getStatements()) {
      if (statement == child) {
        return false;
      }
      if (region.isPresent() && leavesOnHit(statement, region.get())) {
        return true;
      }
    }
    return false;
  }

  /** An {@code if} without {@code else} that leaves on a test that a store in region closes. */
  private boolean leavesOnHit(Statement statement, Node region) {
    return statement instanceof IfStmt exit
        && exit.getElseStmt().isEmpty()
        && leaves(exit.getThenStmt())
        && checks(exit.getCondition(), false).stream()
            .anyMatch(check -> closes(hitCloser(check), region));
  }

  private boolean leaves(Statement then) {
    if (store == null) {
      return then instanceof ReturnStmt
          || then instanceof BlockStmt block
              && block.getStatements().size() == 1
              && block.getStatement(0) instanceof ReturnStmt;
    }
    Statement last = then;
    if (then instanceof BlockStmt block && block.getStatements().isNonEmpty()) {
      last = block.getStatements().getLast().orElseThrow();
    }
    return last instanceof ReturnStmt || last instanceof ThrowStmt;
  }

  /**
   * The tests of {@code condition} that may decide alone: for the store any operand of {@code &&}
   * and {@code ||}; for code, the conjuncts of a then-block's test, and an exit's whole test.
   */
  private List<Expression> checks(Expression condition, boolean then) {
    List<Expression> operands = new ArrayList<>();
    if (store != null) {
      operands(condition, BinaryExpr.Operator.OR, operands);
    } else if (then) {
      operands(condition, null, operands);
    } else {
      operands.add(unwrap(condition));
    }
    return operands;
  }

  /** The operands of {@code &&}, and of {@code alsoSplit} when given, unwrapped, into found. */
  private static void operands(
      Expression condition, BinaryExpr.Operator alsoSplit, List<Expression> found) {
    Expression check = unwrap(condition);
    if (check instanceof BinaryExpr binary
        && (binary.getOperator() == BinaryExpr.Operator.AND || binary.getOperator() == alsoSplit)) {
      operands(binary.getLeft(), alsoSplit, found);
      operands(binary.getRight(), alsoSplit, found);
    } else {
      found.add(check);
    }
  }

  /** Whether a store of {@code closer} runs with {@code region}, or is the store asked about. */
  private boolean closes(Optional<Closer> closer, Node region) {
    if (closer.isEmpty()) {
      return false;
    }
    if (store != null) {
      return closer.get().closes().test(store);
    }
    return stores(region, closer.get().type()).stream()
        .filter(closing -> code == null || !StoreOrder.inOtherArms(code, closing))
        .anyMatch(closer.get().closes());
  }

  /** What closes {@code check}, a test that is true until then, for a then-block. */
  private Optional<Closer> missCloser(Expression check) {
    if (check instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.EQUALS) {
      return nullTestCloser(binary);
    }
    if (!(check instanceof UnaryExpr not)
        || not.getOperator() != UnaryExpr.Operator.LOGICAL_COMPLEMENT) {
      return Optional.empty();
    }
    Expression negated = unwrap(not.getExpression());
    Optional<String> flag = fieldName(negated);
    if (flag.isPresent()) {
      return Optional.of(assignment(flag.get(), OnceGuards::isTrue));
    }
    if (!(negated instanceof MethodCallExpr call)
        || call.getScope().isEmpty()
        || call.getArguments().size() != 1) {
      return Optional.empty();
    }
    if (call.getNameAsString().equals("equals")) {
      // The last value seen: the code runs again only for a different one.
      Expression value = call.getArgument(0);
      return fieldName(call.getScope().get()).map(last -> assignment(last, value::equals));
    }
    return keyTestCloser(call);
  }

  /** What closes {@code check}, a test that is false until then, for an early exit. */
  private Optional<Closer> hitCloser(Expression check) {
    if (check instanceof BinaryExpr binary
        && binary.getOperator() == BinaryExpr.Operator.NOT_EQUALS) {
      return nullTestCloser(binary);
    }
    Optional<String> flag = fieldName(check);
    if (flag.isPresent()) {
      return Optional.of(assignment(flag.get(), OnceGuards::isTrue));
    }
    return check instanceof MethodCallExpr call
            && call.getScope().isPresent()
            && call.getArguments().size() == 1
        ? keyTestCloser(call)
        : Optional.empty();
  }

  /** A field compared with null, or a map's value for a key (its lookup, or a local set by it). */
  private Optional<Closer> nullTestCloser(BinaryExpr test) {
    Expression compared =
        test.getRight() instanceof NullLiteralExpr
            ? test.getLeft()
            : test.getLeft() instanceof NullLiteralExpr ? test.getRight() : null;
    if (compared == null) {
      return Optional.empty();
    }
    Expression value = unwrap(compared);
    Optional<String> field = fieldName(value);
    if (field.isPresent()) {
      return Optional.of(assignment(field.get(), OnceGuards::notNull));
    }
    return keyLookupCloser(value);
  }

  /** A map's value for a key: its lookup, or a local declared with it. */
  private Optional<Closer> keyLookupCloser(Expression value) {
    Expression lookup = value;
    if (value instanceof NameExpr name) {
      lookup =
          types
              .variable(name)
              .filter(variable -> !variable.field())
              .flatMap(Variables.Variable::initializer)
              .map(EagerLogMessageRule::unwrap)
              .orElse(null);
    }
    return lookup instanceof MethodCallExpr call
            && RunOncePlaces.KEY_LOOKUPS.named(call.getNameAsString())
            && call.getScope().isPresent()
            && call.getArguments().size() == 1
        ? put(call.getScope().get(), call.getArgument(0))
        : Optional.empty();
  }

  private Optional<Closer> keyTestCloser(MethodCallExpr call) {
    return RunOncePlaces.KEY_TESTS.named(call.getNameAsString())
        ? put(call.getScope().get(), call.getArgument(0))
        : Optional.empty();
  }

  /**
   * A put of {@code key} into {@code map}: for code the same field, for the store the map as
   * written. Keys and written maps are compared without their parentheses.
   */
  private Optional<Closer> put(Expression map, Expression key) {
    Optional<String> field = fieldName(map);
    if (store == null && field.isEmpty()) {
      return Optional.empty();
    }
    Expression written = unwrap(map);
    Predicate<Optional<Expression>> sameMap =
        store == null
            ? scope -> scope.flatMap(this::fieldName).equals(field)
            : scope -> scope.map(EagerLogMessageRule::unwrap).filter(written::equals).isPresent();
    Expression unwrappedKey = unwrap(key);
    return Optional.of(
        new Closer(
            MethodCallExpr.class,
            node ->
                node instanceof MethodCallExpr put
                    && put.getArguments().size() == 2
                    && unwrap(put.getArgument(0)).equals(unwrappedKey)
                    && sameMap.test(put.getScope())
                    // The store asked about was matched above, by its map or by its field.
                    && (store != null
                        || ApiMatchers.call(types, put).matches(RunOncePlaces.KEY_STORES))));
  }

  /** An assignment to the field named {@code field} of a value that {@code closes}. */
  private Closer assignment(String field, Predicate<Expression> closes) {
    return new Closer(
        AssignExpr.class,
        node ->
            node instanceof AssignExpr assign
                && assign.getOperator() == AssignExpr.Operator.ASSIGN
                && fieldName(assign.getTarget()).equals(Optional.of(field))
                && closes.test(unwrap(assign.getValue())));
  }

  /**
   * The nodes of {@code type} in {@code body} that run with it: not those of a lambda or an
   * anonymous class, which may run later or never.
   */
  private static List<Node> stores(Node body, Class<? extends Node> type) {
    List<Node> found = new ArrayList<>();
    for (Node node : body.findAll(type)) {
      boolean deferred =
          node.findAncestor(
                  n ->
                      n == body
                          || n instanceof LambdaExpr
                          || n instanceof ObjectCreationExpr creation
                              && creation.getAnonymousClassBody().isPresent(),
                  Node.class)
              .filter(n -> n != body)
              .isPresent();
      if (!deferred) {
        found.add(node);
      }
    }
    return found;
  }

  /** The name of the field {@code expression} reads: {@code f}, {@code this.f}, {@code T.f}. */
  private Optional<String> fieldName(Expression expression) {
    if (expression instanceof FieldAccessExpr access) {
      Expression scope = access.getScope();
      return scope instanceof ThisExpr
              || scope instanceof SuperExpr
              || types.typeReference(scope).isPresent()
          ? Optional.of(access.getNameAsString())
          : Optional.empty();
    }
    return expression instanceof NameExpr name
            && types.variable(name).map(Variables.Variable::field).orElse(false)
        ? Optional.of(name.getNameAsString())
        : Optional.empty();
  }

  private static boolean notNull(Expression value) {
    return !(value instanceof NullLiteralExpr);
  }

  private static boolean isTrue(Expression value) {
    return value instanceof BooleanLiteralExpr literal && literal.getValue();
  }

  /** The method, constructor or lambda whose code {@code block} belongs to. */
  private static Optional<Node> bodyOf(BlockStmt block) {
    return block.findAncestor(
        n -> n instanceof CallableDeclaration<?> || n instanceof LambdaExpr, Node.class);
  }
}
