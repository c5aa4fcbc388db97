package dev.bottleneck.cost.report;

import dev.bottleneck.cost.Form;
import dev.bottleneck.cost.Form.Kind;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The {@link Form} of each benchmark method of one class: what the page's table calls it. */
final class Forms {

  /** One method's form. */
  record Info(Kind kind, String label, String group) {}

  private final String className;
  private final Map<String, Info> byMethod;

  Forms(String className, Map<String, Info> byMethod) {
    this.className = className;
    this.byMethod = Map.copyOf(byMethod);
  }

  /** Read reflectively; a method without {@code @Form} is left out (see {@link #problems}). */
  static Forms of(Class<?> benchmarkClass) {
    Map<String, Info> byMethod = new LinkedHashMap<>();
    CostClasses.benchmarkMethods(benchmarkClass)
        .forEach(
            (name, method) -> {
              Form form = method.getAnnotation(Form.class);
              if (form != null) {
                byMethod.put(name, new Info(form.value(), form.label(), form.group()));
              }
            });
    return new Forms(benchmarkClass.getName(), byMethod);
  }

  String className() {
    return className;
  }

  /** The form of a benchmark method, or null when the class has no such annotated method. */
  Info of(String method) {
    return byMethod.get(method);
  }

  /**
   * What breaks the conventions: a {@code @Benchmark} method without {@code @Form}, a group with
   * good forms and no bad one or two bad ones, a bad form with nothing to compare it to.
   */
  static List<String> problems(Class<?> benchmarkClass) {
    List<String> problems = new ArrayList<>();
    Map<String, List<String>> bads = new LinkedHashMap<>();
    Map<String, List<String>> goods = new LinkedHashMap<>();
    for (Method method : CostClasses.benchmarkMethods(benchmarkClass).values()) {
      Form form = method.getAnnotation(Form.class);
      String where = benchmarkClass.getName() + "." + method.getName();
      if (form == null) {
        problems.add(where + " is a @Benchmark without @Form(Kind.BAD|Kind.GOOD, label = \"...\")");
        continue;
      }
      if (form.label().isBlank()) {
        problems.add(where + " has an empty @Form label; give the code as a user writes it");
      }
      (form.value() == Kind.BAD ? bads : goods)
          .computeIfAbsent(form.group(), group -> new ArrayList<>())
          .add(method.getName());
    }
    goods.forEach(
        (group, methods) -> {
          List<String> bad = bads.getOrDefault(group, List.of());
          if (bad.size() != 1) {
            problems.add(
                benchmarkClass.getName()
                    + groupName(group)
                    + " has GOOD forms "
                    + methods
                    + " and "
                    + (bad.isEmpty() ? "no BAD form" : bad.size() + " BAD forms " + bad)
                    + "; each group needs exactly one BAD form to compare with");
          }
        });
    bads.forEach(
        (group, methods) -> {
          if (!goods.containsKey(group)) {
            problems.add(
                benchmarkClass.getName()
                    + groupName(group)
                    + " has BAD forms "
                    + methods
                    + " but no GOOD form to compare with");
          }
        });
    return problems;
  }

  private static String groupName(String group) {
    return group.isEmpty() ? " (no group)" : " group \"" + group + "\"";
  }
}
