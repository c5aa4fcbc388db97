package dev.bottleneck.maven.rules;

import com.github.javaparser.ast.expr.MethodCallExpr;
import com.google.auto.service.AutoService;
import dev.bottleneck.maven.spi.JavaRule;
import dev.bottleneck.maven.spi.SourceFile;
import java.util.Set;

/** {@code JAXBContext.newInstance(...)}, javax or jakarta, where it runs per call. */
@AutoService(JavaRule.class)
public final class JaxbContextPerCallRule implements JavaRule {
  static final String ID = "JaxbContextPerCall";

  private static final Set<String> CONTEXTS =
      Set.of("javax.xml.bind.JAXBContext", "jakarta.xml.bind.JAXBContext");
  private static final Set<String> FACTORIES = Set.of("newInstance");
  private static final String COST =
      "a JAXBContext is thread-safe and costly to create (it introspects every bound class);"
          + " create it once, in a static holder or a bean, and create the cheap Marshaller or"
          + " Unmarshaller per call";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public void check(SourceFile file) {
    PerCall.check(
        file,
        ID,
        node ->
            node instanceof MethodCallExpr call
                && Creations.isFactory(file.types(), call, FACTORIES, CONTEXTS::contains),
        COST);
  }
}
