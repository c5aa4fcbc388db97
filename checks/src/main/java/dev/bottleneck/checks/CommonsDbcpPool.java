package dev.bottleneck.checks;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.BugPattern.StandardTags;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Type;
import dev.bottleneck.catalog.Messages;
import dev.bottleneck.catalog.Rule;
import dev.bottleneck.catalog.Rule.Summaries;
import dev.bottleneck.catalog.facts.ConnectionPools;
import javax.inject.Inject;

/**
 * Flags every constructor and method call of Commons DBCP 1.x ({@code org.apache.commons.dbcp} and
 * its subpackages), as the ArchUnit rule does on bytecode: its pool takes one lock on every borrow
 * and return. A call is DBCP's when the member is declared there; the message names the type the
 * call goes through, as bytecode does. DBCP 2 ({@code org.apache.commons.dbcp2}) is not matched.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = Summaries.COMMONS_DBCP_POOL,
    severity = WARNING,
    linkType = CUSTOM,
    link = Rule.DOCS_BASE_URL + "CommonsDbcpPool.html",
    tags = StandardTags.PERFORMANCE)
public final class CommonsDbcpPool extends RuleChecker
    implements NewClassTreeMatcher, MethodInvocationTreeMatcher {
  private static final long serialVersionUID = 1L;

  public CommonsDbcpPool() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public CommonsDbcpPool(ErrorProneFlags flags) {
    super(Rule.COMMONS_DBCP_POOL, flags);
  }

  @Override
  public Description matchNewClass(NewClassTree tree, VisitorState state) {
    MethodSymbol constructor = ASTHelpers.getSymbol(tree);
    if (constructor == null || !isDbcp1(constructor)) {
      return Description.NO_MATCH;
    }
    String created = "new " + simpleName(constructor.owner.type);
    return report(tree, tree.getClassBody() == null ? created + "()" : created + "() {...}");
  }

  @Override
  public Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    MethodSymbol method = ASTHelpers.getSymbol(tree);
    if (method == null || !isDbcp1(method)) {
      return Description.NO_MATCH;
    }
    // super(...) in a subclass's constructor creates the DBCP part of the object.
    if (method.isConstructor()) {
      return report(tree, "new " + simpleName(method.owner.type) + "()");
    }
    Type through = method.isStatic() ? method.owner.type : through(tree, state);
    return report(tree, simpleName(through) + "." + method.getSimpleName() + "()");
  }

  private Description report(Tree tree, String construct) {
    return buildDescription(tree).setMessage(Messages.commonsDbcpPool(construct)).build();
  }

  /** The type an instance call goes through: its receiver's, else the enclosing class's. */
  private static Type through(MethodInvocationTree tree, VisitorState state) {
    ExpressionTree select = tree.getMethodSelect();
    if (select instanceof MemberSelectTree member) {
      Type qualifier = ASTHelpers.getType(member.getExpression());
      if (qualifier != null) {
        return qualifier;
      }
    }
    ClassTree enclosing = ASTHelpers.findEnclosingNode(state.getPath(), ClassTree.class);
    return ASTHelpers.getType(enclosing);
  }

  private static boolean isDbcp1(Symbol member) {
    return ConnectionPools.isCommonsDbcp1(member.owner.packge().getQualifiedName().toString());
  }

  /** The name without its package, nested types joined with dots, as the other engines write it. */
  private static String simpleName(Type type) {
    Symbol.TypeSymbol symbol = type.tsym;
    String packageName = symbol.packge().getQualifiedName().toString();
    String name = symbol.getQualifiedName().toString();
    return packageName.isEmpty() ? name : name.substring(packageName.length() + 1);
  }
}
