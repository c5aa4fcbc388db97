package dev.bottleneck.cli.lsp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A two-module Maven project for the server's tests: {@code core} with a bottleneck of each kind
 * the tests need, {@code web} whose start-up code is the only caller of a loader in {@code core},
 * the plugin configured in the parent's {@code <pluginManagement>}, and a script outside both.
 */
final class Shop {
  static final String PARENT =
      """
      <project>
        <modelVersion>4.0.0</modelVersion>
        <groupId>com.acme</groupId>
        <artifactId>shop</artifactId>
        <version>1</version>
        <packaging>pom</packaging>
        <modules>
          <module>core</module>
          <module>web</module>
        </modules>
        <properties>
          <generated>**/generated/**</generated>
        </properties>
        <build>
          <pluginManagement>
            <plugins>
              <plugin>
                <groupId>dev.bottleneck</groupId>
                <artifactId>bottleneck-maven-plugin</artifactId>
                <version>0.1.0</version>
                <configuration>
                  <rules>-CommonPoolAsync</rules>
                  <excludes>
                    <exclude>${generated}</exclude>
                  </excludes>
                  <since>origin/main</since>
                  <formats>sarif</formats>
                </configuration>
              </plugin>
            </plugins>
          </pluginManagement>
        </build>
      </project>
      """;

  static final String GATEWAY =
      """
      package com.acme.core;

      import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;
      import java.util.List;

      public class Gateway {
        public String fetch(URI uri) throws Exception {
          HttpClient client = HttpClient.newHttpClient();
          return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
        }

        @SuppressWarnings("unchecked")
        public List<String> names(URI uri) throws Exception {
          return (List<String>) (Object) List.of(HttpClient.newHttpClient().toString());
        }
      }
      """;

  static final String LOADER =
      """
      package com.acme.core;

      import com.fasterxml.jackson.databind.ObjectMapper;
      import java.io.File;
      import java.util.Map;

      public class Loader {
        public Map<?, ?> load(String path) throws Exception {
          return new ObjectMapper().readValue(new File(path), Map.class);
        }
      }
      """;

  static final String ORDERS =
      """
      package com.acme.core;

      import org.slf4j.Logger;
      import org.slf4j.LoggerFactory;

      public class Orders {
        private static final Logger log = LoggerFactory.getLogger(Orders.class);

        public void place(String id) {
          log.debug("placing " + id);
        }
      }
      """;

  static final String ASYNC =
      """
      package com.acme.core;

      import java.util.concurrent.CompletableFuture;

      public class Async {
        public CompletableFuture<String> later() {
          return CompletableFuture.supplyAsync(() -> "done".trim());
        }
      }
      """;

  static final String STARTUP =
      """
      package com.acme.web;

      import com.acme.core.Loader;
      import jakarta.annotation.PostConstruct;

      public class Startup {
        private final Loader loader = new Loader();

        @PostConstruct
        void start() throws Exception {
          loader.load("zones.json");
        }
      }
      """;

  static final String PER_REQUEST =
      """
      package com.acme.web;

      import com.acme.core.Loader;

      public class Startup {
        private final Loader loader = new Loader();

        public Object handle() throws Exception {
          return loader.load("zones.json");
        }
      }
      """;

  final Path root;
  final Path gateway;
  final Path loader;
  final Path orders;
  final Path async;
  final Path generated;
  final Path properties;
  final Path startup;
  final Path script;

  Shop(Path root) {
    this.root = root;
    Path core = root.resolve("core/src/main/java/com/acme/core");
    gateway = core.resolve("Gateway.java");
    loader = core.resolve("Loader.java");
    orders = core.resolve("Orders.java");
    async = core.resolve("Async.java");
    generated = core.resolve("generated/Client.java");
    properties = root.resolve("core/src/main/resources/application.properties");
    startup = root.resolve("web/src/main/java/com/acme/web/Startup.java");
    script = root.resolve("scripts/Tool.java");
  }

  static Shop write(Path root) {
    Shop shop = new Shop(root);
    write(root.resolve("pom.xml"), PARENT);
    write(root.resolve("core/pom.xml"), module("core"));
    write(root.resolve("web/pom.xml"), module("web"));
    write(shop.gateway, GATEWAY);
    write(shop.loader, LOADER);
    write(shop.orders, ORDERS);
    write(shop.async, ASYNC);
    write(
        shop.generated,
        GATEWAY
            .replace("package com.acme.core;", "package com.acme.core.generated;")
            .replace("class Gateway", "class Client"));
    write(shop.properties, "spring.mvc.pathmatch.matching-strategy=ant_path_matcher\n");
    write(shop.startup, STARTUP);
    write(shop.script, GATEWAY.replace("package com.acme.core;\n", "").replace("Gateway", "Tool"));
    return shop;
  }

  static String module(String artifactId) {
    return """
    <project>
      <modelVersion>4.0.0</modelVersion>
      <parent>
        <groupId>com.acme</groupId>
        <artifactId>shop</artifactId>
        <version>1</version>
      </parent>
      <artifactId>%s</artifactId>
    </project>
    """
        .formatted(artifactId);
  }

  static void write(Path file, String text) {
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
