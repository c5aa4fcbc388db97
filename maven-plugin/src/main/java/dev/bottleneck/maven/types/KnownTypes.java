package dev.bottleneck.maven.types;

import dev.bottleneck.catalog.facts.AsyncApis;
import dev.bottleneck.catalog.facts.LogApis;
import dev.bottleneck.catalog.facts.PathMatchers;
import dev.bottleneck.catalog.facts.Returns;
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
  public static final String OBJECT_MAPPER_2 = "com.fasterxml.jackson.databind.ObjectMapper";
  public static final String OBJECT_MAPPER_3 = "tools.jackson.databind.ObjectMapper";
  public static final String COMPLETABLE_FUTURE = AsyncApis.COMPLETABLE_FUTURE;
  public static final String COMPLETION_STAGE = AsyncApis.COMPLETION_STAGE;

  /** The per-domain catalog tables of library hierarchies and call chains. */
  private static final List<List<Supertypes>> CATALOG_SUPERTYPES =
      List.of(
          SlowWork.SUPERTYPES, Transactions.SUPERTYPES, LogApis.SUPERTYPES, PathMatchers.SUPERTYPES);

  private static final List<List<Returns>> CATALOG_RETURNS =
      List.of(SlowWork.RETURNS, LogApis.RETURNS, AsyncApis.RETURNS, PathMatchers.RETURNS);

  private static final Set<String> OWN_LEAVES =
      Set.of(
          OBJECT_MAPPER_2,
          OBJECT_MAPPER_3,
          "okhttp3.OkHttpClient",
          "okhttp3.OkHttpClient.Builder",
          "javax.xml.bind.JAXBContext",
          "jakarta.xml.bind.JAXBContext");

  /** Direct supertypes that matter to a rule. */
  public static final Map<String, List<String>> SUPERTYPES = supertypes();

  /** Library types known to have no supertype that matters to a rule. */
  public static final Set<String> LEAVES = leaves();

  private static final Map<String, String> RETURNS = returns();

  private KnownTypes() {}

  /** The result type of {@code method} called on {@code owner}, when the owner is known here. */
  public static Optional<String> returnType(String owner, String method) {
    return Optional.ofNullable(RETURNS.get(owner + "#" + method));
  }

  private static Map<String, List<String>> supertypes() {
    Map<String, List<String>> map = new HashMap<>();
    for (String mapper :
        List.of(
            "json.JsonMapper",
            "dataformat.xml.XmlMapper",
            "dataformat.yaml.YAMLMapper",
            "dataformat.csv.CsvMapper",
            "dataformat.cbor.CBORMapper",
            "dataformat.smile.SmileMapper",
            "dataformat.javaprop.JavaPropsMapper",
            "dataformat.toml.TomlMapper",
            "dataformat.ion.IonObjectMapper")) {
      String jackson2 =
          mapper.startsWith("json.")
              ? "com.fasterxml.jackson.databind." + mapper
              : "com.fasterxml.jackson." + mapper;
      map.put(jackson2, List.of(OBJECT_MAPPER_2));
      String jackson3 =
          mapper.startsWith("json.")
              ? "tools.jackson.databind." + mapper
              : "tools.jackson." + mapper;
      map.put(jackson3, List.of(OBJECT_MAPPER_3));
    }
    map.put("com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper", List.of(OBJECT_MAPPER_2));
    map.put(
        "com.fasterxml.jackson.dataformat.smile.databind.SmileMapper", List.of(OBJECT_MAPPER_2));
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
    Set<String> leaves = new HashSet<>(OWN_LEAVES);
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
