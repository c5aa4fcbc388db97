package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.google.auto.service.AutoService;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import dev.bottleneck.maven.types.KnownTypes;
import dev.bottleneck.maven.types.Types;
import java.util.List;
import java.util.Set;

/**
 * A Jackson 2 or 3 {@code ObjectMapper} (or a subclass such as {@code JsonMapper}, {@code
 * XmlMapper}, {@code YAMLMapper}) created where it runs per call, by constructor or by a mapper
 * {@code builder()...build()} chain. Copies and rebuilds of a shared mapper are derived, not
 * created.
 */
@AutoService(JavaRule.class)
public final class ObjectMapperPerCallRule implements JavaRule {
  static final String ID = "ObjectMapperPerCall";

  private static final List<String> MAPPERS =
      List.of(KnownTypes.OBJECT_MAPPER_2, KnownTypes.OBJECT_MAPPER_3);
  private static final Set<String> BUILDER_FACTORIES =
      Set.of("builder", "builderWithJackson2Defaults");
  private static final String COST =
      "a mapper is thread-safe, and a new one must build by reflection again every serializer"
          + " and deserializer the shared one has cached; "
          + PerCall.SHARE;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    Types types = file.types();
    PerCall.check(file, ID, node -> isCreation(types, node), COST);
  }

  private static boolean isCreation(Types types, Node node) {
    if (node instanceof ObjectCreationExpr creation) {
      return Creations.constructs(types, creation, MAPPERS, true);
    }
    return node instanceof MethodCallExpr call
        && Creations.isBuiltFrom(call, origin -> isBuilderFactory(types, origin));
  }

  private static boolean isBuilderFactory(Types types, Expression origin) {
    return origin instanceof MethodCallExpr factory
        && Creations.isFactory(
            types,
            factory,
            BUILDER_FACTORIES,
            owner -> MAPPERS.stream().anyMatch(mapper -> types.isSubtype(owner, mapper)));
  }
}
