package dev.bottleneck.checks;

import static com.google.errorprone.util.ASTHelpers.enclosingClass;
import static com.google.errorprone.util.ASTHelpers.getStartPosition;
import static com.google.errorprone.util.ASTHelpers.getSymbol;
import static com.google.errorprone.util.ASTHelpers.getType;
import static com.google.errorprone.util.ASTHelpers.isCheckedExceptionType;
import static com.google.errorprone.util.ASTHelpers.isSameType;
import static com.google.errorprone.util.ASTHelpers.isStatic;

import com.google.errorprone.VisitorState;
import com.google.errorprone.fixes.SuggestedFix;
import com.google.errorprone.fixes.SuggestedFixes;
import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.FixText;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;

/**
 * The fix of the creation rules: the creation moves into a {@code private static final} constant
 * declared right above the member that holds it, and the creation becomes the constant's name.
 */
final class HoistFix {
  private HoistFix() {}

  /**
   * A {@code private static final} constant initialized with the creation, when that keeps the code
   * compiling and behaving the same: the expression reads no local, parameter, instance state or
   * non-final static field, throws no checked exception, and the object is only used through
   * read-only calls.
   */
  static Optional<SuggestedFix> of(
      ExpressionTree creation, Creations creations, VisitorState state) {
    TreePath path = state.getPath();
    TreePath memberPath = path;
    while (!(memberPath.getParentPath().getLeaf() instanceof ClassTree)) {
      memberPath = memberPath.getParentPath();
    }
    TreePath hostPath = memberPath.getParentPath();
    ClassTree host = (ClassTree) hostPath.getLeaf();
    ClassSymbol hostSymbol = getSymbol(host);
    Tree member = memberPath.getLeaf();
    String source = state.getSourceForNode(creation);
    // Generated code has no source to move; an enum constant takes no declaration above it.
    if (source == null
        || !canHoldConstant(hostSymbol)
        || (member instanceof VariableTree
            && getSymbol(member).getKind() == ElementKind.ENUM_CONSTANT)
        || throwsChecked(creation, state)
        || StateReader.readsState(path)
        || !onlyReadOnlyUses(path, creations.readOnlyUse(), state)) {
      return Optional.empty();
    }
    CharSequence text = state.getSourceCode();
    List<String> lines = List.of(text.toString().split("\r\n|\r|\n", -1));
    int memberStart = getStartPosition(member);
    int memberLine = lineOf(text, memberStart);
    int memberLineStart = lineStartBefore(text, memberStart);
    // Another declaration before the member on its line would end up after the constant.
    if (!text.subSequence(memberLineStart, memberStart).toString().isBlank()) {
      return Optional.empty();
    }
    Optional<String> existing = existingConstant(host, member, source, getType(creation), state);
    if (existing.isPresent()) {
      return Optional.of(SuggestedFix.replace(creation, existing.get()));
    }
    int top = FixText.memberTop(lines, memberLine);
    int insertion = offsetOfLine(lines, text, top);
    if (readsLaterConstant(creation, host, hostSymbol, insertion)) {
      return Optional.empty();
    }
    String name = freshName(creation, hostPath, member, creations, state);
    SuggestedFix.Builder fix = SuggestedFix.builder();
    String type = SuggestedFixes.prettyType(state, fix, getType(creation));
    // Right above the member that uses it: declared before its use, and in one run of changed
    // lines with it, which a review tool can show and commit as one suggestion.
    fix.replace(
        insertion,
        insertion,
        FixText.constant(FixText.indentation(lines.get(memberLine)), type, name, source));
    fix.replace(creation, name);
    return Optional.of(fix.build());
  }

  /**
   * A constant of the host, declared before the member, that already holds the same creation: the
   * fix uses it instead of adding a second one.
   */
  private static Optional<String> existingConstant(
      ClassTree host, Tree member, String source, Type type, VisitorState state) {
    for (Tree other : host.getMembers()) {
      if (other instanceof VariableTree field
          && field.getInitializer() != null
          && getStartPosition(field) < getStartPosition(member)
          && field.getModifiers().getFlags().containsAll(Set.of(Modifier.STATIC, Modifier.FINAL))
          && source.equals(state.getSourceForNode(field.getInitializer()))
          && isSameType(getType(field), type, state)) {
        return Optional.of(field.getName().toString());
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the creation reads a constant of the host declared at or after the insertion point,
   * which a constant inserted there would read before it is set.
   */
  private static boolean readsLaterConstant(
      ExpressionTree creation, ClassTree host, ClassSymbol hostSymbol, int insertion) {
    Set<Symbol> later = new HashSet<>();
    for (Tree member : host.getMembers()) {
      if (member instanceof VariableTree field && getStartPosition(field) >= insertion) {
        later.add(getSymbol(field));
      }
    }
    boolean[] reads = {false};
    new TreeScanner<Void, Void>() {
      @Override
      public Void scan(Tree tree, Void unused) {
        if (tree instanceof IdentifierTree || tree instanceof MemberSelectTree) {
          Symbol symbol = getSymbol(tree);
          if (symbol != null && symbol.owner == hostSymbol && later.contains(symbol)) {
            reads[0] = true;
          }
        }
        return super.scan(tree, unused);
      }
    }.scan(creation, null);
    return reads[0];
  }

  /** The 0-based line of {@code offset}. */
  private static int lineOf(CharSequence text, int offset) {
    int line = 0;
    for (int i = 0; i < offset; i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
        line++;
      }
    }
    return line;
  }

  private static int lineStartBefore(CharSequence text, int offset) {
    int start = offset;
    while (start > 0 && text.charAt(start - 1) != '\n' && text.charAt(start - 1) != '\r') {
      start--;
    }
    return start;
  }

  /** The offset where 0-based {@code line} starts. */
  private static int offsetOfLine(List<String> lines, CharSequence text, int line) {
    int offset = 0;
    for (int i = 0; i < line; i++) {
      offset += lines.get(i).length();
      offset +=
          text.charAt(offset) == '\r'
                  && offset + 1 < text.length()
                  && text.charAt(offset + 1) == '\n'
              ? 2
              : 1;
    }
    return offset;
  }

  /**
   * Inner, local and anonymous classes take static members only from Java 16 on; interfaces never
   * private fields.
   */
  private static boolean canHoldConstant(ClassSymbol host) {
    boolean nestedStatically =
        host.getNestingKind() == NestingKind.TOP_LEVEL
            || (host.getNestingKind() == NestingKind.MEMBER && isStatic(host));
    return nestedStatically
        && (host.getKind() == ElementKind.CLASS
            || host.getKind() == ElementKind.ENUM
            || host.getKind() == ElementKind.RECORD);
  }

  private static boolean throwsChecked(ExpressionTree creation, VisitorState state) {
    List<Type> thrown = new ArrayList<>();
    new TreeScanner<Void, Void>() {
      @Override
      public Void visitMethodInvocation(MethodInvocationTree tree, Void unused) {
        thrown.addAll(getSymbol(tree).getThrownTypes());
        return super.visitMethodInvocation(tree, unused);
      }

      @Override
      public Void visitNewClass(NewClassTree tree, Void unused) {
        thrown.addAll(getSymbol(tree).getThrownTypes());
        return super.visitNewClass(tree, unused);
      }

      // A lambda's exceptions are thrown when it runs, not when the expression is evaluated.
      @Override
      public Void visitLambdaExpression(LambdaExpressionTree tree, Void unused) {
        return null;
      }
    }.scan(creation, null);
    return thrown.stream().anyMatch(type -> isCheckedExceptionType(type, state));
  }

  /**
   * Every use of the new object is a read-only call: on the expression itself, or on a local
   * variable it initializes (never a try-with-resources resource, which is closed).
   */
  private static boolean onlyReadOnlyUses(
      TreePath creation, Matcher<ExpressionTree> readOnlyUse, VisitorState state) {
    TreePath use = RunsOnce.valueUse(creation);
    Tree parent = use.getParentPath().getLeaf();
    if (parent instanceof VariableTree variable && variable.getInitializer() == use.getLeaf()) {
      Symbol local = getSymbol(variable);
      TreePath body = TreePaths.enclosingBody(use);
      if (local.getKind() != ElementKind.LOCAL_VARIABLE || body == null) {
        return false;
      }
      List<TreePath> references =
          TreePaths.find(
              body, tree -> tree instanceof IdentifierTree && local.equals(getSymbol(tree)));
      return references.stream()
          .allMatch(reference -> isReadOnlyCall(reference, readOnlyUse, state));
    }
    return isReadOnlyCall(use, readOnlyUse, state);
  }

  private static boolean isReadOnlyCall(
      TreePath receiver, Matcher<ExpressionTree> readOnlyUse, VisitorState state) {
    TreePath select = receiver.getParentPath();
    return select.getLeaf() instanceof MemberSelectTree
        && select.getParentPath().getLeaf() instanceof MethodInvocationTree call
        && call.getMethodSelect() == select.getLeaf()
        && readOnlyUse.matches(call, state);
  }

  /** {@code ObjectMapper} to {@code OBJECT_MAPPER}, {@code JAXBContext} to {@code JAXB_CONTEXT}. */
  private static String constantName(Type type) {
    return FixText.constantName(type.tsym.getSimpleName().toString());
  }

  /**
   * A constant name that no variable of the file uses. Creations in the class that would take the
   * same name get distinct ones in source order, unless they are the same text in the same member:
   * their fixes then add the same constant at the same place once, so that applying all fixes of a
   * file still compiles.
   */
  private static String freshName(
      ExpressionTree creation,
      TreePath host,
      Tree member,
      Creations creations,
      VisitorState state) {
    String base = constantName(getType(creation));
    // Files with hundreds of creations would otherwise spend their time in the regular expressions.
    Map<Symbol, String> constantNames = new HashMap<>();
    List<String> rivals =
        TreePaths.find(
                host,
                tree ->
                    (tree instanceof NewClassTree || tree instanceof MethodInvocationTree)
                        && getType(tree) != null
                        && base.equals(
                            constantNames.computeIfAbsent(
                                getType(tree).tsym, type -> constantName(getType(tree))))
                        && creations.creation().matches((ExpressionTree) tree, state))
            .stream()
            .map(rival -> memberKey(rival, host) + state.getSourceForNode(rival.getLeaf()))
            .distinct()
            .toList();
    Set<String> taken = takenNames((ClassTree) host.getLeaf(), state);
    int rank =
        Math.max(
            0, rivals.indexOf(getStartPosition(member) + "\n" + state.getSourceForNode(creation)));
    String name = base;
    for (int suffix = 2; taken.contains(name) || rank-- > 0; suffix++) {
      name = base + "_" + suffix;
    }
    return name;
  }

  /** Where the member of {@code host} that holds {@code path} starts, as a key. */
  private static String memberKey(TreePath path, TreePath host) {
    TreePath member = path;
    while (member.getParentPath() != null && member.getParentPath().getLeaf() != host.getLeaf()) {
      member = member.getParentPath();
    }
    return getStartPosition(member.getLeaf()) + "\n";
  }

  /** The names of the file's variables and of the fields the class inherits. */
  private static Set<String> takenNames(ClassTree host, VisitorState state) {
    Set<String> taken = new HashSet<>();
    for (TreePath variable :
        TreePaths.find(
            new TreePath(state.getPath().getCompilationUnit()),
            tree -> tree instanceof VariableTree)) {
      taken.add(((VariableTree) variable.getLeaf()).getName().toString());
    }
    for (Symbol member : state.getTypes().membersClosure(getType(host), false).getSymbols()) {
      if (member.getKind() == ElementKind.FIELD) {
        taken.add(member.getSimpleName().toString());
      }
    }
    return taken;
  }

  /** Finds what a creation expression reads that a static initializer cannot. */
  private static final class StateReader extends TreeScanner<Boolean, Void> {
    private final Set<Symbol> declaredInside = new HashSet<>();

    static boolean readsState(TreePath expression) {
      StateReader reader = new StateReader();
      for (TreePath variable : TreePaths.find(expression, tree -> tree instanceof VariableTree)) {
        reader.declaredInside.add(getSymbol(variable.getLeaf()));
      }
      return Boolean.TRUE.equals(reader.scan(expression.getLeaf(), null));
    }

    @Override
    public Boolean visitIdentifier(IdentifierTree tree, Void unused) {
      Symbol symbol = getSymbol(tree);
      if (isThisOrSuper(tree.getName())) {
        return true;
      }
      if (symbol == null || declaredInside.contains(symbol)) {
        return false;
      }
      return switch (symbol.getKind()) {
        case LOCAL_VARIABLE,
            PARAMETER,
            EXCEPTION_PARAMETER,
            RESOURCE_VARIABLE,
            BINDING_VARIABLE,
            TYPE_PARAMETER ->
            true;
        // By simple name, an instance member is read through an implicit this.
        case METHOD -> !isStatic(symbol);
        case FIELD -> !isStatic(symbol) || isVariable(symbol);
        default -> false;
      };
    }

    @Override
    public Boolean visitMemberSelect(MemberSelectTree tree, Void unused) {
      return isThisOrSuper(tree.getIdentifier())
          || isVariable(getSymbol(tree))
          || super.visitMemberSelect(tree, unused);
    }

    /** A static field that may change after class initialization, when the constant is set. */
    private static boolean isVariable(Symbol symbol) {
      return symbol != null
          && symbol.getKind() == ElementKind.FIELD
          && !symbol.getModifiers().contains(Modifier.FINAL);
    }

    @Override
    public Boolean visitNewClass(NewClassTree tree, Void unused) {
      // An anonymous or inner class body would change or lose its enclosing instance.
      ClassSymbol created = enclosingClass(getSymbol(tree));
      if (tree.getClassBody() != null || (created != null && created.hasOuterInstance())) {
        return true;
      }
      return super.visitNewClass(tree, unused);
    }

    @Override
    public Boolean reduce(Boolean left, Boolean right) {
      return Boolean.TRUE.equals(left) || Boolean.TRUE.equals(right);
    }

    private static boolean isThisOrSuper(CharSequence name) {
      return name.toString().equals("this") || name.toString().equals("super");
    }
  }
}
