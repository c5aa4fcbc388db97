package dev.bottleneck.checks;

import com.google.errorprone.VisitorState;
import com.google.errorprone.fixes.SuggestedFix;
import com.google.errorprone.fixes.SuggestedFixes;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.CompoundAssignmentTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.UnaryTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import com.sun.tools.javac.code.Flags;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.facts.LogApis.Family;
import dev.bottleneck.catalog.facts.LogLevel;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ElementKind;

/**
 * Fixes that defer the whole message: a Supplier lambda for java.util.logging, and a level guard
 * around the statement for commons-logging and JBoss, which have no parameterized messages, and for
 * a serialization, which no placeholder defers.
 */
final class LogMessageWrapping {
  private static final Set<ElementKind> LOCAL_KINDS =
      Set.of(
          ElementKind.LOCAL_VARIABLE,
          ElementKind.PARAMETER,
          ElementKind.EXCEPTION_PARAMETER,
          ElementKind.RESOURCE_VARIABLE,
          ElementKind.BINDING_VARIABLE);

  private LogMessageWrapping() {}

  /** JUL: {@code log.fine("a " + x)} becomes {@code log.fine(() -> "a " + x)}. */
  static Optional<SuggestedFix> supplier(
      LogCall call, List<ExpressionTree> eagerArguments, VisitorState state) {
    List<? extends ExpressionTree> arguments = call.tree().getArguments();
    int messageIndex = call.messageIndex();
    if (messageIndex < 0 || !eagerArguments.equals(List.of(arguments.get(messageIndex)))) {
      return Optional.empty();
    }
    ExpressionTree message = arguments.get(messageIndex);
    if (!isLambdaSafe(message)) {
      return Optional.empty();
    }
    String lambda = "() -> " + state.getSourceForNode(message);
    List<? extends ExpressionTree> after = call.parameters();
    if (after.isEmpty()) {
      return Optional.of(SuggestedFix.replace(message, lambda));
    }
    Type last = ASTHelpers.getType(after.get(0));
    boolean levelMessageThrown =
        messageIndex == 1
            && after.size() == 1
            && LogMessageFix.isSubtype(last, "java.lang.Throwable", state);
    if (!levelMessageThrown) {
      return Optional.empty();
    }
    // log(Level, String, Throwable) has its Supplier twin as log(Level, Throwable, Supplier).
    return Optional.of(
        SuggestedFix.builder()
            .replace(message, state.getSourceForNode(after.get(0)))
            .replace(after.get(0), lambda)
            .build());
  }

  /** A lambda may only capture unchanging locals, and must not defer side effects. */
  private static boolean isLambdaSafe(ExpressionTree message) {
    boolean[] safe = {true};
    new TreeScanner<Void, Void>() {
      @Override
      public Void visitIdentifier(IdentifierTree tree, Void unused) {
        Symbol symbol = ASTHelpers.getSymbol(tree);
        if (symbol instanceof VarSymbol variable
            && LOCAL_KINDS.contains(variable.getKind())
            && (variable.flags() & (Flags.FINAL | Flags.EFFECTIVELY_FINAL)) == 0) {
          safe[0] = false;
        }
        return null;
      }

      @Override
      public Void visitAssignment(AssignmentTree tree, Void unused) {
        safe[0] = false;
        return null;
      }

      @Override
      public Void visitCompoundAssignment(CompoundAssignmentTree tree, Void unused) {
        safe[0] = false;
        return null;
      }

      @Override
      public Void visitUnary(UnaryTree tree, Void unused) {
        switch (tree.getKind()) {
          case PREFIX_INCREMENT, PREFIX_DECREMENT, POSTFIX_INCREMENT, POSTFIX_DECREMENT ->
              safe[0] = false;
          default -> super.visitUnary(tree, unused);
        }
        return null;
      }
    }.scan(message, null);
    return safe[0];
  }

  /** commons-logging and JBoss: {@code if (log.isDebugEnabled()) { log.debug(...); }}. */
  static Optional<SuggestedFix> guard(LogCall call, VisitorState state) {
    TreePath statementPath = state.getPath().getParentPath();
    if (!(statementPath.getLeaf() instanceof ExpressionStatementTree statement)
        || !(statementPath.getParentPath().getLeaf() instanceof BlockTree)
        || !isPlainReference(call.logger())) {
      return Optional.empty();
    }
    SuggestedFix.Builder fix = SuggestedFix.builder();
    String logger = call.logger() == null ? "" : state.getSourceForNode(call.logger()) + ".";
    LogLevel level = call.level();
    Family family = call.family();
    String test =
        family.hasGuardMethod(level) || family.levelType().isEmpty()
            ? Family.guardMethod(level) + "()"
            : family.levelArgumentGuards().iterator().next()
                + "("
                + SuggestedFixes.qualifyType(state, fix, family.levelType().get())
                + "."
                + level.name()
                + ")";
    String indent = indentation(statement, state);
    String step = indentStep(indent, indentation(statementPath.getParentPath().getLeaf(), state));
    fix.replace(
        statement,
        "if ("
            + logger
            + test
            + ") {\n"
            + indent
            + step
            + state.getSourceForNode(statement)
            + "\n"
            + indent
            + "}");
    return Optional.of(fix.build());
  }

  /** The guard repeats the logger expression, so it must be free of side effects. */
  private static boolean isPlainReference(ExpressionTree logger) {
    if (logger == null || logger instanceof IdentifierTree) {
      return true;
    }
    return logger instanceof MemberSelectTree select && isPlainReference(select.getExpression());
  }

  /** One level of the file's own indentation: how far the statement sits inside its block. */
  private static String indentStep(String statement, String block) {
    return statement.startsWith(block) && statement.length() > block.length()
        ? statement.substring(block.length())
        : "  ";
  }

  /** The leading whitespace of the line on which {@code tree} starts. */
  private static String indentation(Tree tree, VisitorState state) {
    CharSequence source = state.getSourceCode();
    int start = ASTHelpers.getStartPosition(tree);
    int lineStart = start;
    while (lineStart > 0 && source.charAt(lineStart - 1) != '\n') {
      lineStart--;
    }
    int end = lineStart;
    while (end < start && Character.isWhitespace(source.charAt(end))) {
      end++;
    }
    return source.subSequence(lineStart, end).toString();
  }
}
