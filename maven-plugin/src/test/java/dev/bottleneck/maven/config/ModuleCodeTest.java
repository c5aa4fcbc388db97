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
        ModuleCode.read(module, List.of(module.resolve("none")), List.of(), List.of());

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

    ModuleCode code = ModuleCode.read(module, List.of(java), List.of(), List.of(hibernate));

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

    ModuleCode code = ModuleCode.read(module, List.of(java), List.of(), List.of());

    assertThat(code.logsPerRequest("org.hibernate.SQL")).isTrue();
    assertThat(code.logsPerRequest("org.activiti.engine.impl.db")).isFalse();
  }

  @Test
  void aSpringBootApplicationServesRequestsOnlyWithAWebServerOnItsKnownClassPath()
      throws IOException {
    Path java = sources();
    Path boot = classFolder("boot", "org.springframework.boot");
    Path mvc = classFolder("mvc", "org.springframework.web.servlet");

    assertThat(ModuleCode.read(module, List.of(java), List.of(), List.of(boot)).servesRequests())
        .isFalse();
    assertThat(
            ModuleCode.read(module, List.of(java), List.of(), List.of(boot, mvc)).servesRequests())
        .isTrue();
    assertThat(ModuleCode.read(module, List.of(java), List.of(), List.of()).servesRequests())
        .isTrue();
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

    ModuleCode code = ModuleCode.read(module, List.of(java), List.of(), List.of(classes));

    assertThat(code.logsPerRequest("com.acme.core")).isFalse();
  }
}
