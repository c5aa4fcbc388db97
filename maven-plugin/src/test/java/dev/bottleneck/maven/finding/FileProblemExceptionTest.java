package dev.bottleneck.maven.finding;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

final class FileProblemExceptionTest {
  @Test
  void carriesTheProblemAsReportsListItAndNamesItsPlace() {
    Path file = Path.of("src", "main", "resources", "application.yml");

    FileProblemException e = new FileProblemException(file, 3, 7, "does not parse; fix it");

    assertThat(e.problem()).isEqualTo(new ParseProblem(file, 3, 7, "does not parse; fix it"));
    assertThat(e).hasMessage(file + ":[3,7] does not parse; fix it");
  }
}
