package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.catalog.facts.ConfiguredLevels;
import dev.bottleneck.catalog.facts.SpringXmlBeans;
import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import dev.bottleneck.maven.types.Overlay;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judgments that read the sources of the modules the scanned module depends on (its upstream
 * modules): a supertype, a hand-off wrapper, and the calls through an upstream type of a method the
 * module overrides. The conformance cases are one module each, so the cases of several modules are
 * here; each is checked with the upstream module given and without it.
 */
final class UpstreamModulesTest {
  @TempDir Path root;

  private static final String FACTORY =
      """
      package api;

      public interface ClientFactory {
        Object create();
      }
      """;

  private static final String STARTUP_CALLER =
      """
      package api;

      import java.util.ServiceLoader;
      import org.springframework.context.annotation.Bean;

      public class ClientConfiguration {
        @Bean
        public Object client() {
          for (ClientFactory factory : ServiceLoader.load(ClientFactory.class)) {
            return factory.create();
          }
          return null;
        }
      }
      """;

  private static final String PLUGIN_FACTORY =
      """
      package plugin;

      import api.ClientFactory;
      import com.fasterxml.jackson.databind.ObjectMapper;

      public class JsonClientFactory implements ClientFactory {
        @Override
        public Object create() {
          return new ObjectMapper();
        }
      }
      """;

  /**
   * A plugin's implementation of an upstream interface, which only the upstream module's start-up
   * code calls (a {@code ServiceLoader} loop in a {@code @Bean} method), runs once.
   */
  @Test
  void anImplementationOnlyUpstreamStartUpCodeCallsRunsOnce() throws IOException {
    Path api = root.resolve("api/src");
    write("api/src/api/ClientFactory.java", FACTORY);
    write("api/src/api/ClientConfiguration.java", STARTUP_CALLER);
    Path plugin = root.resolve("plugin/src");
    write("plugin/src/plugin/JsonClientFactory.java", PLUGIN_FACTORY);

    assertThat(findings("ObjectMapperPerCall", plugin, "plugin/JsonClientFactory.java", api))
        .isEmpty();
    // Alone, the interface may be a library's, whose callers are not known.
    assertThat(findings("ObjectMapperPerCall", plugin, "plugin/JsonClientFactory.java"))
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(tuple("ObjectMapperPerCall", 9));
  }

  /** An upstream call of the interface per request still makes the implementation per call. */
  @Test
  void anUpstreamCallPerRequestKeepsTheFinding() throws IOException {
    Path api = root.resolve("api/src");
    write("api/src/api/ClientFactory.java", FACTORY);
    write("api/src/api/ClientConfiguration.java", STARTUP_CALLER);
    write(
        "api/src/api/Handler.java",
        """
        package api;

        public class Handler {
          ClientFactory factory;

          public Object handle(String request) {
            return factory.create();
          }
        }
        """);
    Path plugin = root.resolve("plugin/src");
    write("plugin/src/plugin/JsonClientFactory.java", PLUGIN_FACTORY);

    assertThat(findings("ObjectMapperPerCall", plugin, "plugin/JsonClientFactory.java", api))
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(tuple("ObjectMapperPerCall", 9));
  }

  /**
   * An upstream module cannot call a method of the module that overrides none of its types'
   * methods: its same-named calls through a receiver of unknown type are not the method's callers.
   */
  @Test
  void upstreamCallsOfAMethodTheModuleDoesNotOverrideDoNotCount() throws IOException {
    Path api = root.resolve("api/src");
    write(
        "api/src/api/Builders.java",
        """
        package api;

        import org.elsewhere.*;

        public class Builders {
          Registry registry;

          public Object handle(String request) {
            return registry.lookup(request).build();
          }
        }
        """);
    Path plugin = root.resolve("plugin/src");
    write(
        "plugin/src/plugin/Mappers.java",
        """
        package plugin;

        import com.fasterxml.jackson.databind.ObjectMapper;
        import jakarta.annotation.PostConstruct;

        public class Mappers {
          Object mapper;

          public Object build() {
            return new ObjectMapper();
          }

          @PostConstruct
          void start() {
            mapper = build();
          }
        }
        """);

    assertThat(findings("ObjectMapperPerCall", plugin, "plugin/Mappers.java", api)).isEmpty();
    // As a caller module, the same file's call through an unknown receiver may run it.
    assertThat(findingsWithCallers("ObjectMapperPerCall", plugin, "plugin/Mappers.java", api))
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(tuple("ObjectMapperPerCall", 10));
  }

  /**
   * A Flyway migration whose base class is in an upstream module is a Java migration: the catalog's
   * run-once callback, reached through the upstream class.
   */
  @Test
  void aCallbackInheritedThroughAnUpstreamBaseClassRunsOnce() throws IOException {
    Path common = root.resolve("common/src");
    write(
        "common/src/common/AbstractMigration.java",
        """
        package common;

        import org.flywaydb.core.api.migration.BaseJavaMigration;

        public abstract class AbstractMigration extends BaseJavaMigration {}
        """);
    Path server = root.resolve("server/src");
    write(
        "server/src/server/V2__Seed.java",
        """
        package server;

        import com.fasterxml.jackson.databind.ObjectMapper;
        import common.AbstractMigration;
        import org.flywaydb.core.api.migration.Context;

        public class V2__Seed extends AbstractMigration {
          @Override
          public void migrate(Context context) throws Exception {
            context.getConnection().setClientInfo("seed", new ObjectMapper().writeValueAsString(1));
          }
        }
        """);

    assertThat(findings("ObjectMapperPerCall", server, "server/V2__Seed.java", common)).isEmpty();
    assertThat(findings("ObjectMapperPerCall", server, "server/V2__Seed.java"))
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(tuple("ObjectMapperPerCall", 10));
  }

  private static final String EXPORTS =
      """
      package cases;

      import org.springframework.transaction.annotation.Transactional;
      import org.springframework.web.client.RestTemplate;
      import sdk.ExportTasks;

      @Transactional
      public class Exports {
        RestTemplate rest;
        ExportTasks tasks;

        public void export(String id) {
          tasks.start(id, () -> upload(id));
        }

        public void exportNow(String id) {
          tasks.runNow(id, () -> rest.put("http://storage/exports", id));
        }

        public void upload(String id) {
          rest.put("http://storage/exports", id);
        }
      }
      """;

  private static final String EXPORT_TASKS =
      """
      package sdk;

      import java.util.concurrent.ExecutorService;
      import java.util.concurrent.Future;

      public class ExportTasks {
        private final ExecutorService executor;

        public ExportTasks(ExecutorService executor) {
          this.executor = executor;
        }

        public Future<?> start(String id, Runnable export) {
          return executor.submit(export);
        }

        public void runNow(String id, Runnable export) {
          export.run();
        }
      }
      """;

  /**
   * A lambda handed to an upstream module's method that only passes it to an executor runs on
   * another thread, outside the transaction, and so does the method only that lambda calls; the
   * upstream wrapper that runs it on the caller's thread keeps the finding.
   */
  @Test
  void aLambdaHandedToAnUpstreamWrapperRunsOutsideTheTransaction() throws IOException {
    Path sdk = root.resolve("sdk/src");
    write("sdk/src/sdk/ExportTasks.java", EXPORT_TASKS);
    Path cases = root.resolve("cases/src");
    write("cases/src/cases/Exports.java", EXPORTS);

    assertThat(findings("WideTransactional", cases, "cases/Exports.java", sdk))
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(tuple("WideTransactional", 17));
    assertThat(findings("WideTransactional", cases, "cases/Exports.java"))
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(
            tuple("WideTransactional", 13),
            tuple("WideTransactional", 17),
            tuple("WideTransactional", 21));
  }

  /**
   * A wrapper of the module whose own call goes through an upstream module's client interface hands
   * its task off as it does when the upstream module is not read: the upstream sources never turn a
   * hand-off into work of the transaction.
   */
  @Test
  void anUpstreamClientInTheWrapperDoesNotMakeItsTaskRunInline() throws IOException {
    Path api = root.resolve("api/src");
    write(
        "api/src/api/AuditClient.java",
        """
        package api;

        import org.springframework.cloud.openfeign.FeignClient;
        import org.springframework.web.bind.annotation.PostMapping;

        @FeignClient(name = "audit")
        public interface AuditClient {
          @PostMapping("/audit")
          void record(String id);
        }
        """);
    Path cases = root.resolve("cases/src");
    write(
        "cases/src/cases/AuditedTasks.java",
        """
        package cases;

        import api.AuditClient;
        import java.util.concurrent.ExecutorService;
        import java.util.concurrent.Future;

        public class AuditedTasks {
          private final ExecutorService executor;
          private final AuditClient audit;

          public AuditedTasks(ExecutorService executor, AuditClient audit) {
            this.executor = executor;
            this.audit = audit;
          }

          public Future<?> start(String id, Runnable export) {
            audit.record(id);
            return executor.submit(export);
          }
        }
        """);
    write(
        "cases/src/cases/AuditedExports.java",
        """
        package cases;

        import org.springframework.transaction.annotation.Transactional;
        import org.springframework.web.client.RestTemplate;

        @Transactional
        public class AuditedExports {
          RestTemplate rest;
          AuditedTasks tasks;

          public void export(String id) {
            tasks.start(id, () -> upload(id));
          }

          public void upload(String id) {
            rest.put("http://storage/exports", id);
          }
        }
        """);

    assertThat(findings("WideTransactional", cases, "cases/AuditedExports.java")).isEmpty();
    assertThat(findings("WideTransactional", cases, "cases/AuditedExports.java", api)).isEmpty();
  }

  /**
   * An upstream module's body never makes the module's code slow: the judgments that read upstream
   * sources only spare findings. A transaction that calls an upstream bean's slow method is not
   * reported, as when the upstream module is not read.
   */
  @Test
  void anUpstreamBodyDoesNotMakeCodeSlow() throws IOException {
    Path sdk = root.resolve("sdk/src");
    write(
        "sdk/src/sdk/Storage.java",
        """
        package sdk;

        import org.springframework.web.client.RestTemplate;

        public class Storage {
          RestTemplate rest;

          public void put(String id) {
            rest.put("http://storage/exports", id);
          }
        }
        """);
    Path cases = root.resolve("cases/src");
    write(
        "cases/src/cases/Uploads.java",
        """
        package cases;

        import org.springframework.transaction.annotation.Transactional;
        import sdk.Storage;

        @Transactional
        public class Uploads {
          Storage storage;

          public void upload(String id) {
            storage.put(id);
          }
        }
        """);

    assertThat(findings("WideTransactional", cases, "cases/Uploads.java", sdk)).isEmpty();
  }

  private static final String ARCHIVE_TOOL =
      """
      package tool;

      import com.fasterxml.jackson.databind.ObjectMapper;

      public class Archive {
        public static Object create(String name) {
          return new ObjectMapper();
        }

        public static void main(String[] args) {
          create(args[0]);
        }
      }
      """;

  /**
   * A caller module's call through a field its class inherits from a superclass in another file of
   * that module, imported or of the same package, is typed by the field's declaration: a call of an
   * instance method of the module's interface, not of the static {@code Archive.create} that only
   * {@code main} calls (DSpace's {@code UploadStep} and its {@code AbstractProcessingStep}'s {@code
   * bitstreamService}; its SWORD module's {@code MediaResourceManagerDSpace} and the {@code
   * DSpaceSwordAPI} of its package).
   */
  @Test
  void aCallersInheritedFieldIsTypedBySuperclassOfItsModule() throws IOException {
    Path tool = root.resolve("tool/src");
    write("tool/src/tool/Archive.java", ARCHIVE_TOOL);
    write(
        "tool/src/tool/Storage.java",
        """
        package tool;

        public interface Storage {
          Object create(String name);
        }
        """);
    Path web = root.resolve("web/src");
    write(
        "web/src/web/base/AbstractStep.java",
        """
        package web.base;

        import tool.Storage;

        public abstract class AbstractStep {
          protected Storage storage;
        }
        """);
    write(
        "web/src/web/UploadStep.java",
        """
        package web;

        import web.base.AbstractStep;

        public class UploadStep extends AbstractStep {
          public Object upload(String name) {
            return storage.create(name);
          }
        }
        """);
    // A superclass of the caller's own package, named without an import.
    write(
        "web/src/web/SwordApi.java",
        """
        package web;

        import tool.Storage;

        public class SwordApi {
          protected Storage files;
        }
        """);
    write(
        "web/src/web/SwordMedia.java",
        """
        package web;

        public class SwordMedia extends SwordApi {
          public Object deposit(String name) {
            return files.create(name);
          }
        }
        """);

    assertThat(findingsWithCallers("ObjectMapperPerCall", tool, "tool/Archive.java", web))
        .isEmpty();
  }

  /**
   * A caller's field of a superclass the sources do not declare stays of unknown type: its call may
   * be one of {@code Archive.create}, per request.
   */
  @Test
  void aCallersFieldOfAnUnknownSuperclassMayCallTheStaticMethod() throws IOException {
    Path tool = root.resolve("tool/src");
    write("tool/src/tool/Archive.java", ARCHIVE_TOOL);
    Path web = root.resolve("web/src");
    write(
        "web/src/web/UploadStep.java",
        """
        package web;

        import org.elsewhere.AbstractStep;

        public class UploadStep extends AbstractStep {
          public Object upload(String name) {
            return storage.create(name);
          }
        }
        """);

    assertThat(findingsWithCallers("ObjectMapperPerCall", tool, "tool/Archive.java", web))
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(tuple("ObjectMapperPerCall", 7));
  }

  private static List<Finding> findings(
      String rule, Path sources, String file, Path... upstreamRoots) throws IOException {
    return scan(rule, sources, file, List.of(), List.of(upstreamRoots));
  }

  private static List<Finding> findingsWithCallers(
      String rule, Path sources, String file, Path... callerRoots) throws IOException {
    return scan(rule, sources, file, List.of(callerRoots), List.of());
  }

  private static List<Finding> scan(
      String rule, Path sources, String file, List<Path> callerRoots, List<Path> upstreamRoots)
      throws IOException {
    Path scanned = sources.resolve(file);
    try (JavaSourceScanner scanner =
        new JavaSourceScanner(
            new ScanConfig(
                Set.of(rule),
                Map.of(),
                List.of(sources),
                List.of(),
                callerRoots,
                Overlay.NONE,
                () -> ConfiguredLevels.NONE,
                () -> SpringXmlBeans.NONE,
                upstreamRoots))) {
      return scanner.scan(scanned, Files.readString(scanned)).findings();
    }
  }

  private Path write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }
}
