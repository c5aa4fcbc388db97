package dev.bottleneck.maven.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.bottleneck.maven.finding.Finding;
import dev.bottleneck.maven.scan.JavaSourceScanner;
import dev.bottleneck.maven.scan.ScanConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugin's judgment of a non-private method by its callers in the whole module: what the shared
 * cases ({@code ReferenceDataLoader}) do not show, because Error Prone could not agree on them.
 */
final class ModuleCallersTest {
  @TempDir Path root;

  private static final String LOADER =
      """
      package p;

      import com.fasterxml.jackson.databind.ObjectMapper;

      public class Loader implements Catalog {
        public Object viaUnknownReceiver() {
          // BUG: Diagnostic contains: ObjectMapperPerCall
          return new ObjectMapper();
        }

        @Override
        public Object viaInterface() {
          return new ObjectMapper();
        }

        // Only calls of itself, or of each other: nothing says how often they run.
        public Object recursive(int depth) {
          // BUG: Diagnostic contains: ObjectMapperPerCall
          return depth == 0 ? new ObjectMapper() : recursive(depth - 1);
        }

        public Object first(boolean again) {
          // BUG: Diagnostic contains: ObjectMapperPerCall
          return again ? second() : new ObjectMapper();
        }

        public Object second() {
          return first(false);
        }

        public static Object shared() {
          // BUG: Diagnostic contains: ObjectMapperPerCall
          return new ObjectMapper();
        }
      }
      """;

  @Test
  void callersAcrossTheModuleDecide() {
    RuleScan.of(root, "ObjectMapperPerCall")
        .add("p/Loader.java", LOADER)
        .add(
            "p/Callers.java",
            """
            package p;

            import jakarta.annotation.PostConstruct;

            class Callers {
              Catalog catalog;
              Loader loader;

              @PostConstruct
              void start() {
                loader.viaUnknownReceiver();
                // Through the interface Loader implements: a call of Loader.viaInterface().
                catalog.viaInterface();
                Loader.shared();
              }

              // A receiver of unknown type: it may be the loader, and this runs per call.
              Object handle() {
                return lookup().viaUnknownReceiver();
              }

              Object perRequest() {
                return Loader.shared();
              }
            }
            """)
        .add(
            "p/Catalog.java",
            """
            package p;

            interface Catalog {
              Object viaInterface();
            }
            """)
        .expectMarkedFindings();
  }

  /**
   * A static method is called through its class: a same-named call through a value whose type is
   * unknown (a field of a type imported on demand from another module) calls an instance method of
   * another class, and does not make the static factory run per call. A call through the class
   * still does.
   */
  @Test
  void aStaticMethodIsNotCalledThroughAValueOfUnknownType() {
    RuleScan.of(root, "ObjectMapperPerCall")
        .add(
            "p/Mappers.java",
            """
            package p;

            import com.fasterxml.jackson.databind.ObjectMapper;

            public class Mappers {
              static Object create(String name) {
                return new ObjectMapper();
              }

              static Object make(String name) {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper();
              }
            }
            """)
        .add(
            "p/Users.java",
            """
            package p;

            import jakarta.annotation.PostConstruct;
            import org.elsewhere.*;

            class Users {
              Permissions permissions;
              Object mapper;

              @PostConstruct
              void start() {
                mapper = Mappers.create("users");
              }

              Object grant(String user) {
                Mappers.make(user);
                return permissions.create(user);
              }
            }
            """)
        .expectMarkedFindings();
  }

  /**
   * A judgment is kept for the rest of the file only where no caller path led to it: c8's callers
   * reach main past the depth limit, so c8 runs per call, and on that path c0 to c7 count as per
   * call too; judged on their own, each is called from main within the limit and runs once.
   */
  @Test
  void aMethodJudgedOnTheWayToAnotherIsJudgedAgainOnItsOwn() {
    RuleScan.of(root, "ObjectMapperPerCall")
        .add(
            "p/Chain.java",
            """
            package p;

            import com.fasterxml.jackson.databind.ObjectMapper;

            public class Chain {
              public String c8() throws Exception {
                // BUG: Diagnostic contains: ObjectMapperPerCall
                return new ObjectMapper().writeValueAsString(this);
              }

              public String c7() throws Exception {
                return new ObjectMapper().writeValueAsString(this) + c8();
              }

              public String c6() throws Exception {
                return new ObjectMapper().writeValueAsString(this) + c7();
              }

              public String c5() throws Exception {
                return new ObjectMapper().writeValueAsString(this) + c6();
              }

              public String c4() throws Exception {
                return new ObjectMapper().writeValueAsString(this) + c5();
              }

              public String c3() throws Exception {
                return new ObjectMapper().writeValueAsString(this) + c4();
              }

              public String c2() throws Exception {
                return new ObjectMapper().writeValueAsString(this) + c3();
              }

              public String c1() throws Exception {
                return new ObjectMapper().writeValueAsString(this) + c2();
              }

              public String c0() throws Exception {
                return new ObjectMapper().writeValueAsString(this) + c1();
              }

              public static void main(String[] args) throws Exception {
                new Chain().c0();
              }
            }
            """)
        .expectMarkedFindings();
  }

  private static final String CORE_LOADER =
      """
      package core;

      import com.fasterxml.jackson.databind.ObjectMapper;

      public class ZoneLoader {
        public Object loadZones() {
          return new ObjectMapper();
        }
      }
      """;

  private static final String SHOP_STARTUP =
      """
      package shop;

      import core.ZoneLoader;
      import jakarta.annotation.PostConstruct;

      class Startup {
        ZoneLoader zones;

        @PostConstruct
        void init() {
          zones.loadZones();
        }
      }
      """;

  @Test
  void callersInTheModulesThatDependOnThisOneCount() throws IOException {
    Path core = write("core/src/core/ZoneLoader.java", CORE_LOADER).getParent().getParent();
    Path shop = write("shop/src/shop/Startup.java", SHOP_STARTUP).getParent().getParent();

    assertThat(findingsOfCore(core, List.of(shop))).isEmpty();
    assertThat(findingsOfCore(core, List.of()))
        .extracting(Finding::ruleId, Finding::line)
        .containsExactly(tuple("ObjectMapperPerCall", 7));
  }

  private static final String CORE_FACTORY =
      """
      package core;

      import com.fasterxml.jackson.databind.ObjectMapper;

      public class ClientFactory {
        public static Object build() {
          return new ObjectMapper();
        }
      }
      """;

  private static final String CORE_STARTUP =
      """
      package core;

      import jakarta.annotation.PostConstruct;

      class Startup {
        Object client;

        @PostConstruct
        void init() {
          client = ClientFactory.build();
        }
      }
      """;

  /**
   * A caller module whose files the index cannot resolve: there {@code ClientFactory} names the
   * core's class only in package {@code core} or under an import of it or of its package; a plugin
   * with a class of that name of its own calls that one.
   */
  @Test
  void theSameSimpleNameInAnotherPackageNamesAnotherClass() throws IOException {
    Path core = write("core/src/core/ClientFactory.java", CORE_FACTORY).getParent().getParent();
    write("core/src/core/Startup.java", CORE_STARTUP);
    Path plugin = root.resolve("plugin/src");
    write(
        "plugin/src/plugin/ClientFactory.java",
        "package plugin;\n\n"
            + "class ClientFactory {\n"
            + "  static Object build() {\n"
            + "    return null;\n"
            + "  }\n"
            + "}\n");
    write("plugin/src/plugin/Uploader.java", perRequestCaller("package plugin;", ""));

    assertThat(findingsOf(core, "core/ClientFactory.java", List.of(plugin))).isEmpty();
  }

  @Test
  void theSimpleNameUnderAnImportOrInThePackageNamesTheClass() throws IOException {
    Path core = write("core/src/core/ClientFactory.java", CORE_FACTORY).getParent().getParent();
    write("core/src/core/Startup.java", CORE_STARTUP);
    List<String> callers =
        List.of(
            perRequestCaller("package shop;", "import core.ClientFactory;"),
            perRequestCaller("package shop;", "import core.*;"),
            perRequestCaller("package core;", ""));
    for (int index = 0; index < callers.size(); index++) {
      String caller = callers.get(index);
      Path shop = write("shop" + index + "/src/x/Uploader.java", caller).getParent().getParent();

      assertThat(findingsOf(core, "core/ClientFactory.java", List.of(shop)))
          .as(caller)
          .extracting(Finding::ruleId, Finding::line)
          .containsExactly(tuple("ObjectMapperPerCall", 7));
    }
  }

  private static String perRequestCaller(String packageLine, String importLine) {
    return packageLine
        + "\n\n"
        + importLine
        + "\n\nclass Uploader {\n  Object upload(String file) {\n"
        + "    return ClientFactory.build();\n  }\n}\n";
  }

  private static List<Finding> findingsOf(Path sources, String file, List<Path> callerRoots)
      throws IOException {
    Path scanned = sources.resolve(file);
    try (JavaSourceScanner scanner =
        new JavaSourceScanner(
            new ScanConfig(
                Set.of("ObjectMapperPerCall"),
                Map.of(),
                List.of(sources),
                List.of(),
                callerRoots))) {
      return scanner.scan(scanned, Files.readString(scanned)).findings();
    }
  }

  private static List<Finding> findingsOfCore(Path core, List<Path> callerRoots)
      throws IOException {
    return findingsOf(core, "core/ZoneLoader.java", callerRoots);
  }

  private Path write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }
}
