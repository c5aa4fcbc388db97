package dev.bottleneck.spotbugs;

/**
 * What a detector reads in one analysis: the application classes and the class path's type
 * hierarchy.
 */
record Analysis(Program program, Types types) {

  /** The running analysis, with a fresh memo of the hierarchy. */
  static Analysis current() {
    return new Analysis(Program.current(), new Types());
  }

  /**
   * How a message names the constructor or method a call reaches: {@code new
   * OkHttpClient.Builder()}, {@code JAXBContext.newInstance()}; an anonymous class by the type it
   * extends.
   */
  String describe(Call call) {
    if (call.isConstructor() && program.isAnonymous(call.owner())) {
      return "new " + Types.simpleName(extended(call.ownerName())) + "() {...}";
    }
    String owner = Types.simpleName(call.ownerName());
    return call.isConstructor() ? "new " + owner + "()" : owner + "." + call.name() + "()";
  }

  /** The type an anonymous class extends or, extending {@code Object}, implements. */
  String extended(String anonymous) {
    return types.superclasses(anonymous).stream()
        .findFirst()
        .orElseGet(
            () ->
                types.find(anonymous).stream()
                    .flatMap(c -> java.util.Arrays.stream(c.getInterfaceDescriptorList()))
                    .map(d -> d.getDottedClassName())
                    .findFirst()
                    .orElse(anonymous));
  }

  /** A constructor's {@code super(...)} call is part of creating the subclass, not a creation. */
  boolean isSuperConstructorCall(Call call) {
    return call.isConstructor()
        && call.origin().isConstructor()
        && call.function() == null
        && call.owner().equals(call.origin().owner().superName);
  }
}
