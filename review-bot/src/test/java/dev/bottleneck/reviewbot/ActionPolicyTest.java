package dev.bottleneck.reviewbot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The action's safety rules, checked without any tool: they hold wherever the build runs. */
final class ActionPolicyTest {
  private static final Pattern PINNED = Pattern.compile("[\\w.-]+/[\\w./-]+@[0-9a-f]{40}");
  private static final Pattern SCRIPT = Pattern.compile("\\$GITHUB_ACTION_PATH/([\\w./-]+\\.sh)");

  @Test
  void runStepsTakeInputsThroughEnvOnly() {
    List<String> interpolated = new ArrayList<>();
    for (JsonNode step : ActionFiles.actionTree().at("/runs/steps")) {
      if (step.path("run").asText().contains("${{")) {
        interpolated.add(step.path("name").asText());
      }
    }
    assertThat(interpolated)
        .as("steps whose run: expands an expression instead of reading env")
        .isEmpty();
  }

  @Test
  void everyThirdPartyActionIsPinnedByCommit() {
    List<String> uses = new ArrayList<>();
    ActionFiles.actionTree()
        .at("/runs/steps")
        .forEach(
            step -> {
              if (step.has("uses")) {
                uses.add(step.get("uses").asText());
              }
            });
    ActionFiles.tree(ActionFiles.documentedWorkflow())
        .at("/jobs/bottleneck/steps")
        .forEach(
            step -> {
              String action = step.path("uses").asText();
              if (!action.isEmpty() && !action.equals(ActionFiles.PLACEHOLDER)) {
                uses.add(action);
              }
            });
    assertThat(uses)
        .containsExactly(
            "actions/setup-go@b7ad1dad31e06c5925ef5d2fc7ad053ef454303e",
            "actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae",
            "github/codeql-action/upload-sarif@8aad20d150bbac5944a9f9d289da16a4b0d87c1e",
            "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1",
            "actions/setup-java@b6effb05e454b25005698d916606bdc6ffcbf961")
        .allMatch(action -> PINNED.matcher(action).matches());
  }

  @Test
  void documentedWorkflowRunsOnPullRequestWithLeastPrivilege() {
    JsonNode workflow = ActionFiles.tree(ActionFiles.documentedWorkflow());
    List<String> events = new ArrayList<>();
    workflow.get("on").fieldNames().forEachRemaining(events::add);
    assertThat(events).containsExactly("pull_request");
    Map<String, String> permissions = new TreeMap<>();
    workflow
        .get("permissions")
        .fields()
        .forEachRemaining(e -> permissions.put(e.getKey(), e.getValue().asText()));
    assertThat(permissions)
        .isEqualTo(
            Map.of("contents", "read", "pull-requests", "write", "security-events", "write"));
    JsonNode checkout = workflow.at("/jobs/bottleneck/steps/0/with");
    assertThat(checkout.path("fetch-depth").asInt(-1)).isZero();
    assertThat(checkout.path("persist-credentials").asBoolean(true)).isFalse();
    assertThat(workflow.at("/jobs/bottleneck/steps/2/uses").asText())
        .isEqualTo(ActionFiles.PLACEHOLDER);
  }

  @Test
  void scriptsTheActionRunsExistAndAreExecutable() {
    List<String> scripts = new ArrayList<>();
    Matcher matcher = SCRIPT.matcher(ActionFiles.text(ActionFiles.action()));
    while (matcher.find()) {
      scripts.add(matcher.group(1));
    }
    assertThat(scripts)
        .containsExactly(
            "review-bot/scripts/install-go-tool.sh",
            "review-bot/scripts/install-toolkit.sh",
            "review-bot/scripts/install-toolkit.sh",
            "review-bot/scripts/run-check.sh",
            "review-bot/scripts/collect-sarif.sh",
            "review-bot/scripts/summary.sh",
            "review-bot/scripts/review.sh");
    for (String script : scripts) {
      Path file = Tools.repositoryRoot().resolve(script);
      assertThat(Files.isExecutable(file)).as(script + " is executable").isTrue();
    }
  }
}
