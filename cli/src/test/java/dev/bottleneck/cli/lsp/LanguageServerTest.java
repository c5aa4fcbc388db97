package dev.bottleneck.cli.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.LocalPages;
import dev.bottleneck.catalog.Rule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The language server as an editor meets it, through LSP4J's client side over pipes, on a
 * two-module Maven project ({@link Shop}) whose parent configures the plugin: what is published,
 * how edits and other buffers change it, the quick fixes, the hover, broken and outside files, and
 * a workspace of several folders.
 */
final class LanguageServerTest {
  private static final String HTTP_CLIENT_MESSAGE =
      "HttpClient.newHttpClient() runs on every call here; a new client builds again what a shared"
          + " one builds once (connection pool, TLS context, message converters), and a client"
          + " with its own connection pool opens a new TCP connection, over HTTPS with a TLS"
          + " handshake, on every call; create it once and share it: a static final field, a bean,"
          + " or a lazily initialized field";

  @TempDir Path folder;
  private Shop shop;
  private LspClient client;

  @BeforeEach
  void start() throws Exception {
    shop = Shop.write(folder.resolve("shop"));
    client = LspClient.start(shop.root);
  }

  @AfterEach
  void stop() {
    client.close();
  }

  @Test
  void theFirstAnalysisPublishesTheFilesWithFindingsAsTheBuildConfiguresTheModules() {
    assertThat(client.logLine("bottleneck: analyzed"))
        .contains("shop: 8 files of 2 module(s), 4 finding(s) in 3 file(s), in ");

    assertThat(rules(shop.gateway)).containsExactly("HttpClientPerCall", "HttpClientPerCall");
    // A file that is not open: from the finding to the end of its line, without a second parse.
    assertThat(client.diagnostics(shop.gateway, found -> true).get(0).getRange())
        .isEqualTo(range(10, 48, 10, 51));
    assertThat(rules(shop.orders)).containsExactly("EagerLogMessage");
    assertThat(rules(shop.properties)).containsExactly("AntPathMatcher");
    // Disabled by <rules>, excluded by <excludes> (through a property), called by start-up code.
    assertThat(client.published(shop.async)).isFalse();
    assertThat(client.published(shop.generated)).isFalse();
    assertThat(client.published(shop.loader)).isFalse();
    assertThat(client.log())
        .anyMatch(
            line ->
                line.contains("ignored the setting since")
                    && line.endsWith(
                        "/core: the editor shows the findings of every line of the files it"
                            + " analyzes"))
        .anyMatch(line -> line.contains("ignored the setting formats"));
  }

  @Test
  void theFirstAnalysisStartsAtInitializeAndItsDiagnosticsWaitForInitialized() throws Exception {
    try (LspClient early = LspClient.startUninitialized(shop.root)) {
      assertThat(early.logLine("bottleneck: analyzed")).contains("4 finding(s) in 3 file(s)");
      assertThat(early.publications()).isZero();

      early.initialized();

      assertThat(early.diagnostics(shop.gateway, found -> found.size() == 2)).hasSize(2);
      assertThat(early.diagnostics(shop.orders, found -> found.size() == 1)).hasSize(1);
      assertThat(early.diagnostics(shop.properties, found -> found.size() == 1)).hasSize(1);
      assertThat(early.publications()).isEqualTo(3);
    }
  }

  @Test
  void aDiagnosticCarriesTheRuleItsPageTheEnginesMessageAndTheReportedCall() {
    client.open(shop.gateway);
    // HttpClient.newHttpClient() on line 11: from javac's point, its "(", to the end of the call.
    Diagnostic diagnostic =
        client
            .diagnostics(
                shop.gateway,
                found -> found.size() == 2 && found.get(0).getRange().equals(range(10, 48, 10, 50)))
            .get(0);

    assertThat(diagnostic.getCode().getLeft()).isEqualTo("HttpClientPerCall");
    assertThat(diagnostic.getCodeDescription().getHref())
        .isEqualTo(LocalPages.links(problem -> {}).page(Rule.HTTP_CLIENT_PER_CALL))
        .startsWith("file:/");
    assertThat(diagnostic.getSource()).isEqualTo("bottleneck");
    assertThat(diagnostic.getSeverity()).isEqualTo(DiagnosticSeverity.Warning);
    assertThat(diagnostic.getMessage()).isEqualTo(HTTP_CLIENT_MESSAGE);
  }

  @Test
  void aSaveAnalyzesTheFileAgain() {
    client.open(shop.orders);
    client.diagnostics(shop.orders, found -> found.size() == 1);
    long before = client.publications(shop.orders);

    client.save(shop.orders);

    client.diagnostics(shop.orders, found -> client.publications(shop.orders) > before);
    assertThat(rules(shop.orders)).containsExactly("EagerLogMessage");
  }

  @Test
  void anEditReplacesTheDiagnosticsOfTheFile() {
    client.open(shop.orders);
    client.diagnostics(shop.orders, found -> found.size() == 1);

    // "placing " + id  ->  "placing {}", id
    client.change(shop.orders, range(9, 23, 9, 29), " {}\", id");
    client.diagnostics(shop.orders, List::isEmpty);
    client.change(shop.orders, Shop.ORDERS);
    assertThat(client.diagnostics(shop.orders, found -> found.size() == 1))
        .extracting(Diagnostic::getRange)
        .containsExactly(range(9, 25, 9, 29));
  }

  @Test
  void
      aCallerMovedIntoPerRequestCodeInAnotherModulesBufferMakesTheLoaderSlowUntilMovedBackOrClosed() {
    client.open(shop.loader);
    client.diagnostics(shop.loader, List::isEmpty);
    client.open(shop.startup);

    client.change(shop.startup, Shop.PER_REQUEST);
    client.diagnostics(shop.loader, found -> !found.isEmpty());
    // Taken back and moved again by edits: each changes the callers the loader's analysis reads.
    client.change(shop.startup, Shop.STARTUP);
    client.diagnostics(shop.loader, List::isEmpty);
    client.change(shop.startup, Shop.PER_REQUEST);
    assertThat(client.diagnostics(shop.loader, found -> !found.isEmpty()))
        .extracting(diagnostic -> diagnostic.getCode().getLeft())
        .containsExactly("ObjectMapperPerCall");

    // Closed unsaved: the file on disk calls the loader from start-up code again.
    client.close(shop.startup);
    client.diagnostics(shop.loader, List::isEmpty);
  }

  @Test
  void anOpenFileAnalyzedAgainWithTheSameTextKeepsTheRangeOfTheReportedCall() {
    client.open(shop.loader);
    client.diagnostics(shop.loader, List::isEmpty);
    client.open(shop.startup);
    client.change(shop.startup, Shop.PER_REQUEST);
    client.diagnostics(shop.loader, found -> !found.isEmpty());
    long before = client.publications(shop.loader);

    client.change(shop.startup, Shop.PER_REQUEST + "// still per request\n");

    assertThat(client.diagnostics(shop.loader, found -> client.publications(shop.loader) > before))
        .extracting(Diagnostic::getRange)
        .containsExactly(range(8, 11, 8, 29));
  }

  @Test
  void theQuickFixIsTheEnginesFix() {
    client.open(shop.orders);
    Diagnostic diagnostic = client.diagnostics(shop.orders, found -> found.size() == 1).get(0);

    List<CodeAction> actions = actions(shop.orders, diagnostic.getRange());

    assertThat(actions)
        .extracting(CodeAction::getTitle)
        .containsExactly(
            "Let the logger format the message",
            "Suppress with @SuppressWarnings(\"EagerLogMessage\")");
    assertThat(actions.get(0).getIsPreferred()).isTrue();
    assertThat(actions.get(0).getKind()).isEqualTo("quickfix");
    assertThat(applied(shop.orders, actions.get(0)))
        .isEqualTo(Shop.ORDERS.replace("\"placing \" + id", "\"placing {}\", id"));
  }

  @Test
  void theSuppressionGoesAboveTheMethodOrJoinsItsSuppressWarnings() {
    client.open(shop.gateway);
    List<Diagnostic> found =
        client.diagnostics(shop.gateway, diagnostics -> diagnostics.size() == 2);

    CodeAction above = suppression(actions(shop.gateway, found.get(0).getRange()));
    CodeAction joined = suppression(actions(shop.gateway, found.get(1).getRange()));

    assertThat(applied(shop.gateway, above))
        .contains(
            """
              @SuppressWarnings("HttpClientPerCall")
              public String fetch(URI uri) throws Exception {
            """);
    assertThat(applied(shop.gateway, joined))
        .contains(
            """
              @SuppressWarnings({"unchecked", "HttpClientPerCall"})
              public List<String> names(URI uri) throws Exception {
            """);
  }

  @Test
  void noQuickFixWhileTheBufferDiffersFromTheAnalyzedText() {
    client.open(shop.orders);
    Diagnostic diagnostic = client.diagnostics(shop.orders, found -> found.size() == 1).get(0);
    client.change(shop.orders, range(0, 0, 0, 0), "\n");

    assertThat(client.codeActions(shop.orders, diagnostic.getRange())).isEmpty();
  }

  @Test
  void aHoverOnADiagnosticShowsTheRulesSummaryAndFix() {
    Diagnostic diagnostic = client.diagnostics(shop.gateway, found -> found.size() == 2).get(0);

    Hover hover = client.hover(shop.gateway, diagnostic.getRange().getStart());

    assertThat(hover.getContents().getRight().getKind()).isEqualTo("markdown");
    assertThat(hover.getContents().getRight().getValue())
        .startsWith(
            "**[HttpClientPerCall]("
                + LocalPages.links(problem -> {}).page(Rule.HTTP_CLIENT_PER_CALL)
                + ")**: Build an"
                + " HTTP client once and share it so that connections are reused\n\n**Fix**\n\n"
                + "Build the client once and inject or share it");
    assertThat(hover.getRange()).isEqualTo(diagnostic.getRange());
    assertThat(client.hover(shop.gateway, new Position(0, 0))).isNull();
  }

  @Test
  void aFileThatDoesNotParseIsOneDiagnosticAndTheServerGoesOn() {
    client.open(shop.orders);
    client.diagnostics(shop.orders, found -> found.size() == 1);

    client.change(shop.orders, Shop.ORDERS.replace("place(String id) {", "place(String id {"));
    List<Diagnostic> broken =
        client.diagnostics(
            shop.orders, found -> found.size() == 1 && found.get(0).getCode() == null);
    assertThat(broken.get(0).getMessage()).startsWith("does not parse, so no rule checked it: ");
    assertThat(client.hover(shop.orders, broken.get(0).getRange().getStart())).isNull();

    client.change(shop.orders, Shop.ORDERS);
    assertThat(
            client.diagnostics(
                shop.orders, found -> found.size() == 1 && found.get(0).getCode() != null))
        .extracting(diagnostic -> diagnostic.getCode().getLeft())
        .containsExactly("EagerLogMessage");
  }

  @Test
  void aLoggingConfigurationGetsDiagnosticsWhenOpenedAndChanged() {
    String sync =
        """
        <configuration>
          <appender name="FILE" class="ch.qos.logback.core.FileAppender">
            <file>orders.log</file>
            <encoder><pattern>%d %-5level %logger - %msg%n</pattern></encoder>
          </appender>
          <root level="INFO">
            <appender-ref ref="FILE"/>
          </root>
        </configuration>
        """;
    Path logback = shop.properties.resolveSibling("logback-spring.xml");
    Shop.write(logback, sync);
    // A module that serves no request gets no SyncLogAppender finding: core needs a controller.
    Shop.write(
        shop.orders.resolveSibling("OrdersApi.java"),
        """
        package com.acme.core;

        import org.springframework.web.bind.annotation.RestController;

        @RestController
        class OrdersApi {}
        """);

    client.open(logback);
    List<Diagnostic> found = client.diagnostics(logback, list -> list.size() == 1);
    assertThat(found.get(0).getCode().getLeft()).isEqualTo("SyncLogAppender");
    assertThat(found.get(0).getRange().getStart()).isEqualTo(new Position(6, 4));
    assertThat(found.get(0).getSeverity()).isEqualTo(DiagnosticSeverity.Information);

    client.change(logback, sync.replace("%logger -", "%logger %line -"));
    assertThat(client.diagnostics(logback, list -> list.size() == 2))
        .extracting(diagnostic -> diagnostic.getCode().getLeft())
        .containsExactly("LogLocationInfo", "SyncLogAppender");

    client.change(logback, sync.replace("<root level=\"INFO\">", "<root level=\"WARN\">"));
    client.diagnostics(logback, List::isEmpty);
    client.change(logback, sync.replace("</root>", "</rot>"));
    assertThat(client.diagnostics(logback, list -> list.size() == 1).get(0).getMessage())
        .isEqualTo(
            "does not parse, so no rule checked it: does not parse as XML: The element type"
                + " \"root\" must be terminated by the matching end-tag \"</root>\".; fix the XML"
                + " syntax there or exclude the file with the excludes parameter");
  }

  @Test
  void aFileOutsideEveryModuleGetsNoDiagnosticsAndOneLogLine() {
    client.open(shop.script);
    client.close(shop.script);
    client.open(shop.script);
    client.open(shop.orders);
    client.diagnostics(shop.orders, found -> found.size() == 1);

    assertThat(client.published(shop.script)).isFalse();
    assertThat(client.log())
        .filteredOn(line -> line.contains("Tool.java is not analyzed"))
        .containsExactly(
            "bottleneck: "
                + shop.script
                + " is not analyzed: it is outside the source and resource roots of every module"
                + " of the workspace, or its module's settings leave it out");
  }

  @Test
  void everyFolderOfAMultiRootWorkspaceIsAnalyzedWithItsOwnSettings() {
    Path tools = folder.resolve("tools");
    Shop.write(tools.resolve("build.gradle"), "plugins { id 'java' }\n");
    Path async = tools.resolve("src/main/java/com/acme/tools/Async.java");
    Shop.write(async, Shop.ASYNC.replace("package com.acme.core;", "package com.acme.tools;"));

    client.foldersChanged(List.of(tools), List.of());

    // The shop disables CommonPoolAsync; the Gradle project has the plugin's defaults.
    assertThat(rules(async)).containsExactly("CommonPoolAsync");
    assertThat(client.logLine("has no pom.xml"))
        .isEqualTo(
            "bottleneck: tools ("
                + tools
                + ") has no pom.xml: the plugin's default settings apply");
    assertThat(client.published(shop.async)).isFalse();

    client.foldersChanged(List.of(), List.of(tools));
    client.diagnostics(async, List::isEmpty);
  }

  @Test
  void aModuleOfManyBatchesPublishesEachFileOnceAndAnEditIsAnalyzedBetweenTheBatches()
      throws Exception {
    Path many = folder.resolve("many");
    Shop.write(many.resolve("build.gradle"), "plugins { id 'java' }\n");
    List<Path> files = new ArrayList<>();
    for (int index = 0; index < 100; index++) {
      Path file = many.resolve("src/main/java/com/acme/many/Part" + index + ".java");
      Shop.write(file, part(index, index % 10 == 0));
      files.add(file);
    }
    Path edited = files.get(90);

    try (LspClient batches = LspClient.start(many)) {
      // Queued while the first analysis runs: it stops the batches and goes between them.
      batches.open(edited);
      batches.change(edited, part(90, false));

      assertThat(batches.logLine("bottleneck: analyzed")).contains(": 100 files of 1 module(s), ");
      assertThat(batches.diagnostics(edited, List::isEmpty)).isEmpty();
      for (int index = 0; index < 90; index += 10) {
        Path file = files.get(index);
        assertThat(batches.diagnostics(file, found -> !found.isEmpty()))
            .extracting(found -> found.getCode().getLeft())
            .containsExactly("HttpClientPerCall");
        assertThat(batches.publications(file)).isEqualTo(1);
      }
      assertThat(batches.published(files.get(1))).isFalse();
    }
  }

  /** A class of the many-batch module, with a client built on every call or without one. */
  private static String part(int index, boolean perCall) {
    return "package com.acme.many;\n\nimport java.net.http.HttpClient;\n\npublic class Part"
        + index
        + " {\n  public String name() {\n    return "
        + (perCall ? "HttpClient.newHttpClient().toString()" : "\"part" + index + "\"")
        + ";\n  }\n}\n";
  }

  @Test
  void aFileCreatedOnDiskInAFolderListedBeforeIsAnalyzedWhenOpened() throws Exception {
    Shop settled = Shop.write(folder.resolve("settled"));
    // An hour back, so that the first analysis keeps the folders it listed.
    FileTime hourAgo = FileTime.from(Instant.now().minusSeconds(3_600));
    try (Stream<Path> paths = Files.walk(settled.root)) {
      for (Path path : paths.toList()) {
        Files.setLastModifiedTime(path, hourAgo);
      }
    }
    try (LspClient later = LspClient.start(settled.root)) {
      assertThat(later.logLine("bottleneck: analyzed")).contains("4 finding(s) in 3 file(s)");
      Path fetcher = settled.gateway.resolveSibling("Fetcher.java");
      Shop.write(fetcher, Shop.GATEWAY.replace("class Gateway", "class Fetcher"));

      later.open(fetcher);

      assertThat(later.diagnostics(fetcher, found -> found.size() == 2))
          .extracting(found -> found.getCode().getLeft())
          .containsExactly("HttpClientPerCall", "HttpClientPerCall");
    }
  }

  @Test
  void shutdownAndExitEndTheServerWithZero() {
    client.logLine("bottleneck: analyzed");

    assertThat(client.shutDown()).isZero();
  }

  private List<String> rules(Path file) {
    return client.diagnostics(file, found -> !found.isEmpty()).stream()
        .map(diagnostic -> diagnostic.getCode().getLeft())
        .toList();
  }

  private List<CodeAction> actions(Path file, Range range) {
    return client.codeActions(file, range).stream().map(Either::getRight).toList();
  }

  private static CodeAction suppression(List<CodeAction> actions) {
    return actions.stream()
        .filter(action -> action.getTitle().startsWith("Suppress with"))
        .findFirst()
        .orElseThrow();
  }

  /** The file's text with the action's edits applied, as an editor applies them. */
  private static String applied(Path file, CodeAction action) {
    Map<String, List<TextEdit>> changes = action.getEdit().getChanges();
    assertThat(changes).containsOnlyKeys(LspClient.uri(file));
    String text = LspClient.read(file);
    List<TextEdit> edits = new ArrayList<>(changes.get(LspClient.uri(file)));
    String original = text;
    edits.sort(
        Comparator.comparing(
                (TextEdit edit) -> TextLines.offset(original, edit.getRange().getStart()))
            .reversed());
    for (TextEdit edit : edits) {
      int from = TextLines.offset(text, edit.getRange().getStart());
      int to = TextLines.offset(text, edit.getRange().getEnd());
      text = text.substring(0, from) + edit.getNewText() + text.substring(to);
    }
    return text;
  }

  private static Range range(int startLine, int startCharacter, int endLine, int endCharacter) {
    return new Range(new Position(startLine, startCharacter), new Position(endLine, endCharacter));
  }
}
