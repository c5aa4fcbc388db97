package dev.bottleneck.archunit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.bottleneck.catalog.facts.Api;
import java.io.FileReader;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

final class ApiMatchersTest {
  /** Calls to match, one per line. */
  static final class Uses {
    static final class Logged extends FileReader {
      Logged(String name) throws Exception {
        super(name);
      }
    }

    void calls(Future<String> future, Executor executor) throws Exception {
      new FileReader("a");
      new Logged("a");
      Thread.sleep(10);
      Thread.sleep(10, 5);
      future.get();
      future.get(1, TimeUnit.SECONDS);
      executor.execute(this::toString);
    }
  }

  private static final JavaClass USES = new ClassFileImporter().importClass(Uses.class);

  @Test
  void constructorsOfExactlyTheOwnerOrItsSubtypes() {
    assertThat(matched(Api.constructor("java.io.FileReader"))).containsExactly("FileReader.<init>");
    assertThat(matched(Api.constructor("java.io.FileReader").orSubtypes()))
        .containsExactly("FileReader.<init>", "ApiMatchersTest$Uses$Logged.<init>");
  }

  @Test
  void overloadsByParameterTypes() {
    assertThat(matched(Api.staticMethod("java.lang.Thread", "sleep").withParameters("long")))
        .containsExactly("Thread.sleep");
    assertThat(matched(Api.instanceMethod("java.util.concurrent.Future", "get").withNoParameters()))
        .containsExactly("Future.get");
    assertThat(matched(Api.instanceMethod("java.util.concurrent.Future", "get"))).hasSize(2);
  }

  @Test
  void everyMethodOfAnOwner() {
    assertThat(matched(Api.everyInstanceMethod("java.util.concurrent.Executor")))
        .containsExactly("Executor.execute");
  }

  private static List<String> matched(Api api) {
    CallMatcher matcher = ApiMatchers.matcher(api);
    return USES.getMethod("calls", Future.class, Executor.class).getCallsFromSelf().stream()
        .filter(matcher::matches)
        .sorted(Comparator.comparingInt(JavaCall::getLineNumber))
        .map(call -> simple(call.getTargetOwner()) + "." + call.getName())
        .toList();
  }

  private static String simple(JavaClass type) {
    String name = type.getName();
    return name.substring(name.lastIndexOf('.') + 1);
  }
}
