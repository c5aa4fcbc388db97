package dev.bottleneck.maven.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the shared cases ({@link ConfigCasesConformanceTest}) cannot show, since they have no class
 * path: how the module's compile class path decides which loggers something can log to and whether
 * a Spring Boot application serves requests, and how a class folder of the build is read.
 */
final class ModuleCodeTest {
  private static final String APPLICATION =
      """
      package com.acme;

      import org.springframework.boot.SpringApplication;
      import org.springframework.boot.autoconfigure.SpringBootApplication;

      @SpringBootApplication
      public class Application {
        public static void main(String[] args) {
          SpringApplication.run(Application.class, args);
        }
      }
      """;

  @TempDir Path module;

  private Path sources() throws IOException {
    Path java = module.resolve("src/main/java");
    write(java.resolve("com/acme/Application.java"), APPLICATION);
    Files.writeString(module.resolve("pom.xml"), "<project><artifactId>app</artifactId></project>");
    return java;
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  /** A class folder holding one empty class file of {@code packageName}. */
  private Path classFolder(String name, String packageName) throws IOException {
    Path folder = module.resolve(name);
    write(folder.resolve(packageName.replace('.', '/')).resolve("Some.class"), "");
    return folder;
  }

  @Test
  void aModuleWithoutSourcesIsNotJudged() {
    ModuleCode code =
        ModuleCode.read(module, List.of(module.resolve("none")), List.of(), List.of(), List.of());

    assertThat(code.judged()).isFalse();
    assertThat(code.servesRequests()).isTrue();
    assertThat(code.logsPerRequest("org.absent")).isTrue();
  }

  @Test
  void aLoggerOfALibraryOnTheClassPathLogs() throws IOException {
    Path java = sources();
    write(
        java.resolve("com/acme/orders/Orders.java"),
        "package com.acme.orders;\nclass Orders { void list() { Log.LOG.debug(\"list\"); } }\n");
    Path hibernate = classFolder("hibernate", "org.hibernate");

    ModuleCode code =
        ModuleCode.read(module, List.of(java), List.of(), List.of(hibernate), List.of());

    assertThat(code.logsPerRequest("org.hibernate.SQL")).isTrue();
    assertThat(code.logsPerRequest("org.hibernate")).isTrue();
    assertThat(code.logsPerRequest("org.activiti.engine.impl.db")).isFalse();
    assertThat(code.logsPerRequest("com.acme")).isTrue();
    assertThat(code.logsPerRequest("com.acme.orders")).isTrue();
    assertThat(code.logsPerRequest("com.acme.Application")).isFalse();
  }

  @Test
  void withoutAClassPathOnlyTheSourcesAndTheirImportsShowALibrary() throws IOException {
    Path java = sources();
    write(
        java.resolve("com/acme/Orders.java"),
        "package com.acme;\nimport org.hibernate.Session;\nclass Orders { Session session; }\n");

    ModuleCode code = ModuleCode.read(module, List.of(java), List.of(), List.of(), List.of());

    assertThat(code.logsPerRequest("org.hibernate.SQL")).isTrue();
    assertThat(code.logsPerRequest("org.activiti.engine.impl.db")).isFalse();
  }

  @Test
  void aSpringBootApplicationServesRequestsOnlyWithAWebServerOnItsKnownClassPath()
      throws IOException {
    Path java = sources();
    Path boot = classFolder("boot", "org.springframework.boot");
    Path mvc = classFolder("mvc", "org.springframework.web.servlet");

    assertThat(
            ModuleCode.read(module, List.of(java), List.of(), List.of(boot), List.of())
                .servesRequests())
        .isFalse();
    assertThat(
            ModuleCode.read(module, List.of(java), List.of(), List.of(boot, mvc), List.of())
                .servesRequests())
        .isTrue();
    assertThat(
            ModuleCode.read(module, List.of(java), List.of(), List.of(), List.of())
                .servesRequests())
        .isTrue();
  }

  @Test
  void aSpringBootApplicationConfiguredWithoutAWebServerServesNoRequest() throws IOException {
    Path java = sources();
    Path boot = classFolder("boot", "org.springframework.boot");
    Path mvc = classFolder("mvc", "org.springframework.web.servlet");
    Path resources = module.resolve("src/main/resources");
    write(
        resources.resolve("application.yml"), "spring:\n  main:\n    web-application-type: NONE\n");

    assertThat(servesRequests(java, List.of(boot, mvc), resources)).isFalse();
    // Without a class path the application is still judged by its configuration.
    assertThat(servesRequests(java, List.of(), resources)).isFalse();

    write(
        resources.resolve("application-prod.properties"),
        "spring.main.webApplicationType=servlet\n");
    assertThat(servesRequests(java, List.of(boot, mvc), resources)).isTrue();
  }

  @Test
  void aWebServerTurnedOffOnlyOutsideProductionStillServes() throws IOException {
    Path java = sources();
    Path mvc = classFolder("mvc", "org.springframework.web.servlet");
    Path resources = module.resolve("src/main/resources");
    write(resources.resolve("application-dev.yml"), "spring.main.web-application-type: none\n");
    write(
        resources.resolve("config/application-batch.yml"),
        "spring.config.activate.on-profile: test\nspring.main.web-application-type: none\n");

    assertThat(servesRequests(java, List.of(mvc), resources)).isTrue();

    write(
        resources.resolve("application.properties"),
        "spring.main.web-application-type=${WEB:none}\n");
    assertThat(servesRequests(java, List.of(mvc), resources)).isTrue();
  }

  @Test
  void aListenerServesWhateverTheWebApplicationType() throws IOException {
    Path java = sources();
    write(
        java.resolve("com/acme/Orders.java"),
        """
        package com.acme;

        import org.springframework.kafka.annotation.KafkaListener;

        class Orders {
          @KafkaListener(topics = "orders")
          void on(String order) {}
        }
        """);
    Path resources = module.resolve("src/main/resources");
    write(resources.resolve("application.yml"), "spring.main.web-application-type: none\n");

    assertThat(servesRequests(java, List.of(), resources)).isTrue();
  }

  @Test
  void aFeignClientsMappingsAreRequestsItSendsNotEntryPoints() throws IOException {
    Path java = sources();
    write(
        java.resolve("com/acme/GatewayClient.java"),
        """
        package com.acme;

        import org.springframework.cloud.openfeign.FeignClient;
        import org.springframework.web.bind.annotation.GetMapping;

        @FeignClient(name = "gateway")
        interface GatewayClient {
          @GetMapping("/keys")
          String keys();
        }
        """);
    write(
        java.resolve("com/acme/KeysController.java"),
        """
        package com.acme;

        import org.springframework.web.bind.annotation.GetMapping;

        class KeysController {
          @GetMapping("/keys")
          String keys() {
            return "";
          }
        }
        """);

    ModuleCode code = ModuleCode.read(module, List.of(java), List.of(), List.of(), List.of());

    assertThat(code.entryPoints())
        .containsExactly("org.springframework.web.bind.annotation.GetMapping");
    Files.delete(java.resolve("com/acme/KeysController.java"));
    assertThat(
            ModuleCode.read(module, List.of(java), List.of(), List.of(), List.of()).entryPoints())
        .isEmpty();
  }

  private boolean servesRequests(Path java, List<Path> classpath, Path resources) {
    return ModuleCode.read(module, List.of(java), List.of(), classpath, List.of(resources))
        .servesRequests();
  }

  @Test
  void aClassFolderOfTheBuildIsReadFromItsSources() throws IOException {
    Path java = sources();
    Path core = module.resolve("core");
    write(
        core.resolve("src/main/java/com/acme/core/Runner.java"),
        """
        package com.acme.core;

        import org.springframework.boot.ApplicationRunner;
        import org.springframework.boot.ApplicationArguments;

        class Runner implements ApplicationRunner {
          private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger("x");

          @Override
          public void run(ApplicationArguments arguments) {
            log.info("started");
          }
        }
        """);
    Path classes = classFolder("core/target/classes", "com.acme.core");

    ModuleCode code =
        ModuleCode.read(module, List.of(java), List.of(), List.of(classes), List.of());

    assertThat(code.logsPerRequest("com.acme.core")).isFalse();
  }
}
