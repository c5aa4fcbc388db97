package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.LogLevel;
import dev.bottleneck.catalog.facts.Returns;
import edu.umd.cs.findbugs.classfile.Global;
import edu.umd.cs.findbugs.classfile.ICodeBase;
import edu.umd.cs.findbugs.classfile.ResourceNotFoundException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;

/**
 * Whether the logging configuration among the resources of a log call's code base switches the
 * call's level on for its logger's category ({@link ConfiguredLevels}): then the message is built
 * and read. The category is the top-level class the call is in, as {@code getLogger(X.class)},
 * {@code getClass()} and Lombok's loggers name it; a class whose code makes a logger from anything
 * else (a string, another class) is not judged by its own category, and its findings stay.
 */
final class ConfiguredLevelOn {
  private static final List<CallMatcher> FACTORIES =
      LogApis.LOGGER_FACTORIES.stream().map(Returns::api).map(CallMatcher::of).toList();
  private static final String CLASS = "java/lang/Class";

  private final Analysis analysis;
  private final StackSources sources;
  private final Map<String, ConfiguredLevels> byCodeBase = new HashMap<>();
  private Set<String> namingOtherCategories;

  ConfiguredLevelOn(Analysis analysis, StackSources sources) {
    this.analysis = analysis;
    this.sources = sources;
  }

  boolean switchedOn(MethodCode method, LogLevel level) {
    String owner = method.owner().name;
    ConfiguredLevels levels = levels(owner);
    String top = topLevel(owner);
    return !levels.isEmpty()
        && levels.switchesOn(ConfiguredLevels.categoryOfClass(Types.binaryName(owner)), level)
        && !namingOtherCategories().contains(top);
  }

  private ConfiguredLevels levels(String internalName) {
    ICodeBase codeBase;
    try {
      codeBase =
          Global.getAnalysisCache()
              .getClassPath()
              .lookupResource(internalName + ".class")
              .getCodeBase();
    } catch (ResourceNotFoundException | RuntimeException notFound) {
      return ConfiguredLevels.NONE;
    }
    return byCodeBase.computeIfAbsent(
        codeBase.getPathName(), path -> ConfiguredLevelsReader.read(codeBase));
  }

  /** The top-level classes (internal names) whose code makes a logger of another category. */
  private Set<String> namingOtherCategories() {
    if (namingOtherCategories == null) {
      namingOtherCategories = new HashSet<>();
      for (MethodCode method : analysis.program().methods()) {
        String top = topLevel(method.owner().name);
        for (Call call : method.calls()) {
          if (call.isStatic()
              && CallMatcher.any(FACTORIES, call, analysis)
              && !ownClass(call, top)) {
            namingOtherCategories.add(top);
          }
        }
      }
    }
    return namingOtherCategories;
  }

  /** Whether a factory call's argument is the class itself: none, {@code X.class}, getClass(). */
  private boolean ownClass(Call factory, String top) {
    if (Type.getArgumentTypes(factory.descriptor()).length == 0) {
      return true;
    }
    List<Set<AbstractInsnNode>> arguments = sources.arguments(factory);
    return !arguments.isEmpty() && names(arguments.get(0), factory, top);
  }

  private boolean names(Set<AbstractInsnNode> pushed, Call factory, String top) {
    if (pushed.size() != 1) {
      return false;
    }
    AbstractInsnNode insn = pushed.iterator().next();
    if (insn instanceof LdcInsnNode constant) {
      return constant.cst instanceof Type type
          && type.getSort() == Type.OBJECT
          && topLevel(type.getInternalName()).equals(top);
    }
    if (!(insn instanceof MethodInsnNode call) || Type.getArgumentTypes(call.desc).length != 0) {
      return false;
    }
    if (call.name.equals(LogApis.GET_CLASS)) {
      return true;
    }
    return call.owner.equals(CLASS)
        && LogApis.CLASS_NAME_METHODS.contains(call.name)
        && names(sources.top(factory.body(), factory.origin(), call), factory, top);
  }

  private static String topLevel(String internalName) {
    int nested = internalName.indexOf('$');
    return nested < 0 ? internalName : internalName.substring(0, nested);
  }
}
