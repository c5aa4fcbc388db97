package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Jackson 2 or 3 {@code ObjectMapper} (or a subclass such as {@code JsonMapper},
 * {@code XmlMapper}, {@code YAMLMapper}) created where it runs per call, by constructor or by a
 * mapper {@code builder()...build()} chain. Copies and rebuilds of a shared mapper are derived,
 * not created.
 */
public final class ObjectMapperPerCallRule implements JavaRule {
  static final String ID = "ObjectMapperPerCall";

  private static final Set<String> MAPPERS =
      Set.of(KnownTypes.OBJECT_MAPPER_2, KnownTypes.OBJECT_MAPPER_3);
  private static final Map<String, Set<String>> MAPPER_BUILDERS = mapperBuilders();
  private static final String REMEDY =
      "an ObjectMapper is thread-safe and costly to create (it rebuilds its serializer and"
          + " deserializer caches), so create it once, in a static final field or a bean, and"
          + " share it";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    PerCall.check(file, ID, node -> creation(file.types(), node), REMEDY);
  }

  private static Optional<String> creation(Types types, Node node) {
    if (node instanceof ObjectCreationExpr creation) {
      return Creations.constructed(types, creation, MAPPERS);
    }
    return Creations.built(types, (MethodCallExpr) node, MAPPER_BUILDERS, Set.of());
  }

  private static Map<String, Set<String>> mapperBuilders() {
    Map<String, Set<String>> builders = new HashMap<>();
    KnownTypes.SUPERTYPES.forEach((type, supertypes) -> {
      if (supertypes.stream().anyMatch(MAPPERS::contains)) {
        builders.put(type, Set.of("builder"));
      }
    });
    return Map.copyOf(builders);
  }
}
