package dev.bottleneck.reviewbot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A pull request in miniature, through the action's own scripts on a fresh runner ({@link
 * FreshRunner}: an empty local repository, the plugin built from the action's checkout): a
 * two-module Maven project whose base commit holds an old finding and whose head adds two, checked
 * by the real plugin with {@code since}; the merged SARIF then goes to the job summary and to the
 * real reviewdog, as rdjsonl and as a review posted to a fake GitHub API.
 */
final class ReviewBotEndToEndTest {
  private static final String DOCS = "https://docs.example.com/rules/";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String REPOSITORY = "acme/shop";
  private static final int PULL_REQUEST = 7;

  private static final String ORDERS = "orders/src/main/java/com/acme/orders/OrderExport.java";
  private static final String INVOICES = "billing/src/main/java/com/acme/billing/Invoices.java";
  private static final String OBJECT_MAPPER_MESSAGE =
      "new ObjectMapper() runs on every call here; a mapper is thread-safe, and a new one must"
          + " build by reflection again every serializer and deserializer the shared one has"
          + " cached; create it once and share it: a static final field, a bean, or a lazily"
          + " initialized field";
  private static final String EAGER_LOG_MESSAGE =
      "String concatenation builds this debug message even when debug logging is off; let the"
          + " logger format it: a message with {} placeholders, the values as parameters";

  private static final String LOG_SUGGESTION =
      "    LOG.debug(\"sending invoice {} of {}\", id, total);";
  // OBJECT_MAPPER_2: the file's older finding, in legacy(), would take OBJECT_MAPPER with its own
  // fix, so the two suggestions can both be committed.
  private static final String HOIST_SUGGESTION =
      "  private static final ObjectMapper OBJECT_MAPPER_2 = new ObjectMapper();\n"
          + "\n"
          + "  public String export(Object order) throws Exception {\n"
          + "    return OBJECT_MAPPER_2.writeValueAsString(order);";

  private static final String FORK_NOTE =
      "This pull request comes from the fork contributor/shop, whose token is read-only: findings"
          + " are annotations (GitHub shows at most 10 per step) and the job summary, not review"
          + " comments.";

  @TempDir static Path temp;
  private static Path project;
  private static String base;
  private static String head;
  private static Path sarif;
  private static Map<String, String> outputs;

  @BeforeAll
  static void checkThePullRequest() throws IOException {
    project = temp.resolve("shop");
    Map<String, String> env = Shell.baseEnvironment();
    write("pom.xml", rootPom());
    write("orders/pom.xml", modulePom("orders"));
    write("billing/pom.xml", modulePom("billing"));
    write(".gitignore", "target/\n");
    write(
        ORDERS,
        """
        package com.acme.orders;

        import com.fasterxml.jackson.databind.ObjectMapper;

        public class OrderExport {
          public String legacy(Object order) throws Exception {
            return new ObjectMapper().writeValueAsString(order);
          }
        }
        """);
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("commit", "-q", "-m", "base: an old finding");
    base = git("rev-parse", "HEAD").strip();

    git("checkout", "-q", "-b", "feature");
    write(
        ORDERS,
        """
        package com.acme.orders;

        import com.fasterxml.jackson.databind.ObjectMapper;

        public class OrderExport {
          public String legacy(Object order) throws Exception {
            return new ObjectMapper().writeValueAsString(order);
          }

          public String export(Object order) throws Exception {
            return new ObjectMapper().writeValueAsString(order);
          }
        }
        """);
    write(
        INVOICES,
        """
        package com.acme.billing;

        import org.slf4j.Logger;
        import org.slf4j.LoggerFactory;

        public class Invoices {
          private static final Logger LOG = LoggerFactory.getLogger(Invoices.class);

          public void send(String id, int total) {
            LOG.debug("sending invoice " + id + " of " + total);
          }
        }
        """);
    git("add", "-A");
    git("commit", "-q", "-m", "head: two new findings");
    head = git("rev-parse", "HEAD").strip();

    // A fresh runner: the action's install step built the plugin from its checkout into an empty
    // local repository; the check resolves everything else from Maven Central.
    Map<String, String> check = FreshRunner.get().environment();
    check.put("BOTTLENECK_BASE", base);
    // Where a team's copy of the pages is: without it (and outside GitHub) the report links none.
    check.put("BOTTLENECK_DOCS_BASE_URL", DOCS);
    Shell.run(project, check, Tools.script("run-check.sh").toString());

    Path githubOutput = temp.resolve("collect-output");
    Map<String, String> collect = new HashMap<>(env);
    collect.put("BOTTLENECK_SEARCH_ROOT", ".");
    collect.put("BOTTLENECK_OUT", temp.resolve("out").toString());
    collect.put("GITHUB_OUTPUT", githubOutput.toString());
    Tools.assumeJq();
    Shell.run(project, collect, Tools.script("collect-sarif.sh").toString());
    outputs = new HashMap<>();
    for (String line : Files.readAllLines(githubOutput)) {
      outputs.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
    }
    sarif = Path.of(outputs.get("sarif"));
  }

  @Test
  void collectMergesOneRunPerModule() throws IOException {
    assertThat(outputs).containsEntry("reports", "2").containsEntry("findings", "2");
    JsonNode merged = JSON.readTree(sarif.toFile());
    assertThat(merged.get("runs"))
        .extracting(run -> run.at("/automationDetails/id").asText())
        .containsExactly("bottleneck/billing/", "bottleneck/orders/");
  }

  @Test
  void reviewdogReportsExactlyTheNewFindings() throws IOException {
    Map<String, String> env = reviewEnvironment();
    env.put("BOTTLENECK_REPORTER", "rdjsonl");
    env.put("BOTTLENECK_BASE", base);

    // From a module's folder: the script moves to the git root, where the report's paths resolve.
    String rdjsonl =
        Shell.run(project.resolve("orders"), env, Tools.script("review.sh").toString()).stdout();

    List<JsonNode> diagnostics = rdjsonl.lines().map(ReviewBotEndToEndTest::json).toList();
    assertThat(diagnostics)
        .extracting(
            d -> d.at("/location/path").asText(),
            d -> d.at("/location/range/start/line").asInt(),
            d -> d.at("/location/range/start/column").asInt(),
            d -> d.at("/code/value").asText(),
            d -> d.at("/code/url").asText(),
            d -> d.at("/message").asText())
        .containsExactlyInAnyOrder(
            tuple(
                INVOICES,
                10,
                48,
                "EagerLogMessage",
                "https://docs.example.com/rules/EagerLogMessage.html",
                EAGER_LOG_MESSAGE),
            tuple(
                ORDERS,
                11,
                12,
                "ObjectMapperPerCall",
                "https://docs.example.com/rules/ObjectMapperPerCall.html",
                OBJECT_MAPPER_MESSAGE));
    // Each finding carries its suggestion: whole lines, so reviewdog counts no columns; the hoist
    // replaces the added method's first lines with the constant above it.
    assertThat(diagnostics)
        .extracting(
            d -> d.at("/location/path").asText(),
            d -> d.at("/suggestions/0/range/start/line").asInt(),
            d -> d.at("/suggestions/0/range/end/line").asInt(),
            d -> d.at("/suggestions/0/text").asText())
        .containsExactlyInAnyOrder(
            // a one-line range has no end line in rdjsonl
            tuple(INVOICES, 10, 0, LOG_SUGGESTION), tuple(ORDERS, 10, 11, HOIST_SUGGESTION));
  }

  @Test
  void reviewIsPostedToGitHub() throws IOException {
    try (FakeGitHub github =
        new FakeGitHub(REPOSITORY, PULL_REQUEST, git("diff", base + "..." + head))) {
      Map<String, String> env = gitHubActionsEnvironment(github, "acme/shop", 1);

      Shell.run(project, env, Tools.script("review.sh").toString());

      List<FakeGitHub.Request> posted =
          github.requests().stream().filter(r -> r.method().equals("POST")).toList();
      assertThat(posted)
          .extracting(Object::toString)
          .containsExactly("POST /repos/acme/shop/pulls/7/reviews");
      JsonNode review = json(posted.get(0).body());
      assertThat(review.get("commit_id").asText()).isEqualTo(head);
      assertThat(review.get("event").asText()).isEqualTo("COMMENT");
      assertThat(review.get("comments"))
          .extracting(
              c -> c.get("path").asText(), c -> c.get("line").asInt(), c -> c.get("side").asText())
          .containsExactlyInAnyOrder(tuple(INVOICES, 10, "RIGHT"), tuple(ORDERS, 11, "RIGHT"));
      // reviewdog's own heading and marker; the part between is ours: rule, link, message.
      assertThat(review.get("comments"))
          .extracting(
              c -> c.get("body").asText().replaceFirst("\n<!-- __reviewdog__:[^>]*-->\n$", ""))
          .containsExactlyInAnyOrder(
              reviewComment("EagerLogMessage", EAGER_LOG_MESSAGE) + suggestion(LOG_SUGGESTION),
              reviewComment("ObjectMapperPerCall", OBJECT_MAPPER_MESSAGE)
                  + suggestion(HOIST_SUGGESTION));
      assertThat(review.get("comments"))
          .extracting(c -> c.path("start_line").asInt(), c -> c.get("line").asInt())
          .containsExactlyInAnyOrder(tuple(0, 10), tuple(10, 11));
    }
  }

  @Test
  void forkPullRequestGetsAnnotationsInstead() throws IOException {
    try (FakeGitHub github =
        new FakeGitHub(REPOSITORY, PULL_REQUEST, git("diff", base + "..." + head))) {
      Map<String, String> env = gitHubActionsEnvironment(github, "contributor/shop", 2);

      String stdout = Shell.run(project, env, Tools.script("review.sh").toString()).stdout();

      assertThat(github.requests()).noneMatch(r -> r.method().equals("POST"));
      // Each annotation ends with reviewdog's copy of the SARIF result, left out here.
      // reviewdog writes the properties in no fixed order; they are sorted here.
      assertThat(
              stdout
                  .lines()
                  .filter(line -> line.startsWith("::"))
                  .map(ReviewBotEndToEndTest::sortedProperties))
          .containsExactlyInAnyOrder(
              "::notice title=bottleneck::" + FORK_NOTE,
              "::warning col=48,file="
                  + INVOICES
                  + ",line=10::[bottleneck] reported by reviewdog 🐶%0A"
                  + EAGER_LOG_MESSAGE,
              "::warning col=12,file="
                  + ORDERS
                  + ",line=11::[bottleneck] reported by reviewdog 🐶%0A"
                  + OBJECT_MAPPER_MESSAGE);
      assertThat(Files.readString(Path.of(env.get("GITHUB_STEP_SUMMARY"))))
          .isEqualTo("> " + FORK_NOTE + "\n\n");
    }
  }

  @Test
  void summaryListsEveryNewFinding() throws IOException {
    Path summary = Files.createTempFile(temp, "summary", ".md");
    Map<String, String> env = Shell.baseEnvironment();
    env.put("GITHUB_STEP_SUMMARY", summary.toString());
    env.put("GITHUB_SERVER_URL", "https://github.com");
    env.put("GITHUB_REPOSITORY", REPOSITORY);
    env.put("BOTTLENECK_SARIF", sarif.toString());
    env.put("BOTTLENECK_BASE", base);

    Shell.run(project, env, Tools.script("summary.sh").toString());

    String blob = "https://github.com/acme/shop/blob/" + head + "/";
    assertThat(Files.readString(summary))
        .isEqualTo(
            "### bottleneck: 2 new findings on lines changed since "
                + base.substring(0, 12)
                + "\n"
                + "\n"
                + "| Where | Rule | Finding | Fix |\n"
                + "|---|---|---|---|\n"
                + "| ["
                + INVOICES
                + ":10]("
                + blob
                + INVOICES
                + "#L10)"
                + " | [EagerLogMessage](https://docs.example.com/rules/EagerLogMessage.html)"
                + " | "
                + EAGER_LOG_MESSAGE
                + " | suggested |\n"
                + "| ["
                + ORDERS
                + ":11]("
                + blob
                + ORDERS
                + "#L11) |"
                + " [ObjectMapperPerCall](https://docs.example.com/rules/ObjectMapperPerCall.html)"
                + " | "
                + OBJECT_MAPPER_MESSAGE
                + " | suggested |\n"
                + "\n");
  }

  /** reviewdog's suggestion block as it follows the comment's text. */
  private static String suggestion(String text) {
    return "\n```suggestion\n" + text + "\n```\n";
  }

  /** A workflow command with its properties sorted and reviewdog's raw SARIF copy cut off. */
  private static String sortedProperties(String command) {
    String line = command.replaceFirst("%0A%0ARaw Output:.*", "");
    int space = line.indexOf(' ');
    int end = line.indexOf("::", 2);
    if (space < 0 || space > end) {
      return line;
    }
    String properties =
        Arrays.stream(line.substring(space + 1, end).split(","))
            .sorted()
            .collect(Collectors.joining(","));
    return line.substring(0, space + 1) + properties + line.substring(end);
  }

  private static String reviewComment(String rule, String message) {
    return "⚠️ **[bottleneck]** <["
        + rule
        + "](https://docs.example.com/rules/"
        + rule
        + ".html)> <sub>reported by"
        + " [reviewdog](https://github.com/reviewdog/reviewdog) :dog:</sub><br>"
        + message;
  }

  private static Map<String, String> reviewEnvironment() {
    Map<String, String> env = Shell.baseEnvironment();
    env.put("REVIEWDOG", Tools.reviewdog().toString());
    env.put("BOTTLENECK_SARIF", sarif.toString());
    return env;
  }

  /** What the action's review step sees on GitHub Actions, pointed at the fake API. */
  private static Map<String, String> gitHubActionsEnvironment(
      FakeGitHub github, String headRepository, int headOwnerId) throws IOException {
    Path event = Files.createTempFile(temp, "event", ".json");
    Files.writeString(
        event,
        """
        {"pull_request": {"number": %d,
          "head": {"sha": "%s", "ref": "feature", "repo": {"full_name": "%s", "owner": {"id": %d}}},
          "base": {"sha": "%s", "ref": "main", "repo": {"full_name": "acme/shop", "owner": {"id": 1}}}},
         "repository": {"name": "shop", "owner": {"login": "acme"}}}
        """
            .formatted(PULL_REQUEST, head, headRepository, headOwnerId, base));
    Map<String, String> env = reviewEnvironment();
    env.put("GITHUB_ACTIONS", "true");
    env.put("GITHUB_EVENT_NAME", "pull_request");
    env.put("GITHUB_EVENT_PATH", event.toString());
    env.put("GITHUB_REPOSITORY", REPOSITORY);
    env.put("GITHUB_API", github.apiUrl());
    env.put("GITHUB_STEP_SUMMARY", Files.createTempFile(temp, "summary", ".md").toString());
    env.put("REVIEWDOG_GITHUB_API_TOKEN", "test-token");
    env.put("HEAD_REPO", headRepository);
    env.put("BASE_REPO", REPOSITORY);
    return env;
  }

  private static String rootPom() {
    return """
    <project xmlns="http://maven.apache.org/POM/4.0.0">
      <modelVersion>4.0.0</modelVersion>
      <groupId>com.acme</groupId>
      <artifactId>shop</artifactId>
      <version>1.0</version>
      <packaging>pom</packaging>
      <modules>
        <module>orders</module>
        <module>billing</module>
      </modules>
      <properties>
        <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
        <!-- The aggregator has no sources of its own. -->
        <bottleneck.skip>true</bottleneck.skip>
      </properties>
    %s</project>
    """
        .formatted(FreshRunner.pluginBuild());
  }

  private static String modulePom(String name) {
    return """
    <project xmlns="http://maven.apache.org/POM/4.0.0">
      <modelVersion>4.0.0</modelVersion>
      <parent>
        <groupId>com.acme</groupId>
        <artifactId>shop</artifactId>
        <version>1.0</version>
      </parent>
      <artifactId>%s</artifactId>
      <properties>
        <bottleneck.skip>false</bottleneck.skip>
      </properties>
    </project>
    """
        .formatted(name);
  }

  private static void write(String path, String text) throws IOException {
    Path file = project.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private static String git(String... args) {
    String[] command = new String[args.length + 5];
    command[0] = "git";
    command[1] = "-c";
    command[2] = "user.name=Test";
    command[3] = "-c";
    command[4] = "user.email=test@example.com";
    System.arraycopy(args, 0, command, 5, args.length);
    return Shell.run(project, Shell.baseEnvironment(), command).stdout();
  }

  private static JsonNode json(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      throw new AssertionError("Not JSON: " + text, e);
    }
  }
}
