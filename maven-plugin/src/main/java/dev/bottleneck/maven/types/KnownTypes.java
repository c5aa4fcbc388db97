package dev.bottleneck.maven.types;

import dev.bottleneck.catalog.facts.Api;
import dev.bottleneck.catalog.facts.AsyncApis;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.PerCallCreations;
import dev.bottleneck.catalog.facts.PerCallSubject;
import dev.bottleneck.catalog.facts.RemoteSdkCalls;
import dev.bottleneck.catalog.facts.Returns;
import dev.bottleneck.catalog.facts.RunOncePlaces;
import dev.bottleneck.catalog.facts.Serializations;
import dev.bottleneck.catalog.facts.ShortTasks;
import dev.bottleneck.catalog.facts.SlowWork;
import dev.bottleneck.catalog.facts.Supertypes;
import dev.bottleneck.catalog.facts.Transactions;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The slice of library type hierarchies and method results that the rules depend on, so that they
 * decide the same with or without the library on the classpath (the common case for a module that
 * has the dependency only at runtime, or a partial classpath). Anything else goes to the solver.
 * Each domain's facts come from its catalog tables ({@link #CATALOG_SUPERTYPES}, {@link
 * #CATALOG_RETURNS}); this class concatenates them.
 */
public final class KnownTypes {
  public static final String COMPLETABLE_FUTURE = AsyncApis.COMPLETABLE_FUTURE;
  public static final String COMPLETION_STAGE = AsyncApis.COMPLETION_STAGE;

  /** The per-domain catalog tables of library hierarchies and call chains. */
  private static final List<List<Supertypes>> CATALOG_SUPERTYPES =
      List.of(
          PerCallCreations.supertypes(),
          RunOncePlaces.SUPERTYPES,
          SlowWork.SUPERTYPES,
          RemoteSdkCalls.SUPERTYPES,
          Transactions.SUPERTYPES,
          LogApis.SUPERTYPES,
          PathMatchers.SUPERTYPES,
          Serializations.SUPERTYPES,
          ShortTasks.SUPERTYPES);

  private static final List<List<Returns>> CATALOG_RETURNS =
      List.of(
          SlowWork.RETURNS,
          LogApis.RETURNS,
          AsyncApis.RETURNS,
          PathMatchers.RETURNS,
          Serializations.RETURNS);

  /** Direct supertypes that matter to a rule. */
  public static final Map<String, List<String>> SUPERTYPES = supertypes();

  /** Library types known to have no supertype that matters to a rule. */
  public static final Set<String> LEAVES = leaves();

  private static final Map<String, String> RETURNS = returns();

  /** Every library type the catalog names in a hierarchy, a rule's creations or a call chain. */
  private static final Set<String> NAMED = named();

  private KnownTypes() {}

  /**
   * Whether the catalog knows a library type of this qualified name, so that {@code import
   * okhttp3.*;} resolves {@code OkHttpClient} without the library on a class path.
   */
  public static boolean isKnown(String qualifiedName) {
    return NAMED.contains(qualifiedName);
  }

  private static Set<String> named() {
    Set<String> named = new HashSet<>(LEAVES);
    SUPERTYPES.forEach(
        (type, supertypes) -> {
          named.add(type);
          named.addAll(supertypes);
        });
    RETURNS.forEach(
        (member, type) -> {
          named.add(member.substring(0, member.indexOf('#')));
          named.add(type);
        });
    for (PerCallSubject subject : PerCallCreations.ALL) {
      for (List<Api> apis :
          List.of(subject.creations(), subject.builderStarts(), subject.builds())) {
        apis.forEach(api -> named.add(api.owner()));
      }
    }
    Serializations.CALLS.forEach(api -> named.add(api.owner()));
    return Set.copyOf(named);
  }

  /** The result type of {@code method} called on {@code owner}, when the owner is known here. */
  public static Optional<String> returnType(String owner, String method) {
    return Optional.ofNullable(RETURNS.get(owner + "#" + method));
  }

  private static Map<String, List<String>> supertypes() {
    Map<String, List<String>> map = new HashMap<>();
    for (List<Supertypes> table : CATALOG_SUPERTYPES) {
      for (Supertypes type : table) {
        if (!type.supertypes().isEmpty()) {
          map.put(type.type(), type.supertypes());
        }
      }
    }
    return Map.copyOf(map);
  }

  private static Set<String> leaves() {
    Set<String> leaves = new HashSet<String>();
    for (List<Supertypes> table : CATALOG_SUPERTYPES) {
      for (Supertypes type : table) {
        if (type.supertypes().isEmpty()) {
          leaves.add(type.type());
        }
      }
    }
    return Set.copyOf(leaves);
  }

  private static Map<String, String> returns() {
    Map<String, String> map = new HashMap<>();
    for (List<Returns> table : CATALOG_RETURNS) {
      for (Returns returns : table) {
        for (String method : returns.api().names()) {
          map.put(returns.api().owner() + "#" + method, returns.type());
        }
      }
    }
    return Map.copyOf(map);
  }
}
