package dev.bottleneck.catalog.facts;

import java.util.Set;

/**
 * Members of one library type, as data: the owner, how they are reached, whether subtypes of the
 * owner count, the member names (none for a constructor) and which overloads. Engines turn an
 * {@code Api} into their own matcher: a javac {@code MethodMatcher}, a JavaParser check on a
 * resolved call, an ArchUnit call predicate.
 *
 * @param owner the declaring type's canonical name
 * @param form constructor, static or instance member
 * @param subtypes whether a member reached through a subtype of {@code owner} counts (an instance
 *     call on a subtype, a constructor of a subclass)
 * @param names the member names; empty for {@link Form#CONSTRUCTOR}, and for a method fact that
 *     means every method of the owner ({@link #everyInstanceMethod}, {@link #everyStaticMethod})
 * @param parameters which overloads count
 */
public record Api(
    String owner, Form form, boolean subtypes, Set<String> names, Parameters parameters) {

  public Api {
    names = Set.copyOf(names);
    if (owner.isBlank()) {
      throw new IllegalArgumentException("an Api needs an owner type");
    }
    if (form == Form.CONSTRUCTOR && !names.isEmpty()) {
      throw new IllegalArgumentException(owner + ": a constructor has no names, got " + names);
    }
  }

  /** The constructors of exactly {@code owner}, every overload. */
  public static Api constructor(String owner) {
    return new Api(owner, Form.CONSTRUCTOR, false, Set.of(), Parameters.ANY);
  }

  /** Static methods of exactly {@code owner}, every overload; at least one name. */
  public static Api staticMethod(String owner, String... names) {
    return new Api(owner, Form.STATIC, false, atLeastOne(owner, names), Parameters.ANY);
  }

  /** Instance methods of {@code owner} or any subtype, every overload; at least one name. */
  public static Api instanceMethod(String owner, String... names) {
    return new Api(owner, Form.INSTANCE, true, atLeastOne(owner, names), Parameters.ANY);
  }

  /** Every static method of exactly {@code owner}, e.g. the factories of a reactive type. */
  public static Api everyStaticMethod(String owner) {
    return new Api(owner, Form.STATIC, false, Set.of(), Parameters.ANY);
  }

  private static Set<String> atLeastOne(String owner, String... names) {
    if (names.length == 0) {
      throw new IllegalArgumentException(
          owner
              + ": name the methods, or say every method with everyInstanceMethod or"
              + " everyStaticMethod");
    }
    return Set.of(names);
  }

  /**
   * Every instance method of {@code owner} or any subtype, e.g. of a type that is immutable, so
   * that no call can change a shared instance.
   */
  public static Api everyInstanceMethod(String owner) {
    return new Api(owner, Form.INSTANCE, true, Set.of(), Parameters.ANY);
  }

  /** The same members, reached through {@code owner} only, not through its subtypes. */
  public Api exactOwner() {
    return new Api(owner, form, false, names, parameters);
  }

  /** The same members, reached through {@code owner} or any subtype. */
  public Api orSubtypes() {
    return new Api(owner, form, true, names, parameters);
  }

  /** Only the overload without parameters. */
  public Api withNoParameters() {
    return new Api(owner, form, subtypes, names, Parameters.NONE);
  }

  /** Only the overload with exactly these parameter types (canonical names). */
  public Api withParameters(String... types) {
    return new Api(owner, form, subtypes, names, Parameters.exactly(types));
  }

  /**
   * Whether this fact covers methods of any name ({@link #everyInstanceMethod}, {@link
   * #everyStaticMethod}).
   */
  public boolean anyName() {
    return form != Form.CONSTRUCTOR && names.isEmpty();
  }

  /** Whether this fact covers members named {@code name}; a constructor has no name. */
  public boolean named(String name) {
    return anyName() || names.contains(name);
  }

  /**
   * The owner's simple name, for messages: {@code OkHttpClient.Builder} stays qualified by its
   * outer type.
   */
  public String simpleOwner() {
    return TypeName.simple(owner);
  }

  /** The owner as bytecode names it: nested types joined with {@code $}. */
  public String binaryOwner() {
    return TypeName.binary(owner);
  }
}
