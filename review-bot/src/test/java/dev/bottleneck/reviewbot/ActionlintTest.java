package dev.bottleneck.reviewbot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * actionlint (pinned) over every GitHub workflow the docs show (all of them the example file, see
 * {@link WorkflowExampleTest}), which uses the action from this checkout so that actionlint also
 * validates the action's metadata and the inputs passed to it, and over the action's own steps.
 * actionlint does not read a composite action's steps, so the test lays them out as a reusable
 * workflow with the same inputs.
 */
final class ActionlintTest {
  private static Path actionlint;

  @TempDir Path project;

  @BeforeAll
  static void install() {
    actionlint = Tools.actionlint();
  }

  @Test
  void documentedWorkflowPassesActionlint() throws IOException {
    String workflow = ActionFiles.documentedWorkflow().replace(ActionFiles.PLACEHOLDER, "./");
    assertThat(workflow).contains("- uses: ./\n");

    assertThat(lint("documented.yml", workflow)).isEmpty();
  }

  @Test
  void everyWorkflowTheDocsShowPassesActionlint() throws IOException {
    Set<String> workflows = new LinkedHashSet<>();
    for (Path page : ActionFiles.docsPages()) {
      workflows.addAll(ActionFiles.workflowsIn(page));
    }
    assertThat(workflows).isNotEmpty();
    int index = 0;
    for (String workflow : workflows) {
      String name = "docs-" + index++ + ".yml";
      assertThat(lint(name, workflow.replace(ActionFiles.PLACEHOLDER, "./"))).as(name).isEmpty();
    }
  }

  @Test
  void actionStepsPassActionlint() throws IOException {
    assertThat(lint("action-steps.yml", stepsAsWorkflow())).isEmpty();
  }

  /** The harness reports what actionlint finds: an untrusted expression and an unknown input. */
  @Test
  void actionlintFindingsFailTheLint() throws IOException {
    String workflow =
        ActionFiles.documentedWorkflow()
            .replace(
                "- uses: " + ActionFiles.PLACEHOLDER,
                "- uses: ./\n"
                    + "        with:\n"
                    + "          no-such-input: x\n"
                    + "      - run: echo \"${{ github.event.pull_request.title }}\"");

    List<String> errors = lint("broken.yml", workflow);

    assertThat(errors).hasSize(2);
    assertThat(errors.get(0)).contains("input \"no-such-input\" is not defined in action");
    assertThat(errors.get(1))
        .contains("\"github.event.pull_request.title\" is potentially untrusted");
  }

  private List<String> lint(String name, String workflow) throws IOException {
    Map<String, String> env = Shell.baseEnvironment();
    Shell.run(project, env, "git", "init", "-q");
    Files.copy(
        ActionFiles.action(), project.resolve("action.yml"), StandardCopyOption.REPLACE_EXISTING);
    Path file = project.resolve(".github/workflows").resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, workflow);
    Shell.Result result =
        Shell.run(
            project,
            env,
            null,
            List.of(actionlint.toString(), "-no-color", "-oneline", file.toString()));
    List<String> errors = result.stdout().lines().toList();
    assertThat(result.exitCode())
        .as(
            "actionlint exit code; stdout:\n%s\nstderr:\n%s\nworkflow:\n%s",
            result.stdout(), result.stderr(), workflow)
        .isEqualTo(errors.isEmpty() ? 0 : 1);
    return errors;
  }

  /** The composite action's steps as the job of a reusable workflow that declares its inputs. */
  private static String stepsAsWorkflow() throws IOException {
    JsonNode action = ActionFiles.actionTree();
    ObjectNode workflow = ActionFiles.YAML.createObjectNode();
    workflow.put("name", "action steps");
    ObjectNode inputs = workflow.putObject("on").putObject("workflow_call").putObject("inputs");
    List<String> names = new ArrayList<>();
    action.get("inputs").fieldNames().forEachRemaining(names::add);
    for (String input : names) {
      JsonNode declared = action.get("inputs").get(input);
      ObjectNode copy = inputs.putObject(input);
      copy.put("description", declared.path("description").asText());
      copy.put("type", "string");
      copy.put("default", declared.path("default").asText());
    }
    ObjectNode job = workflow.putObject("jobs").putObject("action");
    job.put("runs-on", "ubuntu-latest");
    job.set("steps", action.at("/runs/steps"));
    return ActionFiles.YAML.writeValueAsString(workflow);
  }
}
