package dev.bottleneck.reviewbot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One GitHub workflow for the whole documentation: every page that shows one shows the example file
 * verbatim, so that the pages cannot drift apart (an unpinned checkout on one page, a pinned one on
 * another). actionlint checks the example ({@link ActionlintTest}).
 */
final class WorkflowExampleTest {
  @Test
  void everyWorkflowTheDocsShowIsTheExample() {
    String example = ActionFiles.documentedWorkflow();
    Map<String, Integer> shown = new LinkedHashMap<>();
    List<String> others = new ArrayList<>();
    for (Path page : ActionFiles.docsPages()) {
      String name = Tools.repositoryRoot().relativize(page).toString();
      for (String workflow : ActionFiles.workflowsIn(page)) {
        if (workflow.equals(example)) {
          shown.merge(name, 1, Integer::sum);
        } else {
          others.add(name + ":\n" + workflow);
        }
      }
    }

    assertThat(others)
        .as("workflows in the docs that are not " + ActionFiles.EXAMPLE + " verbatim")
        .isEmpty();
    assertThat(shown)
        .containsOnlyKeys(
            "src/site/markdown/command-line.md",
            "src/site/markdown/maven-plugin.md",
            "src/site/markdown/pull-requests.md")
        .allSatisfy((page, times) -> assertThat(times).as(page).isEqualTo(1));
  }

  /** A piece of a workflow is held to the example too, not only a whole one. */
  @Test
  void aWorkflowPieceIsFoundInAPage() {
    assertThat(
            ActionFiles.workflowsIn(
                Tools.repositoryRoot().resolve("review-bot/src/test/resources/piece.md")))
        .containsExactly(
            "      - uses: actions/checkout@v4\n", "jobs:\n  a:\n    runs-on: ubuntu-latest\n");
  }
}
