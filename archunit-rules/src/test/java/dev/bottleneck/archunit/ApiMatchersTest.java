package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.bottleneck.catalog.facts.Api;
import java.util.AbstractMap;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ApiMatchersTest {
  /** Calls for the matchers to find; never run. */
  static final class Calls {
    Object calls() {
      StringBuilder text = new StringBuilder();
      text.append("a");
      text.append(1);
      String.valueOf(2);
      return new AbstractMap.SimpleEntry<>("k", text);
    }
  }

  private static final JavaClass CALLS = new ClassFileImporter().importClass(Calls.class);

  @Test
  void constructorOfANestedTypeMatchesItsBinaryName() {
    assertThat(lines(Api.constructor("java.util.AbstractMap.SimpleEntry"))).hasSize(1);
  }

  @Test
  void instanceMethodWithParametersMatchesOnlyThatOverload() {
    assertThat(lines(Api.instanceMethod("java.lang.StringBuilder", "append"))).hasSize(2);
    assertThat(
            lines(
                Api.instanceMethod("java.lang.StringBuilder", "append")
                    .withParameters("java.lang.String")))
        .hasSize(1);
  }

  @Test
  void exactOwnerIgnoresOtherOwners() {
    assertThat(lines(Api.staticMethod("java.lang.String", "valueOf"))).hasSize(1);
    assertThat(lines(Api.staticMethod("java.lang.Object", "valueOf"))).isEmpty();
  }

  private static List<Integer> lines(Api api) {
    CallMatcher matcher = ApiMatchers.matcher(api);
    return CALLS.getCodeUnitCallsFromSelf().stream()
        .filter(matcher::matches)
        .map(JavaCall::getLineNumber)
        .toList();
  }
}
