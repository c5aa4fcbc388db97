package dev.bottleneck.catalog.facts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

final class SpringXmlBeansTest {
  @Test
  void aSingletonBeansFactoryInitAndDestroyMethodsRunOnce() {
    SpringXmlBeans beans =
        new SpringXmlBeans.Builder()
            .bean(Map.of("class", "p.Clients", "factory-method", "create"))
            .bean(
                Map.of(
                    "class", "p.Pool$Holder",
                    "scope", "singleton",
                    "init-method", "start",
                    "destroy-method", "stop"))
            .build();

    assertThat(beans.runsOnce("p.Clients", "create")).isTrue();
    assertThat(beans.runsOnce("p.Pool$Holder", "start")).isTrue();
    assertThat(beans.runsOnce("p.Pool$Holder", "stop")).isTrue();
    assertThat(beans.runsOnce("p.Clients", "refresh")).isFalse();
  }

  @Test
  void prototypeAbstractAndFactoryBeanDefinitionsNameNothing() {
    SpringXmlBeans beans =
        new SpringXmlBeans.Builder()
            .bean(Map.of("class", "p.PerRequest", "scope", "prototype", "factory-method", "create"))
            .bean(Map.of("class", "p.Template", "abstract", "true", "factory-method", "create"))
            .bean(
                Map.of(
                    "class",
                    "p.Made",
                    "factory-bean",
                    "maker",
                    "factory-method",
                    "make",
                    "init-method",
                    "start"))
            .bean(Map.of("factory-method", "orphan"))
            .build();

    assertThat(beans.runsOnce("p.PerRequest", "create")).isFalse();
    assertThat(beans.runsOnce("p.Template", "create")).isFalse();
    assertThat(beans.runsOnce("p.Made", "make")).isFalse();
    assertThat(beans.runsOnce("p.Made", "start")).isTrue();
    assertThat(SpringXmlBeans.NONE.isEmpty()).isTrue();
  }
}
