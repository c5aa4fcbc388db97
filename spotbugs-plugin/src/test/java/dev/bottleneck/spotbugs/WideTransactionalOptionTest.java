package dev.bottleneck.spotbugs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bottleneck.catalog.Marker;
import dev.bottleneck.catalog.Markers;
import dev.bottleneck.catalog.Rule;
import edu.umd.cs.findbugs.SystemProperties;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code WideTransactional:RemoteTypes} as SpotBugs takes it, the system property {@code
 * bottleneck.WideTransactional:RemoteTypes}, over the options sample the other engines read with
 * the same value: the application's own remote annotation on a field and its remote base type.
 */
final class WideTransactionalOptionTest {
  private static final Path OPTIONS =
      Path.of("..", "samples", "src", "options", "WideTransactional");
  private static final Path SHOP = OPTIONS.resolve(Path.of("p", "Shop.java"));

  @TempDir Path work;

  @Test
  void identificationWithRemoteTypes() throws IOException {
    List<String> reported = analyseWith("p.RpcService, p.RemoteGateway");

    assertThat(reported)
        .containsExactlyElementsOf(
            Markers.readFile(OPTIONS, SHOP).stream()
                .map(Marker::line)
                .map(String::valueOf)
                .toList());
  }

  @Test
  void withoutTheOptionTheApplicationsTypesAreLocal() throws IOException {
    assertThat(analyseWith(null)).isEmpty();
  }

  @Test
  void aBadValueReportsNothingForTheRule() throws IOException {
    assertThat(analyseWith("Shop")).isEmpty();
  }

  /** The lines of the sample's WideTransactional findings with the option set to {@code value}. */
  private List<String> analyseWith(String value) throws IOException {
    // The shared cases hold the Spring annotation the sample is compiled against.
    Path classes =
        SpotBugsRun.compile(
            work.resolve("classes"),
            "-sourcepath",
            CasesConformanceTest.CASES.toString(),
            SHOP.toString());
    if (value == null) {
      SystemProperties.removeProperty(WideTransactionalDetector.REMOTE_TYPES_PROPERTY);
    } else {
      SystemProperties.setProperty(WideTransactionalDetector.REMOTE_TYPES_PROPERTY, value);
    }
    try {
      return SpotBugsRun.analyse(classes).stream()
          .filter(bug -> bug.getType().equals(Rule.WIDE_TRANSACTIONAL.id()))
          .filter(bug -> bug.getPrimaryClass().getClassName().equals("p.Shop"))
          .map(bug -> String.valueOf(bug.getPrimarySourceLineAnnotation().getStartLine()))
          .sorted()
          .toList();
    } finally {
      SystemProperties.removeProperty(WideTransactionalDetector.REMOTE_TYPES_PROPERTY);
    }
  }
}
